import { useRef, useState } from 'react';
import type { LessonAttachment } from '../../contract';
import { useTrilhaClient } from '../../provider';
import { openPendingTab, saveBlob } from '../shared/download';
import { IconDownload, IconEye, IconFile, IconRestart, IconSpinner } from '../shared/icons';
import { formatFileSize } from './format';
import type { AttachmentsState } from './hooks/useAttachments';
import { PLAYER_MSG } from './messages';

interface AttachmentsPanelProps {
  id: string;
  state: AttachmentsState;
  onRetry(): void;
}

/**
 * 'Material de Apoio': the lesson's files with view and download. Files need the bearer token,
 * so they are fetched as a Blob and handed to the browser through an object URL.
 */
export function AttachmentsPanel({ id, state, onRetry }: AttachmentsPanelProps) {
  const client = useTrilhaClient();
  const rootRef = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

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
    setError(null);
    setBusy(key);
    const tab = action === 'view' ? openPendingTab() : null;
    try {
      const blob = await fetchFile(attachment);
      const name = attachment.original_filename || attachment.filename;
      if (tab) tab.show(blob);
      else if (rootRef.current) saveBlob(blob, name, rootRef.current);
    } catch {
      tab?.close();
      setError(PLAYER_MSG.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="trilha-attachments" id={id} ref={rootRef} aria-labelledby={`${id}-title`}>
      <h3 className="trilha-attachments__title" id={`${id}-title`}>
        {PLAYER_MSG.attachments}
      </h3>
      {state.status === 'loading' && (
        <p className="trilha-attachments__state" role="status">
          <span className="trilha-spin">
            <IconSpinner />
          </span>
          {PLAYER_MSG.attachmentsLoading}
        </p>
      )}
      {state.status === 'error' && (
        <div className="trilha-attachments__state is-error" role="alert">
          {PLAYER_MSG.attachmentsFailed}
          <button type="button" className="trilha-btn trilha-btn--ghost trilha-btn--sm" onClick={onRetry}>
            <IconRestart />
            {PLAYER_MSG.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.attachments.length === 0 && (
        <p className="trilha-attachments__state">{PLAYER_MSG.attachmentsEmpty}</p>
      )}
      {error && (
        <p className="trilha-attachments__state is-error" role="alert">
          {error}
        </p>
      )}
      {state.status === 'ready' && state.attachments.length > 0 && (
        <ul className="trilha-attachments__list">
          {state.attachments.map((a) => (
            <li key={a.id} className="trilha-attachments__item">
              <span className="trilha-attachments__icon" aria-hidden="true">
                <IconFile />
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
                  {busy === `view:${a.id}` ? <IconSpinner className="trilha-spin" /> : <IconEye />}
                  <span>{PLAYER_MSG.view}</span>
                </button>
                <button
                  type="button"
                  className="trilha-btn trilha-btn--secondary trilha-btn--sm"
                  aria-label={PLAYER_MSG.downloadLabel(a.title)}
                  disabled={busy !== null}
                  onClick={() => run(a, 'download')}
                >
                  {busy === `download:${a.id}` ? <IconSpinner className="trilha-spin" /> : <IconDownload />}
                  <span>{PLAYER_MSG.download}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
