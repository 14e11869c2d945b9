import {
  CERTIFICATE_STATUS_LABEL,
  type CertificateAcknowledgment as CertificateAcknowledgmentShape,
  type CertificateShape,
  type CertificateValidity,
  type CertificateVerification,
  EXPIRING_WINDOW_DAYS,
  type SignatureKind,
  TRAINING_TYPE_LABELS,
  type TrainingType,
} from '@trilha/sdk/contract';
import type { Certificate, CertificateAcknowledgment } from '../models';
import type { FoundCertificate } from '../queries/certificates';
import { brDate } from '../services/format';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function validityOf(cert: Pick<Certificate, 'status' | 'expires_at'>, at: Date): CertificateValidity {
  if (cert.status === 'revoked') return 'revoked';
  if (!cert.expires_at) return 'valid';
  const left = new Date(cert.expires_at).getTime() - at.getTime();
  if (left < 0) return 'expired';
  return left <= EXPIRING_WINDOW_DAYS * 86_400_000 ? 'expiring' : 'valid';
}

export interface CertificateRow {
  cert: Certificate;
  courseTitle: string;
  userName: string;
  userEmail?: string;
  company?: string | null;
  /** When the worker acknowledged it (issue 22); absent where the row was not read with it. */
  acknowledgedAt?: Date | null;
}

export function presentCertificate(row: CertificateRow, at: Date, options: { admin?: boolean } = {}): CertificateShape {
  const { cert } = row;
  const validity = validityOf(cert, at);
  return {
    id: cert.id,
    course_id: cert.course_id,
    course_title: row.courseTitle,
    user_id: cert.user_id,
    user_name: row.userName,
    ...(options.admin ? { user_email: row.userEmail, company: row.company ?? null } : {}),
    issued_at: iso(cert.issued_at) as string,
    validated_at: iso(cert.validated_at),
    expires_at: iso(cert.expires_at),
    certificate_code: cert.certificate_code,
    status: cert.status,
    validity,
    validity_label: CERTIFICATE_STATUS_LABEL[validity],
    is_temporary: cert.is_temporary ? 1 : 0,
    training_type: cert.training_type ?? 'inicial',
    course_version: cert.course_version ?? null,
    convalidated_dates: cert.convalidated_dates ? (JSON.parse(cert.convalidated_dates) as string[]) : [],
    has_uploaded_file: Boolean(cert.file_path),
    score: cert.score ?? null,
    revoke_reason: cert.revoke_reason ?? null,
    acknowledged_at: iso(row.acknowledgedAt),
  };
}

/**
 * What NR-01 asks a certificate to state beyond the course (issue 19), as the PDF and the public
 * verification page print it: the training type, the content version taken, the reused dates.
 */
export function trainingFacts(cert: Certificate) {
  const dates = cert.convalidated_dates ? (JSON.parse(cert.convalidated_dates) as string[]) : [];
  return {
    trainingType: TRAINING_TYPE_LABELS[(cert.training_type ?? 'inicial') as TrainingType],
    courseVersion: cert.course_version ?? null,
    convalidatedDates: dates.length ? dates.map((d) => brDate(`${d}T12:00:00Z`)).join(', ') : null,
  };
}

/** The public check of a found certificate's code (GET /api/certificates/verify/:code). */
export function presentVerification(
  found: FoundCertificate,
  at: Date,
  signature: SignatureKind | null,
): CertificateVerification {
  const { cert, course } = found;
  const validity = validityOf(cert, at);
  return {
    found: true,
    certificate_code: cert.certificate_code,
    student_name: found.studentName,
    course_title: course?.title ?? '',
    workload_hours: course?.workload_hours ?? null,
    issued_at: new Date(cert.issued_at).toISOString(),
    validated_at: iso(cert.validated_at),
    expires_at: iso(cert.expires_at),
    official: !cert.is_temporary,
    validity,
    validity_label: CERTIFICATE_STATUS_LABEL[validity],
    revoke_reason: cert.revoke_reason ?? null,
    training_type: cert.training_type ?? 'inicial',
    course_version: cert.course_version ?? null,
    convalidated_dates: cert.convalidated_dates ? (JSON.parse(cert.convalidated_dates) as string[]) : [],
    signature,
  };
}

/** The worker's electronic signature as the API shows it. */
export function presentAcknowledgment(row: CertificateAcknowledgment): CertificateAcknowledgmentShape {
  return {
    acknowledged_at: new Date(row.acknowledged_at).toISOString(),
    ip: row.ip ?? null,
    user_agent: row.user_agent ?? null,
    certificate_sha256: row.certificate_sha256,
    statement: row.statement,
  };
}
