import { useRef, useState } from 'react';
import type { LessonAttachment } from '../../contract';
import { useTrilhaClient } from '../../provider';
import { openPendingTab, saveBlob } from '../../ui/download';
import { IconArrowDownToLine, IconEyeCompact, IconFileText, IconSpinner, IconTrashCompact } from '../../ui/icons';
import { ConfirmModal } from '../shared/dialogs';
import { AttachmentUploadForm } from './AttachmentUploadForm';
import { messageOf } from './errors';
import { formatFileSize } from './format';
import type { AttachmentsState } from './hooks/useAttachments';
import { PLAYER_MSG } from './messages';
import { PanelStatus } from './PanelStatus';

interface AttachmentsPanelProps {
  id: string;
  lessonId: number;
  state: AttachmentsState;
  onRetry(): void;
  /** Edit mode (an admin): upload and delete besides view and download. */
  editable?: boolean;
  /** Reloads the list after an upload or a delete. */
  onChanged(): Promise<void>;
}

/**
 * 'Material de Apoio': the lesson's files with view and download, and in edit mode upload and
 * delete (spec §2). Files need the bearer token, so they are fetched as a Blob and handed to the
 * browser through an object URL.
 */
export function AttachmentsPanel({ id, lessonId, state, onRetry, editable = false, onChanged }: AttachmentsPanelProps) {
  const client = useTrilhaClient();
  const rootRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [removing, setRemoving] = useState<LessonAttachment | null>(null);

  const fetchFile = async (attachment: LessonAttachment) => {
    const blob = await client.files.blob(`/api/lessons/attachments/file/${encodeURIComponent(attachment.filename)}`);
    // The stored type lets the browser show PDFs and images inline.
    return attachment.mime_type && blob.type !== attachment.mime_type
      ? new Blob([blob], { type: attachment.mime_type })
      : blob;
  };

  const run = async (attachment: LessonAttachment, action: 'view' | 'download') => {
    const key = `${action}:${attachment.id}`;
    if (busy) return;
    setNotice(null);
    setBusy(key);
    const tab = action === 'view' ? openPendingTab() : null;
    try {
      const blob = await fetchFile(attachment);
      const name = attachment.original_filename || attachment.filename;
      if (tab) tab.show(blob);
      else if (rootRef.current) saveBlob(blob, name, rootRef.current);
    } catch {
      tab?.close();
      setNotice({ kind: 'error', text: PLAYER_MSG.downloadFailed });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (attachment: LessonAttachment) => {
    try {
      await client.lessons.removeAttachment(attachment.id);
      setRemoving(null);
      setNotice({ kind: 'success', text: PLAYER_MSG.removed });
      await onChanged();
      // The focused delete button went away with its item.
      titleRef.current?.focus();
    } catch (error) {
      setRemoving(null);
      setNotice({ kind: 'error', text: messageOf(error, PLAYER_MSG.removeFailed) });
    }
  };

  return (
    <section className="trilha-attachments" id={id} ref={rootRef} aria-labelledby={`${id}-title`}>
      <h3 className="trilha-attachments__title" id={`${id}-title`} ref={titleRef} tabIndex={-1}>
        {PLAYER_MSG.attachments}
      </h3>
      <PanelStatus
        status={state.status}
        loading={PLAYER_MSG.attachmentsLoading}
        failed={PLAYER_MSG.attachmentsFailed}
        onRetry={onRetry}
      />
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="trilha-panel-state">{PLAYER_MSG.attachmentsEmpty}</p>
      )}
      {notice && (
        <p className={`trilha-panel-state is-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="trilha-attachments__list">
          {state.data.map((a) => (
            <li key={a.id} className="trilha-attachments__item">
              <span className="trilha-attachments__icon" aria-hidden="true">
                <IconFileText />
              </span>
              <span className="trilha-attachments__info">
                <span className="trilha-attachments__name">{a.title}</span>
                {a.description && <span className="trilha-attachments__desc">{a.description}</span>}
                <span className="trilha-attachments__meta">
                  {a.original_filename} · {formatFileSize(a.file_size)}
                </span>
              </span>
              <span className="trilha-attachments__actions">
                <button
                  type="button"
                  className="trilha-btn trilha-btn--ghost trilha-btn--sm"
                  aria-label={PLAYER_MSG.viewLabel(a.title)}
                  disabled={busy !== null}
                  onClick={() => run(a, 'view')}
                >
                  {busy === `view:${a.id}` ? <IconSpinner className="trilha-spin" /> : <IconEyeCompact />}
                  <span>{PLAYER_MSG.view}</span>
                </button>
                <button
                  type="button"
                  className="trilha-btn trilha-btn--secondary trilha-btn--sm"
                  aria-label={PLAYER_MSG.downloadLabel(a.title)}
                  disabled={busy !== null}
                  onClick={() => run(a, 'download')}
                >
                  {busy === `download:${a.id}` ? <IconSpinner className="trilha-spin" /> : <IconArrowDownToLine />}
                  <span>{PLAYER_MSG.download}</span>
                </button>
                {editable && (
                  <button
                    type="button"
                    className="trilha-btn trilha-btn--danger trilha-btn--sm"
                    aria-label={PLAYER_MSG.removeLabel(a.title)}
                    disabled={busy !== null}
                    onClick={() => {
                      setNotice(null);
                      setRemoving(a);
                    }}
                  >
                    <IconTrashCompact />
                    <span>{PLAYER_MSG.remove}</span>
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {editable && <AttachmentUploadForm lessonId={lessonId} onUploaded={onChanged} />}
      {removing && (
        <ConfirmModal
          title={PLAYER_MSG.removeTitle}
          icon={<IconTrashCompact />}
          tone="warning"
          danger
          confirmLabel={PLAYER_MSG.remove}
          cancelLabel={PLAYER_MSG.cancel}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>{PLAYER_MSG.removeText(removing.title)}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
