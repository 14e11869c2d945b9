import { Op, type WhereOptions } from 'sequelize';
import { Certificate, Company, Course, User } from '../models';
import type { CertificateRow } from '../presenters/certificate';

/** Certificates with their course, student and company in one joined statement. */
export async function certificateRows(
  where: WhereOptions<Certificate>,
  order: 'issued' | 'expires' = 'issued',
): Promise<CertificateRow[]> {
  const rows = await Certificate.findAll({
    where,
    include: [
      { model: Course, as: 'course', attributes: ['id', 'title'] },
      {
        model: User,
        as: 'user',
        attributes: ['id', 'name', 'email', 'company_id'],
        include: [{ model: Company, as: 'company', attributes: ['id', 'name'] }],
      },
    ],
    order:
      order === 'issued'
        ? [
            ['issued_at', 'DESC'],
            ['id', 'DESC'],
          ]
        : [
            ['expires_at', 'ASC'],
            ['id', 'ASC'],
          ],
  });
  return rows.map((cert) => {
    const c = cert as Certificate & { course?: Course; user?: User };
    return {
      cert,
      courseTitle: c.course?.title ?? '',
      userName: c.user?.name ?? '',
      userEmail: c.user?.email,
      company: c.user?.company?.name ?? null,
    };
  });
}

/** Active certificates that expire before `until` (already expired ones included), optionally of one company. */
export function expiringRows(until: Date, companyId?: number): Promise<CertificateRow[]> {
  return certificateRows(
    {
      status: 'active',
      expires_at: { [Op.ne]: null, [Op.lte]: until },
      ...(companyId ? { '$user.company_id$': companyId } : {}),
    } as WhereOptions<Certificate>,
    'expires',
  );
}
