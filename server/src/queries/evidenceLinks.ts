import type { EvidenceLink as LinkShape } from '@trilha/sdk/contract';
import { Company, Course, EvidenceLink, EvidenceLinkAccess, User } from '../models';
import { companyScope } from '../policies/grants';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * The auditor links a caller may see (an admin: all; a manager: their company's), newest first,
 * each with its company, course, creator and every access: five statements for any number.
 */
export async function evidenceLinks(caller: Pick<User, 'role' | 'company_id'>): Promise<LinkShape[]> {
  const scope = companyScope(caller, 'evidence.read');
  const links = await EvidenceLink.findAll({
    where: scope === null ? {} : { company_id: scope },
    order: [['created_at', 'DESC']],
    limit: 200,
  });
  if (!links.length) return [];
  const ids = (pick: (l: EvidenceLink) => number | null) => [
    ...new Set(links.map(pick).filter((v): v is number => v !== null)),
  ];
  const [companies, courses, creators, accesses] = await Promise.all([
    Company.findAll({ where: { id: ids((l) => l.company_id) }, attributes: ['id', 'name'] }),
    Course.findAll({ where: { id: ids((l) => l.course_id) }, attributes: ['id', 'title'] }),
    User.findAll({ where: { id: ids((l) => l.created_by) }, attributes: ['id', 'name'] }),
    EvidenceLinkAccess.findAll({ where: { link_id: links.map((l) => l.id) }, order: [['at', 'ASC']] }),
  ]);
  const name = new Map(companies.map((c) => [c.id, c.name]));
  const title = new Map(courses.map((c) => [c.id, c.title]));
  const creator = new Map(creators.map((u) => [u.id, u.name]));
  return links.map((l) => ({
    id: l.id,
    company_id: l.company_id,
    company_name: name.get(l.company_id) ?? '',
    course_id: l.course_id ?? null,
    course_title: l.course_id ? (title.get(l.course_id) ?? null) : null,
    expires_at: iso(l.expires_at) as string,
    revoked_at: iso(l.revoked_at),
    has_access_code: l.access_code_hash !== null,
    created_at: iso(l.created_at) as string,
    created_by_name: l.created_by ? (creator.get(l.created_by) ?? null) : null,
    accesses: accesses
      .filter((a) => a.link_id === l.id)
      .map((a) => ({ at: iso(a.at) as string, ip: a.ip ?? null, user_agent: a.user_agent ?? null, action: a.action })),
  }));
}

/** The courses a link's auditor may download: its own, or every course the company's workers are enrolled in. */
export async function linkCourses(link: EvidenceLink): Promise<{ id: number; title: string }[]> {
  if (link.course_id) {
    const course = await Course.findByPk(link.course_id, { attributes: ['id', 'title'] });
    return course ? [{ id: course.id, title: course.title }] : [];
  }
  const rows = (await Course.sequelize?.query(
    `SELECT DISTINCT c.id, c.title FROM courses c
       JOIN enrollments e ON e.course_id = c.id
       JOIN users u ON u.id = e.user_id
      WHERE u.company_id = ? ORDER BY c.title`,
    { replacements: [link.company_id], type: 'SELECT' },
  )) as { id: number; title: string }[];
  return rows;
}
