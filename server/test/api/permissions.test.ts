/**
 * The permission table: every route of the API called as anonymous, a first-login (restricted)
 * token, a student on their own data, another student on that student's data, and an admin.
 * Bodies are empty or ids unknown where a call would change data, so an allowed call shows as a
 * 400/404 and a refused one as 401/403. The rows are checked against the contract's endpoint
 * table: one row per entry, no route outside the table, the widget routes and the capability
 * refusals exactly those the entries and the policy table declare.
 */
import { ENDPOINTS } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { router } from '../../src/app';
import { AssessmentAttempt } from '../../src/models';
import { reachOf } from '../../src/policies/grants';
import { fileForm, PDF } from './fixtures';
import { activeUser, type CreatedUser, startTestServer, type TestServer, uniqueEmail } from './support';

type Role =
  | 'anonymous'
  | 'firstLogin'
  | 'student'
  | 'otherStudent'
  | 'admin'
  | 'manager'
  | 'otherManager'
  | 'instructor'
  | 'otherInstructor';
/** `instructor` runs the fixtures' practical session; `otherInstructor` runs another one. */
const ROLES: Role[] = [
  'anonymous',
  'firstLogin',
  'student',
  'otherStudent',
  'admin',
  'manager',
  'otherManager',
  'instructor',
  'otherInstructor',
];

interface Fixtures {
  /** The student's company (the manager's); the other student's is companyB (the other manager's). */
  companyA: number;
  companyB: number;
  jobRoleA: number;
  assessmentId: number;
  studentId: number;
  /** The student's finished attempt of that assessment. */
  attemptId: number;
  certificateId: number;
  code: string;
  courseId: number;
  openCourseId: number;
  lessonId: number;
  filename: string;
  /** A practical session of the student's course run by `instructor`. */
  sessionId: number;
}

interface Row {
  method: string;
  /** Koa route path, used to check coverage; ':id' is replaced by the student's id unless `path` is given. */
  route: string;
  path?: string | ((f: Fixtures) => string);
  body?: unknown;
  expect: number[];
  /** A machine endpoint (METRICS_TOKEN): every refusal, a signed-in role's too, is a 401. */
  machine?: true;
}

const PUBLIC_400: Row['expect'] = [400, 400, 400, 400, 400, 400, 400, 400, 400];
/** The provider's administration: managers and instructors are refused like students. */
const ADMIN_ONLY = (admin: number): Row['expect'] => [401, 403, 403, 403, admin, 403, 403, 403, 403];
/**
 * The student's own account: the manager of the student's company reaches it as `manager` says
 * (read and edit yes, passwords and 2FA no: 403); the other company's manager never learns it exists (404).
 */
const SELF_OR_ADMIN = (self: number, admin = self, manager = 403): Row['expect'] => [
  401,
  403,
  self,
  403,
  admin,
  manager,
  404,
  403,
  403,
];
/** Progress belongs to the enrolled student: strangers, admins and managers (not enrolled) get 403. */
const STUDY = (student: number): Row['expect'] => [401, 403, student, 403, 403, 403, 403, 403, 403];

const TABLE: Row[] = [
  { method: 'GET', route: '/api/settings/theme/public', expect: [200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/login-settings/public', expect: [200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'POST', route: '/api/auth/login', body: {}, expect: PUBLIC_400 },
  { method: 'POST', route: '/api/auth/verify-2fa', body: {}, expect: PUBLIC_400 },
  { method: 'POST', route: '/api/auth/forgot-password', body: {}, expect: PUBLIC_400 },
  { method: 'POST', route: '/api/auth/reset-password', body: {}, expect: PUBLIC_400 },
  { method: 'GET', route: '/api/auth/me', expect: [401, 200, 200, 200, 200, 200, 200, 200, 200] },
  {
    method: 'POST',
    route: '/api/auth/first-login-password-change',
    body: {},
    expect: [401, 400, 400, 400, 400, 400, 400, 400, 400],
  },
  { method: 'GET', route: '/api/dashboard/counts', expect: ADMIN_ONLY(200) },
  // A manager lists and creates the workers of their own company (the data test: managerScope.test.ts).
  { method: 'GET', route: '/api/users', expect: [401, 403, 403, 403, 200, 200, 200, 403, 403] },
  { method: 'POST', route: '/api/users', body: {}, expect: [401, 403, 403, 403, 400, 400, 400, 403, 403] },
  { method: 'GET', route: '/api/users/:id', expect: SELF_OR_ADMIN(200, 200, 200) },
  // An empty partial update is valid: nothing changes (issue 15).
  { method: 'PUT', route: '/api/users/:id', body: {}, expect: SELF_OR_ADMIN(200, 200, 200) },
  { method: 'PUT', route: '/api/users/:id/status', body: {}, expect: [401, 403, 403, 403, 400, 400, 404, 403, 403] },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    path: '/api/users/999999',
    expect: [401, 403, 403, 403, 404, 404, 404, 403, 403],
  },
  // Never a manager's: the worker's password is the worker's.
  {
    method: 'PUT',
    route: '/api/users/:id/admin-password',
    body: {},
    expect: [401, 403, 403, 403, 400, 403, 404, 403, 403],
  },
  { method: 'PUT', route: '/api/users/:id/password', body: {}, expect: SELF_OR_ADMIN(400) },
  // the student has no 2FA: an allowed call is refused with 400 and sends nothing
  { method: 'POST', route: '/api/users/:id/password/request-2fa', expect: SELF_OR_ADMIN(400) },
  {
    method: 'POST',
    route: '/api/users/:id/2fa/request-enable',
    path: '/api/users/999999/2fa/request-enable',
    expect: [401, 403, 403, 403, 404, 404, 404, 403, 403],
  },
  { method: 'PUT', route: '/api/users/:id/2fa/enable', body: {}, expect: SELF_OR_ADMIN(400) },
  {
    method: 'PUT',
    route: '/api/users/:id/2fa/disable',
    path: '/api/users/999999/2fa/disable',
    expect: [401, 403, 403, 403, 404, 404, 404, 403, 403],
  },
  { method: 'POST', route: '/api/users/:id/photo', expect: SELF_OR_ADMIN(400, 400, 400) },
  { method: 'GET', route: '/api/companies', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/companies', body: {}, expect: ADMIN_ONLY(400) },
  // An empty body is a valid partial update (nothing changes): the unknown company answers 404.
  { method: 'PUT', route: '/api/companies/:id', path: '/api/companies/999999', body: {}, expect: ADMIN_ONLY(404) },
  {
    method: 'PATCH',
    route: '/api/companies/:id/toggle-status',
    path: '/api/companies/999999/toggle-status',
    expect: ADMIN_ONLY(404),
  },
  { method: 'DELETE', route: '/api/companies/:id', path: '/api/companies/999999', expect: ADMIN_ONLY(404) },
  {
    method: 'GET',
    route: '/api/companies/:id/employees',
    path: '/api/companies/999999/employees',
    expect: ADMIN_ONLY(404),
  },
  // courses: the student is enrolled in fixtures.courseId, the other student is not
  { method: 'GET', route: '/api/courses', expect: [401, 403, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/courses/stats/overview', expect: [401, 403, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/courses/reports/overview', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/courses', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'POST', route: '/api/courses/videos', expect: ADMIN_ONLY(400) },
  {
    method: 'POST',
    route: '/api/courses/modules/:moduleId/lessons',
    path: '/api/courses/modules/999999/lessons',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'POST',
    route: '/api/courses/lessons/:lessonId/complete',
    path: (f) => `/api/courses/lessons/${f.lessonId}/complete`,
    body: {},
    expect: STUDY(400),
  },
  {
    method: 'POST',
    route: '/api/courses/lessons/:lessonId/save-detailed-progress',
    path: (f) => `/api/courses/lessons/${f.lessonId}/save-detailed-progress`,
    body: { currentTime: 0 },
    expect: STUDY(200),
  },
  {
    method: 'GET',
    route: '/api/courses/lessons/:lessonId/detailed-progress',
    path: (f) => `/api/courses/lessons/${f.lessonId}/detailed-progress`,
    expect: STUDY(200),
  },
  {
    method: 'GET',
    route: '/api/courses/:id',
    path: (f) => `/api/courses/${f.courseId}`,
    expect: [401, 403, 200, 403, 200, 403, 403, 403, 403],
  },
  {
    method: 'PUT',
    route: '/api/courses/:id',
    path: (f) => `/api/courses/${f.courseId}`,
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'PUT',
    route: '/api/courses/:id/content',
    path: '/api/courses/999999/content',
    body: { modules: [] },
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/courses/:id/thumbnail',
    path: (f) => `/api/courses/${f.courseId}/thumbnail`,
    expect: ADMIN_ONLY(400),
  },
  { method: 'DELETE', route: '/api/courses/:id', path: '/api/courses/999999', expect: ADMIN_ONLY(404) },
  {
    method: 'POST',
    route: '/api/courses/:id/modules',
    path: (f) => `/api/courses/${f.courseId}/modules`,
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'POST',
    route: '/api/courses/:id/self-enroll',
    path: (f) => `/api/courses/${f.openCourseId}/self-enroll`,
    expect: [401, 403, 201, 201, 403, 403, 403, 403, 403],
  },
  {
    method: 'GET',
    route: '/api/courses/:id/enrollments',
    path: (f) => `/api/courses/${f.courseId}/enrollments`,
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/courses/:id/enroll',
    path: (f) => `/api/courses/${f.courseId}/enroll`,
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'POST',
    route: '/api/courses/:id/enroll-company',
    path: (f) => `/api/courses/${f.courseId}/enroll-company`,
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'DELETE',
    route: '/api/courses/:id/enrollments/:enrollmentId',
    path: (f) => `/api/courses/${f.courseId}/enrollments/999999`,
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/courses/:id/save-progress',
    path: (f) => `/api/courses/${f.courseId}/save-progress`,
    body: { lessonId: 999999 },
    expect: [401, 403, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/courses/:id/completion-status',
    path: (f) => `/api/courses/${f.courseId}/completion-status`,
    expect: STUDY(200),
  },
  { method: 'GET', route: '/api/enrollments/my', expect: [401, 403, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'POST', route: '/api/lessons/attachments/upload', expect: ADMIN_ONLY(400) },
  { method: 'POST', route: '/api/lessons/attachments/copy', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'POST', route: '/api/lessons/attachments/copy-existing', body: {}, expect: ADMIN_ONLY(400) },
  {
    method: 'GET',
    route: '/api/lessons/attachments/file/:filename',
    path: (f) => `/api/lessons/attachments/file/${f.filename}`,
    expect: [401, 403, 200, 403, 200, 403, 403, 403, 403],
  },
  {
    method: 'DELETE',
    route: '/api/lessons/attachments/:id',
    path: '/api/lessons/attachments/999999',
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'GET',
    route: '/api/lessons/:lessonId/attachments',
    path: (f) => `/api/lessons/${f.lessonId}/attachments`,
    expect: [401, 403, 200, 403, 200, 403, 403, 403, 403],
  },
  {
    method: 'DELETE',
    route: '/api/lessons/:lessonId/attachments/:attachmentId',
    path: (f) => `/api/lessons/${f.lessonId}/attachments/999999`,
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'PUT',
    route: '/api/lessons/:lessonId',
    path: (f) => `/api/lessons/${f.lessonId}`,
    body: {},
    expect: ADMIN_ONLY(400),
  },
  // captions: an empty (non-multipart) upload, and a lesson without captions to remove
  {
    method: 'POST',
    route: '/api/lessons/:lessonId/captions',
    path: (f) => `/api/lessons/${f.lessonId}/captions`,
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'DELETE',
    route: '/api/lessons/:lessonId/captions',
    path: (f) => `/api/lessons/${f.lessonId}/captions`,
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/lessons/:lessonId/progress',
    path: (f) => `/api/lessons/${f.lessonId}/progress`,
    body: { currentTime: 0 },
    expect: STUDY(200),
  },
  {
    method: 'DELETE',
    route: '/api/lessons/:lessonId/progress',
    path: (f) => `/api/lessons/${f.lessonId}/progress`,
    expect: STUDY(200),
  },
  {
    method: 'GET',
    route: '/api/uploads/attachments/:filename',
    path: (f) => `/api/uploads/attachments/${f.filename}`,
    expect: [401, 403, 200, 403, 200, 403, 403, 403, 403],
  },
  // assessments of fixtures.courseId (the student has not finished the lessons yet)
  {
    method: 'GET',
    route: '/api/assessments/course/:courseId',
    path: (f) => `/api/assessments/course/${f.courseId}`,
    expect: [401, 403, 200, 403, 200, 403, 403, 403, 403],
  },
  {
    method: 'GET',
    route: '/api/assessments/:id/preview',
    path: (f) => `/api/assessments/${f.assessmentId}/preview`,
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/assessments/:id/attempts',
    path: (f) => `/api/assessments/${f.assessmentId}/attempts`,
    expect: [401, 403, 200, 403, 200, 403, 403, 403, 403],
  },
  // the worker's acknowledgment (issue 22): only on one's own certificate (the fixtures' one is the student's)
  {
    method: 'POST',
    route: '/api/certificates/:id/acknowledgment/code',
    path: (f) => `/api/certificates/${f.certificateId}/acknowledgment/code`,
    expect: [401, 403, 200, 404, 404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/certificates/:id/acknowledgment',
    path: (f) => `/api/certificates/${f.certificateId}/acknowledgment`,
    body: {},
    expect: [401, 403, 400, 400, 400, 400, 400, 400, 400],
  },
  // a finished attempt is replayed to its learner and to admins; to anyone else it does not exist
  {
    method: 'GET',
    route: '/api/assessments/:id/attempts/:attemptId',
    path: (f) => `/api/assessments/${f.assessmentId}/attempts/${f.attemptId}`,
    expect: [401, 403, 200, 404, 200, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/assessments/:id/start',
    path: (f) => `/api/assessments/${f.assessmentId}/start`,
    expect: [401, 403, 403, 403, 403, 403, 403, 403, 403],
  },
  {
    method: 'POST',
    route: '/api/assessments/:id/submit',
    path: (f) => `/api/assessments/${f.assessmentId}/submit`,
    body: { attemptId: 999999 },
    expect: [401, 403, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/assessments/:id',
    path: (f) => `/api/assessments/${f.assessmentId}`,
    expect: [401, 403, 200, 403, 200, 403, 403, 403, 403],
  },
  { method: 'POST', route: '/api/assessments', body: {}, expect: ADMIN_ONLY(400) },
  {
    method: 'PUT',
    route: '/api/assessments/:id',
    path: (f) => `/api/assessments/${f.assessmentId}`,
    body: {},
    expect: ADMIN_ONLY(400),
  },
  { method: 'DELETE', route: '/api/assessments/:id', path: '/api/assessments/999999', expect: ADMIN_ONLY(404) },
  // certificates: fixtures.certificateId is the student's official certificate
  { method: 'GET', route: '/api/certificates', expect: [401, 403, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/certificates/my', expect: [401, 403, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/certificates/expiring', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/certificates/expiring/export', expect: ADMIN_ONLY(200) },
  {
    method: 'GET',
    route: '/api/certificates/verify/:code',
    path: (f) => `/api/certificates/verify/${f.code}`,
    expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/certificates/generate-temporary-certificate',
    body: {},
    expect: [401, 403, 400, 400, 400, 400, 400, 400, 400],
  },
  { method: 'POST', route: '/api/certificates/upload', expect: ADMIN_ONLY(400) },
  {
    method: 'GET',
    route: '/api/certificates/:id/download',
    path: (f) => `/api/certificates/${f.certificateId}/download`,
    expect: [401, 403, 200, 403, 200, 200, 404, 403, 403],
  },
  {
    method: 'POST',
    route: '/api/certificates/:id/validate',
    path: '/api/certificates/999999/validate',
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/certificates/:id/revoke',
    path: '/api/certificates/999999/revoke',
    body: { reason: 'motivo qualquer' },
    expect: ADMIN_ONLY(404),
  },
  { method: 'DELETE', route: '/api/certificates/:id', path: '/api/certificates/999999', expect: ADMIN_ONLY(404) },
  {
    method: 'GET',
    route: '/api/users/completed-courses-with-grades',
    path: '/api/users/completed-courses-with-grades',
    expect: [401, 403, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/verificar/:code',
    path: (f) => `/verificar/${f.code}`,
    expect: [200, 200, 200, 200, 200, 200, 200, 200, 200],
  },
  // settings (admin only; empty bodies are refused after the role check)
  { method: 'GET', route: '/api/settings', expect: ADMIN_ONLY(200) },
  { method: 'PUT', route: '/api/settings', body: {}, expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/settings/stats', expect: ADMIN_ONLY(200) },
  { method: 'PUT', route: '/api/settings/smtp/enable', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'PUT', route: '/api/settings/smtp/config', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'PUT', route: '/api/settings/smtp_security', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'PUT', route: '/api/settings/smtp_reject_unauthorized', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'POST', route: '/api/settings/smtp/test', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'POST', route: '/api/settings/system/restart', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'GET', route: '/api/login-settings', expect: ADMIN_ONLY(200) },
  // the provider's signing certificate (issue 22): none uploaded in the fixtures
  { method: 'GET', route: '/api/settings/signing-certificate', expect: ADMIN_ONLY(404) },
  { method: 'PUT', route: '/api/settings/signing-certificate', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'DELETE', route: '/api/settings/signing-certificate', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/login-settings', expect: ADMIN_ONLY(400) },
  // logs (admin only)
  { method: 'GET', route: '/api/logs', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/logs/export', expect: ADMIN_ONLY(200) },
  { method: 'DELETE', route: '/api/logs/cleanup', body: {}, expect: ADMIN_ONLY(400) },
  // reports (admin only)
  // A manager's report is their company's, whatever the query names.
  {
    method: 'GET',
    route: '/api/company-reports/company-completion',
    expect: [401, 403, 403, 403, 200, 200, 200, 403, 403],
  },
  { method: 'GET', route: '/api/company-reports/companies', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/company-reports/export', expect: ADMIN_ONLY(200) },
  {
    method: 'GET',
    route: '/api/company-reports/export-company/:id',
    path: (f) => `/api/company-reports/export-company/${f.companyA}`,
    expect: [401, 403, 403, 403, 200, 200, 404, 403, 403],
  },
  { method: 'GET', route: '/api/reports/student-progress', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/reports/student-progress/export', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/reports/recent-activity', expect: ADMIN_ONLY(200) },
  {
    method: 'GET',
    route: '/api/reports/course-progress/:id',
    path: (f) => `/api/reports/course-progress/${f.courseId}`,
    expect: ADMIN_ONLY(200),
  },
  // backups: names and ids that don't exist, empty bodies; create really makes a (small) backup
  { method: 'GET', route: '/api/backup/list', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/backup/create', expect: ADMIN_ONLY(201) },
  {
    method: 'GET',
    route: '/api/backup/download/:filename',
    path: '/api/backup/download/backup-2000-01-01-000000.zip',
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'DELETE',
    route: '/api/backup/delete/:filename',
    path: '/api/backup/delete/backup-2000-01-01-000000.zip',
    expect: ADMIN_ONLY(404),
  },
  { method: 'GET', route: '/api/backup/schedules', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/backup/schedules', body: {}, expect: ADMIN_ONLY(400) },
  {
    method: 'PUT',
    route: '/api/backup/schedules/:id',
    path: '/api/backup/schedules/999999',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'DELETE',
    route: '/api/backup/schedules/:id',
    path: '/api/backup/schedules/999999',
    expect: ADMIN_ONLY(404),
  },
  { method: 'POST', route: '/api/backup/restore', expect: ADMIN_ONLY(400) },
  { method: 'POST', route: '/api/backup/confirm-restore', body: {}, expect: ADMIN_ONLY(400) },
  // embedding: company keys and origins (admin), token minting (company back ends, by key)
  {
    method: 'POST',
    route: '/api/companies/:id/api-keys',
    path: '/api/companies/999999/api-keys',
    body: {},
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'GET',
    route: '/api/companies/:id/api-keys',
    path: '/api/companies/999999/api-keys',
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/companies/:id/api-keys/:keyId',
    path: '/api/companies/999999/api-keys/999999',
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'GET',
    route: '/api/companies/:id/embed-origins',
    path: '/api/companies/999999/embed-origins',
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/companies/:id/embed-origins',
    path: '/api/companies/999999/embed-origins',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  // company sign-in (OIDC): the provider admin configures it; no manager reads it, not even their own company's
  {
    method: 'GET',
    route: '/api/companies/:id/sso',
    path: (f) => `/api/companies/${f.companyB}/sso`,
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/companies/:id/sso',
    path: (f) => `/api/companies/${f.companyA}/sso`,
    body: {},
    expect: ADMIN_ONLY(400),
  },
  { method: 'GET', route: '/api/auth/sso/discover', expect: PUBLIC_400 },
  { method: 'GET', route: '/api/auth/sso/start', expect: PUBLIC_400 },
  // A state given twice is no state: refused by validation (a plain refusal redirects to /login).
  {
    method: 'GET',
    route: '/api/auth/sso/callback',
    path: '/api/auth/sso/callback?state=a&state=b',
    expect: PUBLIC_400,
  },
  {
    method: 'POST',
    route: '/api/embed/token',
    body: { email: 'a@b.com' },
    expect: [401, 401, 401, 401, 401, 401, 401, 401, 401],
  },
  {
    method: 'GET',
    route: '/api/uploads/videos/:file',
    path: '/api/uploads/videos/nao-existe.mp4',
    expect: [403, 403, 403, 403, 403, 403, 403, 403, 403],
  },
  {
    method: 'GET',
    route: '/api/uploads/captions/:file',
    path: '/api/uploads/captions/nao-existe.vtt',
    expect: [403, 403, 403, 403, 403, 403, 403, 403, 403],
  },
  {
    method: 'GET',
    route: '/api/uploads/*path',
    path: '/api/uploads/photos/nao-existe.png',
    expect: [404, 404, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/uploads/:area/:file',
    path: '/uploads/login/nao-existe.png',
    expect: [404, 404, 404, 404, 404, 404, 404, 404, 404],
  },
  // client-company managers (issue 18): the manager's company is the student's (companyA)
  {
    method: 'GET',
    route: '/api/companies/:id/courses',
    path: (f) => `/api/companies/${f.companyA}/courses`,
    expect: [401, 403, 403, 403, 200, 200, 404, 403, 403],
  },
  {
    method: 'PUT',
    route: '/api/companies/:id/courses',
    path: (f) => `/api/companies/${f.companyA}/courses`,
    body: {},
    expect: [401, 403, 403, 403, 400, 403, 403, 403, 403],
  },
  {
    method: 'GET',
    route: '/api/companies/:id/job-roles',
    path: (f) => `/api/companies/${f.companyA}/job-roles`,
    expect: [401, 403, 403, 403, 200, 200, 404, 403, 403],
  },
  {
    method: 'POST',
    route: '/api/companies/:id/job-roles',
    path: (f) => `/api/companies/${f.companyA}/job-roles`,
    body: {},
    expect: [401, 403, 403, 403, 400, 400, 404, 403, 403],
  },
  {
    method: 'PUT',
    route: '/api/companies/:id/job-roles/:roleId',
    path: (f) => `/api/companies/${f.companyA}/job-roles/${f.jobRoleA}`,
    body: {},
    expect: [401, 403, 403, 403, 400, 400, 404, 403, 403],
  },
  {
    method: 'DELETE',
    route: '/api/companies/:id/job-roles/:roleId',
    path: (f) => `/api/companies/${f.companyA}/job-roles/999999`,
    expect: [401, 403, 403, 403, 404, 404, 404, 403, 403],
  },
  { method: 'PUT', route: '/api/users/:id/job-role', body: {}, expect: [401, 403, 403, 403, 400, 400, 404, 403, 403] },
  // an admin names the company (400 without it); a manager reads their own
  { method: 'GET', route: '/api/manager/workers', expect: [401, 403, 403, 403, 400, 200, 200, 403, 403] },
  {
    method: 'POST',
    route: '/api/manager/enrollments',
    body: {},
    expect: [401, 403, 403, 403, 400, 400, 400, 403, 403],
  },
  { method: 'GET', route: '/api/manager/compliance', expect: [401, 403, 403, 403, 400, 200, 200, 403, 403] },
  { method: 'GET', route: '/api/manager/compliance/export', expect: [401, 403, 403, 403, 400, 200, 200, 403, 403] },
  {
    method: 'GET',
    route: '/api/companies/:id/certificates.zip',
    path: (f) => `/api/companies/${f.companyA}/certificates.zip`,
    expect: [401, 403, 403, 403, 200, 200, 404, 403, 403],
  },
  // Practical sessions (issue 20): the provider's admins plan them; an instructor runs their own
  // (`instructor` runs the fixtures' session, `otherInstructor` another one)
  { method: 'GET', route: '/api/practical-sessions', expect: [401, 403, 403, 403, 200, 200, 200, 200, 200] },
  { method: 'POST', route: '/api/practical-sessions', body: {}, expect: ADMIN_ONLY(400) },
  {
    method: 'GET',
    route: '/api/practical-sessions/:id',
    path: (f) => `/api/practical-sessions/${f.sessionId}`,
    expect: [401, 403, 403, 403, 200, 403, 403, 200, 404],
  },
  {
    method: 'PUT',
    route: '/api/practical-sessions/:id',
    path: '/api/practical-sessions/999999',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'DELETE',
    route: '/api/practical-sessions/:id',
    path: '/api/practical-sessions/999999',
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/practical-sessions/:id/participants',
    path: '/api/practical-sessions/999999/participants',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'POST',
    route: '/api/practical-sessions/:id/participants/:userId/code',
    // nobody with id 1 is on the roster: 404 for those who may send codes
    path: (f) => `/api/practical-sessions/${f.sessionId}/participants/1/code`,
    expect: [401, 403, 403, 403, 404, 403, 403, 404, 404],
  },
  {
    method: 'POST',
    route: '/api/practical-sessions/:id/attendance',
    path: (f) => `/api/practical-sessions/${f.sessionId}/attendance`,
    body: {},
    expect: [401, 403, 403, 403, 400, 403, 403, 400, 400],
  },
  {
    method: 'PUT',
    route: '/api/practical-sessions/:id/evaluations/:userId',
    path: (f) => `/api/practical-sessions/${f.sessionId}/evaluations/1`,
    body: {},
    expect: [401, 403, 403, 403, 400, 403, 403, 400, 400],
  },
  // the list of a session: admins and its instructor; a manager, their company's workers on it
  {
    method: 'GET',
    route: '/api/practical-sessions/:id/attendance.pdf',
    path: (f) => `/api/practical-sessions/${f.sessionId}/attendance.pdf`,
    expect: [401, 403, 403, 403, 200, 404, 404, 200, 404],
  },
  // Question banks (issue 21): kept by those who manage assessments
  {
    method: 'GET',
    route: '/api/assessments/:id/item-stats',
    path: '/api/assessments/999999/item-stats',
    expect: ADMIN_ONLY(404),
  },
  { method: 'GET', route: '/api/question-banks', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/question-banks', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'GET', route: '/api/question-banks/:id', path: '/api/question-banks/999999', expect: ADMIN_ONLY(404) },
  {
    method: 'PUT',
    route: '/api/question-banks/:id',
    path: '/api/question-banks/999999',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  { method: 'DELETE', route: '/api/question-banks/:id', path: '/api/question-banks/999999', expect: ADMIN_ONLY(404) },
  {
    method: 'POST',
    route: '/api/question-banks/:id/questions',
    path: '/api/question-banks/999999/questions',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'PUT',
    route: '/api/question-banks/:id/questions/:qid',
    path: '/api/question-banks/999999/questions/1',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'GET',
    route: '/api/question-banks/:id/export',
    path: '/api/question-banks/999999/export',
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/question-banks/:id/import',
    path: '/api/question-banks/999999/import',
    body: {},
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'DELETE',
    route: '/api/question-banks/:id/questions/:qid',
    path: '/api/question-banks/999999/questions/1',
    expect: ADMIN_ONLY(404),
  },
  // Evidence packs (issue 22): admins, and a manager for their company's workers; anyone checks a pack
  {
    method: 'GET',
    route: '/api/evidence/users/:userId/courses/:courseId',
    path: (f) => `/api/evidence/users/${f.studentId}/courses/${f.courseId}`,
    expect: [401, 403, 403, 403, 200, 200, 404, 403, 403],
  },
  {
    method: 'GET',
    route: '/api/evidence/companies/:companyId',
    path: (f) => `/api/evidence/companies/${f.companyA}?course_id=${f.courseId}`,
    expect: [401, 403, 403, 403, 200, 200, 404, 403, 403],
  },
  { method: 'GET', route: '/api/evidence/links', expect: [401, 403, 403, 403, 200, 200, 200, 403, 403] },
  { method: 'POST', route: '/api/evidence/links', body: {}, expect: [401, 403, 403, 403, 400, 400, 400, 403, 403] },
  {
    method: 'DELETE',
    route: '/api/evidence/links/:id',
    path: '/api/evidence/links/999999',
    expect: [401, 403, 403, 403, 404, 404, 404, 403, 403],
  },
  // webhooks (issue 23): an admin's and a manager's (of their company; another's is a 404)
  { method: 'GET', route: '/api/webhooks', expect: [401, 403, 403, 403, 200, 200, 200, 403, 403] },
  { method: 'POST', route: '/api/webhooks', body: {}, expect: [401, 403, 403, 403, 400, 400, 400, 403, 403] },
  {
    method: 'DELETE',
    route: '/api/webhooks/:id',
    path: '/api/webhooks/999999',
    expect: [401, 403, 403, 403, 404, 404, 404, 403, 403],
  },
  {
    method: 'GET',
    route: '/api/webhooks/:id/deliveries',
    path: '/api/webhooks/999999/deliveries',
    expect: [401, 403, 403, 403, 404, 404, 404, 403, 403],
  },
  {
    method: 'POST',
    route: '/api/webhooks/deliveries/:id/replay',
    path: '/api/webhooks/deliveries/999999/replay',
    expect: [401, 403, 403, 403, 404, 404, 404, 403, 403],
  },
  // LGPD requests (issue 24): anyone signed in files and lists their own; the queue's answers are the admins'
  { method: 'GET', route: '/api/privacy-requests', expect: [401, 403, 200, 200, 200, 200, 200, 200, 200] },
  {
    method: 'POST',
    route: '/api/privacy-requests',
    body: {},
    expect: [401, 403, 400, 400, 400, 400, 400, 400, 400],
  },
  {
    method: 'PUT',
    route: '/api/privacy-requests/:id',
    path: '/api/privacy-requests/999999',
    body: { status: 'em_andamento' },
    expect: ADMIN_ONLY(404),
  },
  // a person's own data and consents (issue 24): every signed-in role, of themselves only
  { method: 'GET', route: '/api/me/data-export', expect: [401, 403, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/me/consents', expect: [401, 403, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'POST', route: '/api/me/consents', body: {}, expect: [401, 403, 400, 400, 400, 400, 400, 400, 400] },
  {
    method: 'DELETE',
    route: '/api/me/consents/:purpose',
    path: '/api/me/consents/marketing_email',
    expect: [401, 403, 404, 404, 404, 404, 404, 404, 404],
  },
  // LGPD (issue 24): the provider's privacy settings, and the public privacy page
  { method: 'GET', route: '/api/settings/privacy', expect: ADMIN_ONLY(200) },
  { method: 'PUT', route: '/api/settings/privacy', body: { retention: { backups: 1 } }, expect: ADMIN_ONLY(400) },
  { method: 'GET', route: '/privacidade', expect: [200, 200, 200, 200, 200, 200, 200, 200, 200] },
  // an auditor's pages: a token nobody issued is a 404 page for everyone
  {
    method: 'GET',
    route: '/auditoria/:token',
    path: '/auditoria/desconhecido',
    expect: [404, 404, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    method: 'POST',
    route: '/auditoria/:token',
    path: '/auditoria/desconhecido',
    expect: [404, 404, 404, 404, 404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/auditoria/:token/dossie/:courseId',
    path: '/auditoria/desconhecido/dossie/1',
    expect: [404, 404, 404, 404, 404, 404, 404, 404, 404],
  },
  // the API's OpenAPI document (issue 23): public
  { method: 'GET', route: '/api/openapi.json', expect: [200, 200, 200, 200, 200, 200, 200, 200, 200] },
  // operations (issue 25): the load balancer's probes are public; the metrics are an admin's (or
  // METRICS_TOKEN's, ops.test.ts), and everyone else is told 401
  { method: 'GET', route: '/healthz', expect: [200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/readyz', expect: [200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'GET', route: '/metrics', machine: true, expect: [401, 401, 401, 401, 200, 401, 401, 401, 401] },
  // anyone checks a pack against the published key
  { method: 'GET', route: '/api/evidence/public-key', expect: [200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { method: 'POST', route: '/api/evidence/verify', body: {}, expect: PUBLIC_400 },
  // NR rules (issue 19): presets are the provider's; a manager registers events for their company
  { method: 'GET', route: '/api/nr-presets', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/nr-presets', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'PUT', route: '/api/nr-presets/:id', path: '/api/nr-presets/999999', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'DELETE', route: '/api/nr-presets/:id', path: '/api/nr-presets/999999', expect: ADMIN_ONLY(404) },
  { method: 'POST', route: '/api/training-events', body: {}, expect: [401, 403, 403, 403, 400, 400, 400, 403, 403] },
  { method: 'POST', route: '/api/convalidations', body: {}, expect: ADMIN_ONLY(400) },
  {
    method: 'PUT',
    route: '/api/courses/:id/pedagogical-project',
    path: '/api/courses/999999/pedagogical-project',
    body: {},
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/courses/:id/pedagogical-project/file',
    path: '/api/courses/999999/pedagogical-project/file',
    expect: ADMIN_ONLY(400),
  },
  {
    method: 'GET',
    route: '/api/courses/:id/versions',
    path: (f) => `/api/courses/${f.courseId}/versions`,
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'GET',
    route: '/api/courses/:id/versions/:version',
    path: (f) => `/api/courses/${f.courseId}/versions/999`,
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'GET',
    route: '/api/courses/:id/versions/:version/project-file',
    path: (f) => `/api/courses/${f.courseId}/versions/999/project-file`,
    expect: ADMIN_ONLY(404),
  },
  // Tutoring (issue 26): learners ask on lessons they study; admins and instructors (their tutored
  // courses: none here, so an empty queue) answer. Bodies are validated before the handler's checks.
  {
    method: 'GET',
    route: '/api/lessons/:lessonId/questions',
    path: (f) => `/api/lessons/${f.lessonId}/questions`,
    expect: STUDY(200),
  },
  {
    method: 'POST',
    route: '/api/lessons/:lessonId/questions',
    path: (f) => `/api/lessons/${f.lessonId}/questions`,
    body: {},
    expect: [401, 403, 400, 400, 400, 400, 400, 400, 400],
  },
  { method: 'GET', route: '/api/tutoring/questions', expect: [401, 403, 403, 403, 200, 403, 403, 200, 200] },
  {
    method: 'POST',
    route: '/api/tutoring/questions/:id/answers',
    path: '/api/tutoring/questions/999999/answers',
    body: {},
    expect: [401, 403, 403, 403, 400, 403, 403, 400, 400],
  },
  {
    method: 'PUT',
    route: '/api/tutoring/questions/:id',
    path: '/api/tutoring/questions/999999',
    body: { status: 'closed' },
    expect: [401, 403, 403, 403, 404, 403, 403, 404, 404],
  },
  {
    method: 'GET',
    route: '/api/courses/:id/tutoring',
    path: (f) => `/api/courses/${f.courseId}/tutoring`,
    expect: ADMIN_ONLY(200),
  },
  {
    method: 'PUT',
    route: '/api/courses/:id/tutoring',
    path: (f) => `/api/courses/${f.courseId}/tutoring`,
    body: {},
    expect: ADMIN_ONLY(400),
  },
  { method: 'GET', route: '/api/reports/tutoring', expect: ADMIN_ONLY(200) },
  {
    method: 'GET',
    route: '/api/uploads/tutoring/:file',
    path: '/api/uploads/tutoring/nao-existe.png',
    expect: [403, 403, 403, 403, 403, 403, 403, 403, 403],
  },
  // The report charts (issue 27): the admin's; a manager reads their own company's expiries and charts.
  { method: 'GET', route: '/api/charts/activity', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/charts/expiries', expect: [401, 403, 403, 403, 200, 200, 200, 403, 403] },
  {
    method: 'GET',
    route: '/api/charts/funnel',
    path: (f) => `/api/charts/funnel?course_id=${f.courseId}`,
    expect: ADMIN_ONLY(200),
  },
  { method: 'GET', route: '/api/charts/progress', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/charts/companies', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/manager/charts', expect: [401, 403, 403, 403, 400, 200, 200, 403, 403] },
  // Last: a logout ends the token of its user for good (issue 15), and the rows above reuse them.
  { method: 'POST', route: '/api/auth/logout', expect: [401, 200, 200, 200, 200, 200, 200, 200, 200] },
];

let server: TestServer;
const tokens = {} as Record<Role, string | null>;
let student: CreatedUser;
const fixtures = {} as Fixtures;
let embedToken: string;
const recorded: string[] = [];

/** What an intranet widget may reach with an embed token: the student's own learning, nothing else. */
/** The routes an intranet widget's embed token reaches: the entries that take a widget token. */
const EMBED_ROUTES = new Set(
  ENDPOINTS.filter(({ entry }) => entry.auth.token === 'widget' || entry.auth.token === 'any').map(
    ({ entry }) => `${entry.method} ${entry.path}`,
  ),
);

beforeAll(async () => {
  server = await startTestServer('permissions');
  const admin = await server.adminToken();
  const companyA = (await server.req('POST', '/api/companies', { token: admin, body: { name: 'Metalúrgica A' } })).body
    .company.id;
  const companyB = (await server.req('POST', '/api/companies', { token: admin, body: { name: 'Construtora B' } })).body
    .company.id;
  student = await activeUser(server, { company_id: companyA });
  const other = await activeUser(server, { company_id: companyB });
  const manager = await activeUser(server, { role: 'manager', company_id: companyA, name: 'Gestora A' });
  const otherManager = await activeUser(server, { role: 'manager', company_id: companyB, name: 'Gestor B' });
  const instructor = await activeUser(server, { role: 'instructor', name: 'Instrutor da Turma' });
  const otherInstructor = await activeUser(server, { role: 'instructor', name: 'Outra Instrutora' });
  const firstEmail = uniqueEmail('primeiro');
  await server.req('POST', '/api/users', {
    token: admin,
    body: { name: 'Primeiro Acesso', email: firstEmail, password: 'provisoria1' },
  });
  const first = await server.req('POST', '/api/auth/login', { body: { email: firstEmail, password: 'provisoria1' } });
  const company = await server.req('POST', '/api/companies', { token: admin, body: { name: 'Intranet SA' } });
  const embedStudent = await activeUser(server, { company_id: company.body.company.id });
  const key = await server.req('POST', `/api/companies/${company.body.company.id}/api-keys`, {
    token: admin,
    body: {},
  });
  embedToken = (
    await server.req('POST', '/api/embed/token', {
      headers: { 'X-Api-Key': key.body.key },
      body: { email: embedStudent.email },
    })
  ).body.token;
  Object.assign(tokens, {
    anonymous: null,
    firstLogin: first.body.token,
    student: student.token,
    otherStudent: other.token,
    admin,
    manager: manager.token,
    otherManager: otherManager.token,
    instructor: instructor.token,
    otherInstructor: otherInstructor.token,
  });

  const course = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-06 EPI', status: 'published' },
  });
  const content = await server.req('PUT', `/api/courses/${course.body.courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Módulo 1',
          lessons: [{ title: 'Aula 1', video_type: 'youtube', video_url: 'https://youtu.be/x', duration: 5 }],
        },
      ],
    },
  });
  const lessonId = content.body.course.modules[0].lessons[0].id;
  const upload = await server.req('POST', '/api/lessons/attachments/upload', {
    token: admin,
    form: fileForm('file', PDF, 'ficha.pdf', { title: 'Ficha de EPI', lessonId: String(lessonId) }),
  });
  await server.req('POST', `/api/courses/${course.body.courseId}/enroll`, {
    token: admin,
    body: { userId: student.id },
  });
  const open = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-35 Altura', status: 'published' },
  });
  const assessment = await server.req('POST', '/api/assessments', {
    token: admin,
    body: {
      course_id: course.body.courseId,
      title: 'Avaliação NR-06',
      questions: [
        { text: 'Quem fornece o EPI?', options: [{ text: 'O empregador', isCorrect: true }, { text: 'O empregado' }] },
      ],
    },
  });
  const certificate = await server.req('POST', '/api/certificates/upload', {
    token: admin,
    form: fileForm('certificate', PDF, 'cert.pdf', {
      course_id: String(course.body.courseId),
      user_id: String(student.id),
    }),
  });
  await server.req('PUT', `/api/companies/${companyA}/courses`, {
    token: admin,
    body: { course_ids: [course.body.courseId] },
  });
  const jobRole = await server.req('POST', `/api/companies/${companyA}/job-roles`, {
    token: admin,
    body: { name: 'Eletricista', course_ids: [course.body.courseId] },
  });
  const practice = (instructorId: number) =>
    server.req('POST', '/api/practical-sessions', {
      token: admin,
      body: {
        course_id: course.body.courseId,
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + 90_000_000).toISOString(),
        place: 'Pátio de treinamento',
        instructor_id: instructorId,
        capacity: 10,
        hours: 2,
      },
    });
  const session = await practice(instructor.id);
  await practice(otherInstructor.id);
  const attempt = await AssessmentAttempt.create({
    assessment_id: assessment.body.assessmentId,
    user_id: student.id,
    status: 'completed',
    started_at: new Date(Date.now() - 600_000),
    finished_at: new Date(),
    score: 100,
    passed: true,
    answers: '{}',
  });
  Object.assign(fixtures, {
    studentId: student.id,
    attemptId: attempt.id,
    sessionId: session.body.session.id,
    companyA,
    companyB,
    jobRoleA: jobRole.body.job_role.id,
    assessmentId: assessment.body.assessmentId,
    certificateId: certificate.body.certificate.id,
    code: certificate.body.certificate.certificate_code,
    courseId: course.body.courseId,
    openCourseId: open.body.courseId,
    lessonId,
    filename: upload.body.attachment.filename,
  });
});
afterAll(async () => {
  if (process.env.PERMISSIONS_RECORD)
    (await import('node:fs')).writeFileSync(process.env.PERMISSIONS_RECORD, recorded.join('\n'));
  await server?.close();
});

describe('permission table', () => {
  for (const row of TABLE) {
    it(`${row.method} ${row.route}`, async () => {
      const path =
        typeof row.path === 'function'
          ? row.path(fixtures)
          : (row.path ?? row.route.replace(':id', String(student.id)));
      const got: number[] = [];
      for (const role of ROLES) {
        const res = await server.req(row.method, path, { token: tokens[role], body: row.body });
        got.push(res.status);
        expect(JSON.stringify(res.body)).not.toMatch(/password_hash|SELECT |at .*\.ts:\d+/);
      }
      if (process.env.PERMISSIONS_RECORD) recorded.push(`${row.method} ${row.route} ${JSON.stringify(got)}`);
      expect(got.slice(0, row.expect.length)).toEqual(row.expect);
      expect(row.expect.length, 'a row names every column').toBe(ROLES.length);
    });
  }

  it('refuses embed tokens everywhere but the student learning routes', async () => {
    const reached: string[] = [];
    // The embed column: the intranet student is enrolled in nothing of the fixtures, so on the
    // routes it reaches it must get exactly what the other student gets (never the student's data).
    const statuses: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const row of TABLE) {
      if (row.expect[0] !== 401 || row.route === '/api/embed/token') continue; // public routes do not read tokens
      const path =
        typeof row.path === 'function'
          ? row.path(fixtures)
          : (row.path ?? row.route.replace(':id', String(student.id)));
      const res = await server.req(row.method, path, { token: embedToken, body: row.body });
      expect(JSON.stringify(res.body)).not.toMatch(/password_hash|SELECT |at .*\.ts:\d+/);
      const refused =
        (res.status === 403 && res.body.message === 'Tokens de integração dão acesso apenas às rotas de aluno.') ||
        (row.machine && res.status === 401);
      if (!refused) {
        const key = `${row.method} ${row.route}`;
        reached.push(key);
        statuses[key] = res.status;
        expected[key] = row.expect[3] as number;
      }
    }
    expect(reached.sort()).toEqual([...EMBED_ROUTES].sort());
    expect(statuses).toEqual(expected);
  });

  it('has one row per entry of the endpoint table, and the server no route outside it', () => {
    const entries = ENDPOINTS.map(({ entry }) => `${entry.method} ${entry.path}`);
    const rows = TABLE.map((r) => `${r.method} ${r.route}`);
    expect(new Set(entries).size).toBe(entries.length);
    expect([...rows].sort()).toEqual([...entries].sort());
    const registered = router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`),
    );
    expect(registered.filter((r) => !entries.includes(r))).toEqual([]);
    expect(entries.filter((e) => !registered.includes(e))).toEqual([]);
  });

  it("refuses exactly the roles the policy table does not grant an entry's capability", () => {
    // A capability bound to a company may still be refused by the policy on a given record (a
    // manager never sets a password): for it only "not granted means 403" must hold.
    const columns = { student: 2, admin: 4, manager: 5, instructor: 7 } as const;
    const mismatches: string[] = [];
    for (const { name, entry } of ENDPOINTS) {
      const capability = entry.auth.can;
      if (!capability) continue;
      const row = TABLE.find((r) => r.method === entry.method && r.route === entry.path);
      for (const [role, column] of Object.entries(columns)) {
        const holder = { role: role as 'admin' | 'student' | 'manager' | 'instructor', company_id: 1 };
        const refused = row?.expect[column] === (row?.machine ? 401 : 403);
        const reach = reachOf(holder, capability);
        if (reach === null ? !refused : reach === 'all' && refused) mismatches.push(`${name} ${role}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
