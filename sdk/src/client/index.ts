import { adminSettingsApi } from './api/adminSettings';
import { assessmentsApi } from './api/assessments';
import { authApi } from './api/auth';
import { backupsApi } from './api/backups';
import type { Caller } from './api/caller';
import { certificatesApi } from './api/certificates';
import { companiesApi } from './api/companies';
import { coursesApi } from './api/courses';
import { dashboardApi } from './api/dashboard';
import { embedApi } from './api/embed';
import { enrollmentsApi } from './api/enrollments';
import { filesApi } from './api/files';
import { gradesApi } from './api/grades';
import { lessonsApi } from './api/lessons';
import { logsApi } from './api/logs';
import { managerApi } from './api/manager';
import { reportsApi } from './api/reports';
import { settingsApi } from './api/settings';
import { usersApi } from './api/users';
import { createCall } from './call';
import { Http, type HttpOptions } from './http';

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
  const http = new Http(options);
  const caller: Caller = {
    http,
    call: createCall(http),
  };
  return {
    http,
    call: caller.call,
    files: filesApi(caller),
    auth: authApi(caller),
    settings: settingsApi(caller),
    dashboard: dashboardApi(caller),
    users: usersApi(caller),
    courses: coursesApi(caller),
    enrollments: enrollmentsApi(caller),
    lessons: lessonsApi(caller),
    assessments: assessmentsApi(caller),
    certificates: certificatesApi(caller),
    reports: reportsApi(caller),
    adminSettings: adminSettingsApi(caller),
    logs: logsApi(caller),
    grades: gradesApi(caller),
    companies: companiesApi(caller),
    manager: managerApi(caller),
    embed: embedApi(caller),
    backups: backupsApi(caller),
  };
}

export type TrilhaClient = ReturnType<typeof createClient>;
