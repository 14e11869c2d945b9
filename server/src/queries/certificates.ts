import { Op, type WhereOptions } from 'sequelize';
import { Certificate, CertificateAcknowledgment, Company, Course, RetainedIdentity, User } from '../models';
import type { CertificateRow } from '../presenters/certificate';

/** Certificates with their course, student and company in one joined statement. */
export async function certificateRows(
  where: WhereOptions<Certificate>,
  order: 'issued' | 'expires' = 'issued',
  /** Only certificates of this company's workers; null or undefined for everyone's. */
  companyId?: number | null,
): Promise<CertificateRow[]> {
  const rows = await Certificate.findAll({
    where,
    include: [
      { model: Course, as: 'course', attributes: ['id', 'title'] },
      { model: CertificateAcknowledgment, as: 'acknowledgment', attributes: ['acknowledged_at'] },
      {
        model: User,
        as: 'user',
        attributes: ['id', 'name', 'email', 'company_id'],
        ...(companyId ? { where: { company_id: companyId }, required: true } : {}),
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
    const c = cert as Certificate & { course?: Course; user?: User; acknowledgment?: CertificateAcknowledgment | null };
    return {
      cert,
      acknowledgedAt: c.acknowledgment?.acknowledged_at ?? null,
      courseTitle: c.course?.title ?? '',
      userName: c.user?.name ?? '',
      userEmail: c.user?.email,
      company: c.user?.company?.name ?? null,
    };
  });
}

/** 'TS-ABCD-EFGH-JKMN' and the codes of older systems: letters, digits and dashes. */
const CODE_SHAPE = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

export interface FoundCertificate {
  cert: Certificate;
  studentName: string;
  course: Course | null;
  /** The person asked for deletion: the name is the one kept under LGPD art. 16 I, until this date. */
  retainedUntil?: Date | null;
}

export interface CertificateByCode {
  /** The code as looked up: trimmed, upper-cased, at most 40 characters. */
  code: string;
  found: FoundCertificate | null;
}

/**
 * A certificate by the code printed on it (the public checks: the QR code's page and the API),
 * with its student's name and its course. Only a code's shape reaches the database: a NUL or a
 * quote in the URL is just "not found".
 */
export async function certificateByCode(raw: string): Promise<CertificateByCode> {
  const code = raw.trim().toUpperCase().slice(0, 40);
  const cert = CODE_SHAPE.test(code) ? await Certificate.findOne({ where: { certificate_code: code } }) : null;
  if (!cert) return { code, found: null };
  const [user, course] = await Promise.all([
    User.findByPk(cert.user_id, { attributes: ['name', 'anonymized_at'] }),
    Course.findByPk(cert.course_id),
  ]);
  // An anonymised person's evidence keeps the identity retained for it (LGPD art. 16 I).
  const retained = user?.anonymized_at ? await RetainedIdentity.findByPk(cert.user_id) : null;
  return {
    code,
    found: {
      cert,
      studentName: retained?.name ?? user?.name ?? '',
      course,
      retainedUntil: retained?.retained_until ?? null,
    },
  };
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
