import { useSignals } from '@preact/signals-react/runtime';
import { BACKUP_MSG } from '@trilha/sdk/contract';
import { IconDatabase, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { PageHeader } from '../../components/PageHeader';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { isAdmin } from '../../state/session';
import { BackupList } from './BackupList';
import { RestoreSection } from './RestoreSection';
import { SchedulesSection } from './SchedulesSection';
import './Backup.css';

/** Backup system (spec §2): create, list, download and delete backups, schedules, two-step restore. */
export function BackupPage() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied message={BACKUP_MSG.accessDenied} />;
  return <Backups />;
}

function Backups() {
  const backups = useLoader(() => client.backups.list().then((r) => r.backups), []);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      const res = await client.backups.create();
      showSuccess(res.message || BACKUP_MSG.created);
      backups.reload();
    } catch (e) {
      showError(errorMessage(e, BACKUP_MSG.createError));
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="backup-page">
      <PageHeader title={T.backup.title} subtitle={T.backup.subtitle} />
      <section className="card backup-create" aria-labelledby="backup-create-title">
        <span className="backup-create-icon" aria-hidden="true">
          <IconDatabase size={26} />
        </span>
        <div className="backup-create-text">
          <h2 id="backup-create-title" className="backup-section-title">
            {T.backup.createTitle}
          </h2>
          <p className="muted">{T.backup.createText}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={create} disabled={creating}>
          {creating ? T.backup.creating : T.backup.create}
        </button>
      </section>
      <BackupList backups={backups.data} error={backups.failed} onReload={backups.reload} />
      <SchedulesSection />
      <RestoreSection />
    </div>
  );
}
