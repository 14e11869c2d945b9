import { adminSettingsApi } from './api/adminSettings';
import { assessmentsApi } from './api/assessments';
import { authApi } from './api/auth';
import { backupsApi } from './api/backups';
import { certificatesApi } from './api/certificates';
import { chartsApi } from './api/charts';
import { companiesApi } from './api/companies';
import { coursesApi } from './api/courses';
import { courseVersionsApi } from './api/courseVersions';
import { dashboardApi } from './api/dashboard';
import { docsApi } from './api/docs';
import { embedApi } from './api/embed';
import { enrollmentsApi } from './api/enrollments';
import { evidenceApi } from './api/evidence';
import { filesApi } from './api/files';
import { gradesApi } from './api/grades';
import { lessonsApi } from './api/lessons';
import { logsApi } from './api/logs';
import { managerApi } from './api/manager';
import { nrApi } from './api/nr';
import { practicalApi } from './api/practical';
import { privacyApi } from './api/privacy';
import { questionBanksApi } from './api/questionBanks';
import { reportsApi } from './api/reports';
import { settingsApi } from './api/settings';
import { ssoApi } from './api/sso';
import { tutoringApi } from './api/tutoring';
import { usersApi } from './api/users';
import { webhooksApi } from './api/webhooks';
import type { HttpOptions } from './http';
import { callerFor } from './widgetClient';

export type { HttpOptions } from './http';
export { ApiError, NetworkError } from './http';
export {
  createTokenSource,
  TOKEN_REFRESH_MARGIN_MS,
  type TokenSource,
  type TokenSourceOptions,
  tokenExpiresAt,
} from './tokens';

/** The typed client of the Trilha Segura API: one method per call of spec §7. */
export function createClient(options: HttpOptions = {}) {
  const caller = callerFor(options);
  return {
    http: caller.http,
    call: caller.call,
    files: filesApi(caller),
    courses: coursesApi(caller),
    lessons: lessonsApi(caller),
    assessments: assessmentsApi(caller),
    certificates: certificatesApi(caller),
    auth: authApi(caller),
    settings: settingsApi(caller),
    dashboard: dashboardApi(caller),
    users: usersApi(caller),
    enrollments: enrollmentsApi(caller),
    reports: reportsApi(caller),
    adminSettings: adminSettingsApi(caller),
    logs: logsApi(caller),
    grades: gradesApi(caller),
    companies: companiesApi(caller),
    manager: managerApi(caller),
    nr: nrApi(caller),
    courseVersions: courseVersionsApi(caller),
    practical: practicalApi(caller),
    tutoring: tutoringApi(caller),
    charts: chartsApi(caller),
    questionBanks: questionBanksApi(caller),
    embed: embedApi(caller),
    sso: ssoApi(caller),
    backups: backupsApi(caller),
    evidence: evidenceApi(caller),
    webhooks: webhooksApi(caller),
    privacy: privacyApi(caller),
    docs: docsApi(caller),
  };
}

export type TrilhaClient = ReturnType<typeof createClient>;
export { createWidgetClient, type WidgetClient } from './widgetClient';
