import { BACKUP_MSG } from '@trilha/sdk/contract';
import { IconShield } from '@trilha/sdk/ui';
import { Link } from 'react-router';
import { T } from '../messages';

/** The access-denied screen of an admin-only area (spec §2, §6): a title and the area's text. */
export function AccessDenied({ title = T.accessDeniedTitle, message }: { title?: string | null; message: string }) {
  return (
    <div className="card state-card" role="alert">
      <IconShield size={36} />
      {title && <h1 className="page-title">{title}</h1>}
      <p className="muted">{message}</p>
      <Link to="/dashboard" className="btn btn-primary">
        {T.common.goToDashboard}
      </Link>
    </div>
  );
}

/**
 * Admin areas whose path shows the access-denied text to other roles instead of the screen (spec §2,
 * §6). The company reports are the 'Empresas' tab of /reports, and also open on their own path.
 */
export const DENIED_ADMIN_AREAS: readonly { path: string; title?: string | null; message: string }[] = [
  { path: '/users', title: null, message: T.common.accessDenied },
  { path: '/assessment-manager/:id', title: null, message: T.common.accessDenied },
  { path: '/reports', message: T.reports.accessDenied },
  { path: '/reports/companies', message: T.companyReports.accessDenied },
  { path: '/settings', message: T.settings.accessDenied },
  { path: '/backup', message: BACKUP_MSG.accessDenied },
  { path: '/logs', title: null, message: T.logs.accessDenied },
  { path: '/nr-presets', message: T.nrPresets.accessDenied },
  { path: '/question-banks', message: T.questionBanks.accessDenied },
  { path: '/question-banks/:id', message: T.questionBanks.accessDenied },
  { path: '/api-docs', message: T.apiDocs.accessDenied },
  { path: '/webhooks', message: T.webhooks.accessDenied },
  { path: '/privacy-requests', message: T.privacyRequests.accessDenied },
];
