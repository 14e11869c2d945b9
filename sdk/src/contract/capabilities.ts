/**
 * What a signed-in person may do. Endpoints name the capability they need; the server's policy
 * table (server/src/policies/grants.ts) says which roles hold each one.
 */
export const CAPABILITIES = [
  'users.manage',
  'companies.manage',
  'courses.manage',
  'assessments.manage',
  'enrollments.manage',
  'certificates.manage',
  'reports.read',
  'settings.manage',
  'logs.manage',
  'backups.manage',
  /** Follow lessons, take assessments and obtain certificates of one's own enrolments. */
  'courses.study',
] as const;

export type Capability = (typeof CAPABILITIES)[number];
