import { type Course, PROJECT_MSG } from '@trilha/sdk/contract';
import { IconUpload } from '@trilha/sdk/ui';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../api';
import { Field } from '../../../components/Field';
import { FormAlert } from '../../../components/StateMessages';
import { T } from '../../../messages';
import { courseVersionsApi, PROJECT_FILE_MAX_BYTES } from './courseVersionsApi';
import { ProjectFileDownload } from './ProjectFileDownload';

const TX = T.pedagogicalProject;

/**
 * The project as a PDF: the one the current version has, and a new one to send on its own (the
 * text fields' 'Salvar' does not carry it). The server decides by the file's content, so only the
 * size is checked here; its refusal shows under the field.
 */
export function ProjectFileUpload({
  course,
  version,
  hasFile,
  onUploaded,
}: {
  course: Pick<Course, 'id' | 'title'>;
  /** The current version. */
  version: number;
  hasFile: boolean;
  onUploaded: () => void;
}) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    setSent(null);
    if (file.size > PROJECT_FILE_MAX_BYTES) return setError(PROJECT_MSG.fileTooLarge);
    setBusy(true);
    try {
      const answer = await courseVersionsApi.uploadProject(course.id, file);
      setSent(answer.message || PROJECT_MSG.fileSaved);
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (e) {
      setError(errorMessage(e, TX.uploadError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="project-file" aria-labelledby={headingId}>
      <h3 id={headingId} className="project-heading">
        {TX.fileSection}
      </h3>
      {hasFile ? (
        <ProjectFileDownload course={course} version={version} />
      ) : (
        <p className="muted small project-file-none">{TX.noFile}</p>
      )}
      <div className="project-upload">
        <Field label={TX.fileField} hint={TX.fileHint(PROJECT_FILE_MAX_BYTES / 1_048_576)} error={error}>
          {({ id, describedBy, invalid }) => (
            <input
              ref={input}
              id={id}
              type="file"
              accept=".pdf,application/pdf"
              className="input input-file"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              disabled={busy}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
                setSent(null);
              }}
            />
          )}
        </Field>
        <button type="button" className="btn btn-secondary" onClick={upload} disabled={!file || busy}>
          <IconUpload size={18} />
          {busy ? TX.uploading : TX.upload}
        </button>
      </div>
      <FormAlert kind="success">{sent}</FormAlert>
    </section>
  );
}
