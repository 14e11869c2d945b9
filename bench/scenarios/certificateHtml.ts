/**
 * Certificate HTML for the PDF ceiling, built here from the seeded rows with the project's own
 * template (templates/certificate.hbs), the same fields server/src/services/certificatePdf.ts fills
 * and a QR code of the same size, so the ceiling prints what the project prints.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import QRCode from 'qrcode';
import { repoRoot } from '../processes';

interface CertificateFacts {
  certificate_code: string;
  is_temporary: number;
  issued_at: Date;
  validated_at: Date | null;
  expires_at: Date | null;
  score: number | null;
  student_name: string;
  cpf: string | null;
  company: string | null;
  course_id: number;
  title: string;
  workload_hours: number | null;
  enrolled_at: Date | null;
}

/** The first `count` certificates' facts (same joins as certificateHtml()). */
export const certificateFactsSql = (count: number) => `
  SELECT ce.certificate_code, ce.is_temporary, ce.issued_at, ce.validated_at, ce.expires_at, ce.score,
         u.name AS student_name, u.cpf, co.name AS company, c.id AS course_id, c.title, c.workload_hours, e.enrolled_at
    FROM certificates ce
    JOIN users u ON u.id = ce.user_id
    LEFT JOIN companies co ON co.id = u.company_id
    JOIN courses c ON c.id = ce.course_id
    LEFT JOIN enrollments e ON e.user_id = ce.user_id AND e.course_id = ce.course_id
   ORDER BY ce.id LIMIT ${count}`;

const brDate = (d: Date | null) =>
  d
    ? new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(d))
    : '';
const cpfText = (cpf: string | null) =>
  cpf && /^\d{11}$/.test(cpf) ? cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') : (cpf ?? '');

export async function certificateHtmls(
  facts: CertificateFacts[],
  modulesOf: (courseId: number) => string[],
  publicUrl: string,
): Promise<string[]> {
  const template = Handlebars.compile(readFileSync(path.join(repoRoot, 'templates/certificate.hbs'), 'utf8'));
  const out: string[] = [];
  for (const f of facts) {
    const verifyUrl = `${publicUrl}/verificar/${encodeURIComponent(f.certificate_code)}`;
    out.push(
      template({
        brand: 'Trilha Segura',
        themeColor: '#002C1C',
        temporary: Boolean(f.is_temporary),
        studentName: f.student_name,
        cpf: cpfText(f.cpf),
        company: f.company,
        courseTitle: f.title,
        workload: f.workload_hours ? `${f.workload_hours} horas` : '',
        modality: null,
        location: null,
        syllabus: modulesOf(f.course_id),
        startDate: brDate(f.enrolled_at ?? f.issued_at),
        endDate: brDate(f.issued_at),
        issuedDate: brDate(f.issued_at),
        validatedDate: f.validated_at ? brDate(f.validated_at) : null,
        expiresDate: f.expires_at ? brDate(f.expires_at) : null,
        score: f.score === null ? null : Math.round(f.score),
        instructorName: null,
        instructorQualification: '',
        technicianName: null,
        technicianQualification: '',
        code: f.certificate_code,
        verifyUrl,
        qrSvg: await QRCode.toString(verifyUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }),
      }),
    );
  }
  return out;
}

export type { CertificateFacts };
