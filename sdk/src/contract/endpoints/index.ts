import type { Endpoint } from '../endpoint';
import { ASSESSMENTS } from './assessments';
import { ATTACHMENTS } from './attachments';
import { AUTH } from './auth';
import { BACKUPS } from './backups';
import { CERTIFICATES } from './certificates';
import { CHARTS } from './charts';
import { COMPANIES } from './companies';
import { COURSES } from './courses';
import { COURSE_VERSIONS } from './courseVersions';
import { DOCS } from './docs';
import { ENROLLMENTS } from './enrollments';
import { EVIDENCE } from './evidence';
import { FILES } from './files';
import { INTEGRATIONS } from './integrations';
import { LOGS } from './logs';
import { MANAGER } from './manager';
import { NR } from './nr';
import { OPS } from './ops';
import { PAGES } from './pages';
import { PRACTICAL } from './practical';
import { PRIVACY } from './privacy';
import { PROGRESS } from './progress';
import { QUESTION_BANKS } from './questionBanks';
import { REPORTS } from './reports';
import { SETTINGS } from './settings';
import { SSO } from './sso';
import { TUTORING } from './tutoring';
import { USERS } from './users';
import { WEBHOOKS } from './webhooks';

export type { OpenApiDocument } from './docs';
export type { HealthResponse, ReadinessCheck, ReadinessResponse } from './ops';

/**
 * The endpoint table: every call of the API, by resource. The server registers its routes from
 * it, the client calls through it, the permission test enumerates it.
 */
export const E = {
  auth: AUTH,
  users: USERS,
  companies: COMPANIES,
  manager: MANAGER,
  nr: NR,
  practical: PRACTICAL,
  integrations: INTEGRATIONS,
  settings: SETTINGS,
  courses: COURSES,
  courseVersions: COURSE_VERSIONS,
  enrollments: ENROLLMENTS,
  progress: PROGRESS,
  attachments: ATTACHMENTS,
  files: FILES,
  assessments: ASSESSMENTS,
  questionBanks: QUESTION_BANKS,
  tutoring: TUTORING,
  certificates: CERTIFICATES,
  reports: REPORTS,
  charts: CHARTS,
  logs: LOGS,
  backups: BACKUPS,
  evidence: EVIDENCE,
  sso: SSO,
  webhooks: WEBHOOKS,
  privacy: PRIVACY,
  pages: PAGES,
  docs: DOCS,
  ops: OPS,
} as const;

/** Every entry with its name ('attachments.upload'), in the order the server registers them. */
export const ENDPOINTS: ReadonlyArray<{ name: string; entry: Endpoint }> = Object.entries(E).flatMap(
  ([resource, entries]) =>
    Object.entries(entries as Record<string, Endpoint>).map(([call, entry]) => ({
      name: `${resource}.${call}`,
      entry,
    })),
);
