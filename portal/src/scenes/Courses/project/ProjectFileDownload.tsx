import type { Course } from '@trilha/sdk/contract';
import { IconDownload, IconFileText } from '@trilha/sdk/ui';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/StateMessages';
import { T } from '../../../messages';
import { downloadProjectFile } from './courseVersionsApi';

const TX = T.pedagogicalProject;

/** The project PDF a version was recorded with, downloaded with the admin's token. */
export function ProjectFileDownload({ course, version }: { course: Pick<Course, 'id' | 'title'>; version: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadProjectFile(course, version);
    } catch (e) {
      setError(errorMessage(e, TX.downloadError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="material-item project-file-item">
        <IconFileText size={18} />
        <span className="material-item-text">{TX.fileAttached(version)}</span>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={download}
          disabled={busy}
          aria-label={TX.downloadLabel(version)}
        >
          <IconDownload size={15} />
          {TX.download}
        </button>
      </p>
      <FormAlert kind="error">{error}</FormAlert>
    </>
  );
}
