import { COURSE_MSG, type LessonAttachment } from '@trilha/sdk/contract';
import { IconFile, IconTrash } from '@trilha/sdk/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { client, errorMessage } from '../../../api';
import { ConfirmDialog } from '../../../components/dialogs';
import { Field, TextField } from '../../../components/Field';
import { formatFileSize } from '../../../format';
import { T } from '../../../messages';
import { showError, showSuccess } from '../../../state/banners';
import { isNewItem, type MaterialDraft, validMaterialTitle } from './courseDraft';

/** Support material types of the course form (spec §5). */
export const MATERIAL_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.rar';

/**
 * The lesson's support material: a new file with title and description, uploaded after the lesson
 * is saved, and for a saved lesson the material it already has, each with a delete.
 */
export function LessonMaterial({
  lessonId,
  context,
  material,
  onChange,
}: {
  lessonId: number;
  /** 'Módulo 1, Aula 2: ', read before each label by screen readers. */
  context: string;
  material: MaterialDraft;
  onChange: (material: MaterialDraft) => void;
}) {
  const label = (text: string): ReactNode => (
    <>
      <span className="sr-only">{context}</span>
      {text}
    </>
  );
  const titleHint = material.file && !validMaterialTitle(material.title) ? T.courseForm.materialTitleHint : undefined;

  return (
    <div className="material-box">
      <h5 className="material-title">{T.courseForm.material}</h5>
      {!isNewItem(lessonId) && <CurrentMaterial lessonId={lessonId} />}
      <div className="form-grid">
        <TextField
          label={label(T.courseForm.materialTitle)}
          hint={titleHint}
          value={material.title}
          onChange={(e) => onChange({ ...material, title: e.target.value })}
          maxLength={255}
          autoComplete="off"
        />
        <Field
          label={label(T.courseForm.materialFile)}
          hint={
            material.file ? `${material.file.name} (${formatFileSize(material.file.size)})` : T.courseForm.materialHint
          }
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              type="file"
              accept={MATERIAL_ACCEPT}
              className="input input-file"
              aria-describedby={describedBy}
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                // A file without a title would be ignored: start from its name.
                const title = material.title.trim() || (file ? file.name.replace(/\.[^.]+$/, '') : '');
                onChange({ ...material, file, title });
              }}
            />
          )}
        </Field>
        <TextField
          label={label(T.courseForm.materialDescription)}
          fieldClassName="form-grid-full"
          value={material.description}
          onChange={(e) => onChange({ ...material, description: e.target.value })}
          maxLength={2000}
          autoComplete="off"
        />
      </div>
    </div>
  );
}

/** The material a saved lesson already has, with delete (confirmed first). */
function CurrentMaterial({ lessonId }: { lessonId: number }) {
  const [items, setItems] = useState<LessonAttachment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState<LessonAttachment | null>(null);

  useEffect(() => {
    let alive = true;
    client.lessons
      .attachments(lessonId)
      .then((r) => alive && setItems(r.attachments))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [lessonId]);

  if (failed) return <p className="field-error">{T.courseForm.materialLoadError}</p>;
  if (!items) return null;

  return (
    <>
      {items.length === 0 ? (
        <p className="muted small material-empty">{T.courseForm.materialNone}</p>
      ) : (
        <ul className="material-list" aria-label={T.courseForm.materialCurrent}>
          {items.map((a) => (
            <li key={a.id} className="material-item">
              <IconFile size={18} />
              <span className="material-item-text">
                <span className="cell-strong">{a.title}</span>
                <span className="cell-sub">
                  {a.original_filename} · {formatFileSize(a.file_size)}
                </span>
              </span>
              <button
                type="button"
                className="icon-button icon-button-danger"
                onClick={() => setRemoving(a)}
                aria-label={`${T.courseForm.materialRemove}: ${a.title}`}
                title={T.courseForm.materialRemove}
              >
                <IconTrash size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={T.courseForm.materialRemoveTitle}
          message={T.courseForm.materialRemoveConfirm(removing.title)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            const target = removing;
            try {
              const answer = await client.lessons.removeAttachment(target.id);
              setItems((list) => list?.filter((a) => a.id !== target.id) ?? null);
              showSuccess(answer.message || COURSE_MSG.attachmentDeleted);
            } catch (error) {
              showError(errorMessage(error, T.courseForm.materialRemoveError));
            } finally {
              setRemoving(null);
            }
          }}
        />
      )}
    </>
  );
}
