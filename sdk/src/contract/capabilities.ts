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
  /** List and download certificates (a manager: of their company's workers). */
  'certificates.read',
  'reports.read',
  /** The per-company completion report (a manager: their company's). */
  'reports.company',
  'settings.manage',
  'logs.manage',
  'backups.manage',
  /** A company's workers, contracted courses and compliance grid (issue 18). */
  'team.read',
  /** A company's job roles, workers' cargos and enrolments in contracted courses (issue 18). */
  'team.manage',
  /** Register an eventual training trigger (issue 19): an accident, a return from leave... */
  'training.trigger',
  /** Create practical sessions, choose their instructor and participants (issue 20). */
  'practical.manage',
  /** Run a practical session: its roster, attendance codes and marks, evaluations (an instructor: their own). */
  'practical.instruct',
  /** Download evidence packs of training (issue 22): a manager, of their company's workers. */
  'evidence.read',
  /** Register webhooks and read their deliveries (issue 23): a manager, for their company's events. */
  'webhooks.manage',
  /** The LGPD request queue (issue 24): answer people's requests, approve deletions. */
  'privacy.manage',
  /** Answer workers' questions on lessons (issue 26): an instructor, of the courses they tutor. */
  'tutoring.answer',
  /** Follow lessons, take assessments and obtain certificates of one's own enrolments. */
  'courses.study',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

/**
 * How far a granted capability reaches: the whole platform, the holder's company only (a manager),
 * or the holder's own records (a student).
 */
export type Reach = 'all' | 'company' | 'own';
