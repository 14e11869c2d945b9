import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRACTICAL_RESULT_LABELS } from '@trilha/sdk/contract';
import Handlebars from 'handlebars';
import { Company, Course, PracticalAttendance, type PracticalSession, User } from '../models';
import { templatesDir } from '../paths';
import { rosterOf } from '../queries/practical';
import { now } from './clock';
import { brDateTime, formatCpf } from './format';
import { htmlToPdf } from './pdf';
import { brandSettings } from './settings';
import { signPdf } from './signing/signer';
import { resolveUpload } from './storage';

let template: Handlebars.TemplateDelegate | null = null;
const attendanceTemplate = () => {
  template ??= Handlebars.compile(readFileSync(path.join(templatesDir, 'attendance.hbs'), 'utf8'));
  return template;
};

const hourFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
const dayFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });

/** The stored signature as a data URL, so the page prints with nothing fetched. */
async function signatureData(relative: string | null): Promise<string | null> {
  const file = relative ? resolveUpload(relative) : null;
  if (!file) return null;
  const png = await readFile(file).catch(() => null);
  return png ? `data:image/png;base64,${png.toString('base64')}` : null;
}

/**
 * The attendance list of a practical session as a PDF (Chromium, the shared browser of the
 * certificates): the session, its instructor, and each participant with their drawn signature (and
 * its SHA-256) or the e-mailed code confirmation, the time, and the practical evaluation.
 * `companyId` narrows it to one client company's workers (a manager's copy); null when none is on it.
 */
export async function attendancePdf(session: PracticalSession, companyId: number | null): Promise<Buffer | null> {
  const [roster, marks, course, instructor, company, brand] = await Promise.all([
    rosterOf(session.id),
    PracticalAttendance.findAll({ where: { session_id: session.id } }),
    Course.findByPk(session.course_id, { attributes: ['title'] }),
    User.findByPk(session.instructor_id, { attributes: ['name', 'qualification', 'professional_registration'] }),
    companyId ? Company.findByPk(companyId, { attributes: ['name'] }) : null,
    brandSettings(),
  ]);
  const rows = companyId ? roster.filter((p) => p.company_id === companyId) : roster;
  if (!rows.length && companyId) return null;
  const mark = new Map(marks.map((m) => [m.user_id, m]));
  const ended = now() > new Date(session.ends_at);
  const lines = await Promise.all(
    rows.map(async (p, i) => {
      const m = mark.get(p.user_id);
      return {
        n: i + 1,
        name: p.name,
        cpf: formatCpf(p.cpf),
        company: p.company ?? '—',
        signature: m?.method === 'signature' ? await signatureData(m.signature_file ?? null) : null,
        sha256: m?.signature_sha256 ?? '',
        byCode: m?.method === 'code',
        absentLabel: ended ? 'Ausente' : 'Aguardando',
        time: m ? brDateTime(m.signed_at) : '',
        evaluation: p.evaluation
          ? `${PRACTICAL_RESULT_LABELS[p.evaluation.result]}${p.evaluation.notes ? ` — ${p.evaluation.notes}` : ''}`
          : '—',
      };
    }),
  );
  const qualification = [instructor?.qualification, instructor?.professional_registration].filter(Boolean).join(', ');
  const html = attendanceTemplate()({
    brand: brand.name,
    themeColor: brand.themeColor,
    themeInk: brand.themeInk,
    courseTitle: course?.title ?? '',
    when: `${dayFmt.format(new Date(session.starts_at))}, das ${hourFmt.format(new Date(session.starts_at))} às ${hourFmt.format(new Date(session.ends_at))}`,
    place: session.place,
    hours: String(Number(session.hours)).replace('.', ','),
    instructorName: instructor?.name ?? '',
    instructorQualification: qualification,
    companyName: company?.name ?? null,
    rows: lines,
    generatedAt: brDateTime(now()),
  });
  const signed = await signPdf(await htmlToPdf(html, { landscape: false }), {
    name: brand.name,
    reason: `Lista de presença da turma prática de ${course?.title ?? ''} (instrutor: ${instructor?.name ?? ''})`,
    location: session.place,
    contactInfo: brand.name,
  });
  return signed.pdf;
}
