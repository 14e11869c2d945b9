import { acceptOf, CAPTION_FILE_TYPES } from '@trilha/sdk/contract';
import { IconFileText, IconTrash } from '@trilha/sdk/ui';
import { type ReactNode, useRef } from 'react';
import { Field } from '../../../components/Field';
import { formatFileSize } from '../../../format';
import { T } from '../../../messages';
import { captionStatus, type LessonDraft } from './courseDraft';

type CaptionFields = Pick<LessonDraft, 'captionUpload' | 'captionRemoved'>;

/**
 * The WebVTT captions (pt-BR) of a lesson's uploaded video: a file to choose, and the captions the
 * lesson has, to download or remove. Nothing is sent here: the course save uploads or removes them
 * once the lesson has its id (saveCourse).
 */
export function LessonCaptions({
  lesson,
  label,
  item,
  onChange,
}: {
  lesson: LessonDraft;
  /** The field's label with the lesson's place for screen readers. */
  label: (text: string) => ReactNode;
  /** 'Módulo 1, Aula 2', for the buttons' names. */
  item: string;
  onChange: (patch: Partial<CaptionFields>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const status = captionStatus(lesson);
  const remove = () => {
    if (input.current) input.current.value = '';
    onChange({ captionUpload: null, captionRemoved: Boolean(lesson.caption_url) });
  };
  const removeButton = (
    <button
      type="button"
      className="icon-button icon-button-danger"
      onClick={remove}
      aria-label={T.courseForm.itemLabel(T.courseForm.captionRemove, item)}
      title={T.courseForm.captionRemove}
    >
      <IconTrash size={18} />
    </button>
  );

  return (
    <div className="form-grid-full">
      <Field label={label(T.courseForm.captionFile)} hint={T.courseForm.captionHint}>
        {({ id, describedBy }) => (
          <input
            ref={input}
            id={id}
            type="file"
            accept={acceptOf(CAPTION_FILE_TYPES)}
            className="input input-file"
            aria-describedby={describedBy}
            onChange={(e) => onChange({ captionUpload: e.target.files?.[0] ?? null })}
          />
        )}
      </Field>
      <div aria-live="polite">
        {status !== 'none' && (
          <p className="material-item">
            <IconFileText size={18} />
            <span className="material-item-text">
              {status === 'chosen' && lesson.captionUpload
                ? `${lesson.captionUpload.name} (${formatFileSize(lesson.captionUpload.size)})`
                : status === 'current'
                  ? T.courseForm.currentCaption
                  : status === 'removed'
                    ? T.courseForm.captionWillBeRemoved
                    : T.courseForm.captionGoesWithVideo}
            </span>
            {status === 'current' && lesson.caption_url && (
              <a className="btn-link" href={lesson.caption_url} download>
                {T.courseForm.captionDownload}
              </a>
            )}
            {status === 'removed' && (
              <button type="button" className="btn-link" onClick={() => onChange({ captionRemoved: false })}>
                {T.courseForm.captionKeep}
              </button>
            )}
            {(status === 'current' || status === 'chosen') && removeButton}
          </p>
        )}
      </div>
    </div>
  );
}
