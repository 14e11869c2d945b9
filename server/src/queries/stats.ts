import type { SystemStats } from '@trilha/sdk/contract';
import { QueryTypes } from 'sequelize';
import { runtime } from '../runtime';
import { LEARNERS_SQL as LEARNERS } from './learners';

/** The settings screen's statistics in one round of aggregate statements. */
export async function systemStats(): Promise<SystemStats> {
  const q = async (sql: string) =>
    (
      await runtime().sequelize.query<Record<string, number | string | null>>(sql, {
        type: QueryTypes.SELECT,
        replacements: { yes: true },
      })
    )[0] ?? {};
  const n = (v: unknown) => Number(v ?? 0);
  const [users, courses, content, activity] = await Promise.all([
    q(`SELECT COUNT(*) AS total,
              SUM(CASE WHEN role = 'admin' THEN 1 ELSE 0 END) AS admins,
              SUM(CASE WHEN role IN ${LEARNERS} THEN 1 ELSE 0 END) AS students,
              SUM(CASE WHEN is_active = :yes THEN 1 ELSE 0 END) AS active FROM users`),
    q(`SELECT COUNT(*) AS total, SUM(CASE WHEN status = 'published' THEN 1 ELSE 0 END) AS published FROM courses`),
    q(`SELECT (SELECT COUNT(*) FROM modules WHERE archived_at IS NULL) AS modules,
              (SELECT COUNT(*) FROM lessons WHERE archived_at IS NULL) AS lessons,
              (SELECT COUNT(*) FROM assessments) AS assessments`),
    q(`SELECT (SELECT COUNT(*) FROM enrollments) AS enrollments,
              (SELECT COUNT(*) FROM enrollments WHERE certificate_issued_at IS NOT NULL) AS completed,
              (SELECT COUNT(*) FROM certificates) AS certificates, (SELECT COUNT(*) FROM system_logs) AS logs`),
  ]);
  return {
    users: { total: n(users.total), admins: n(users.admins), students: n(users.students), active: n(users.active) },
    content: {
      courses: n(courses.total),
      published: n(courses.published),
      modules: n(content.modules),
      lessons: n(content.lessons),
      assessments: n(content.assessments),
    },
    activity: {
      enrollments: n(activity.enrollments),
      completed: n(activity.completed),
      certificates: n(activity.certificates),
      logs: n(activity.logs),
    },
  };
}
