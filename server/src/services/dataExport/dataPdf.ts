import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONSENT_PURPOSES,
  CONSENT_TEXTS,
  CONVALIDATION_MODE_LABELS,
  type ConvalidationMode,
  formatCpf,
  logActionLabel,
  PRACTICAL_RESULT_LABELS,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequestStatus,
  QUESTION_STATUS_LABELS,
  TRAINING_TYPE_LABELS,
  type TrainingType,
} from '@trilha/sdk/contract';
import Handlebars from 'handlebars';
import { templatesDir } from '../../paths';
import { ACCESS_LOG_DAYS, type MyData } from '../../queries/myData';
import { brDate, brDateTime } from '../format';
import { htmlToPdf } from '../pdf';
import { brandSettings } from '../settings';
import { ROLE_LABELS } from './dataJson';

/** The PDF lists the most recent accesses; the whole log is in dados.json. */
const PDF_LOG_ROWS = 200;

let template: Handlebars.TemplateDelegate | null = null;
const myDataTemplate = () => {
  template ??= Handlebars.compile(readFileSync(path.join(templatesDir, 'my-data.hbs'), 'utf8'));
  return template;
};

const dash = (v: string | null | undefined) => v || '—';
const STATUS: Record<string, string> = {
  in_progress: 'Em andamento',
  expired: 'Tempo esgotado',
};

function duration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} min` : `${m} min`;
}

/**
 * dados.pdf: the person's records as a readable pt-BR summary, printed by the shared Chromium.
 * Every value goes through Handlebars' escaping (`{{ }}`), never as markup.
 */
export async function myDataPdf(d: MyData, at: Date): Promise<Buffer> {
  const u = d.user;
  const course = (id: number | null | undefined) => dash(id ? d.courses.get(id)?.title : null);
  const session = (id: number) => {
    const s = d.sessions.get(id);
    return s ? `${brDateTime(s.starts_at)}, ${s.place}` : `Turma ${id}`;
  };
  const seconds = d.watchDays.reduce((sum, w) => sum + (w.seconds ?? 0), 0);
  const brand = await brandSettings();
  const html = myDataTemplate()({
    brand: brand.name,
    themeColor: brand.themeColor,
    themeInk: brand.themeInk,
    logDays: ACCESS_LOG_DAYS,
    name: u.name,
    email: u.email,
    cpf: dash(formatCpf(u.cpf)),
    phone: dash(u.phone),
    address: dash(u.address),
    role: ROLE_LABELS[u.role] ?? u.role,
    company: dash(d.company?.name),
    jobRole: dash(d.jobRole?.name),
    createdAt: brDateTime(u.created_at),
    lastLogin: dash(brDateTime(u.last_login)),
    enrollments: d.enrollments.map((e) => ({
      course: course(e.course_id),
      enrolledAt: brDate(e.enrolled_at),
      progress: Math.round(e.progress ?? 0),
      completedAt: dash(brDate(e.completed_at)),
      type: TRAINING_TYPE_LABELS[(e.training_type ?? 'inicial') as TrainingType],
    })),
    watch: {
      lessons: d.progress.length,
      completed: d.progress.filter((p) => p.completed).length,
      total: duration(seconds),
      days: new Set(d.watchDays.map((w) => w.day)).size,
    },
    attempts: d.attempts.map((a) => {
      const assessment = d.assessments.get(a.assessment_id);
      return {
        assessment: dash(assessment?.title),
        course: course(assessment?.course_id),
        startedAt: brDateTime(a.started_at),
        status: a.status === 'completed' ? (a.passed ? 'Aprovado' : 'Reprovado') : (STATUS[a.status] ?? a.status),
        score: a.score === null || a.score === undefined ? '—' : `${Math.round(a.score)}`,
      };
    }),
    certificates: d.certificates.map((c) => ({
      code: c.certificate_code,
      course: course(c.course_id),
      kind: c.is_temporary ? 'Provisório' : 'Oficial',
      issuedAt: brDate(c.issued_at),
      expiresAt: dash(brDate(c.expires_at)),
      status: c.status === 'revoked' ? 'Revogado' : 'Ativo',
    })),
    acknowledgments: d.acknowledgments.map((a) => ({
      code: d.certificates.find((c) => c.id === a.certificate_id)?.certificate_code ?? String(a.certificate_id),
      at: brDateTime(a.acknowledged_at),
    })),
    practice: [
      ...d.attendance.map((a) => ({
        kind: 'Presença',
        course: course(d.sessions.get(a.session_id)?.course_id),
        session: session(a.session_id),
        at: brDateTime(a.signed_at),
        detail: a.method === 'signature' ? 'Assinatura desenhada' : 'Código por e-mail',
      })),
      ...d.evaluations.map((e) => ({
        kind: 'Avaliação prática',
        course: course(d.sessions.get(e.session_id)?.course_id),
        session: session(e.session_id),
        at: brDateTime(e.evaluated_at),
        detail: `${PRACTICAL_RESULT_LABELS[e.result]}${e.notes ? ` — ${e.notes}` : ''}`,
      })),
      ...[...d.sessions.values()]
        .filter((s) => s.instructor_id === u.id)
        .map((s) => ({
          kind: 'Turma como instrutor',
          course: course(s.course_id),
          session: session(s.id),
          at: brDateTime(s.starts_at),
          detail: `${s.capacity} vagas`,
        })),
    ],
    tutoring: d.tutoringQuestions.map((q) => ({
      course: course(q.course_id),
      lesson: d.lessons.get(q.lesson_id)?.title ?? '',
      text: q.text,
      at: brDateTime(q.created_at),
      status: QUESTION_STATUS_LABELS[q.status],
      answers: (d.tutoringAnswers.get(q.id) ?? []).map(
        (a) => `${a.author_name} (${brDateTime(a.created_at)}): ${a.text}`,
      ),
    })),
    convalidations: d.convalidations.map((c) => ({
      course: course(c.course_id),
      mode: CONVALIDATION_MODE_LABELS[c.mode as ConvalidationMode] ?? c.mode,
      organization: c.source_organization,
      hours: String(c.hours),
      at: brDate(c.created_at),
    })),
    consents: CONSENT_PURPOSES.map((purpose) => {
      const rows = d.consents.filter((c) => c.purpose === purpose);
      const active = rows.find((c) => !c.revoked_at);
      return {
        title: CONSENT_TEXTS[purpose].title,
        status: active ? `Dado em ${brDateTime(active.granted_at)}` : 'Não dado',
        ledger: rows.map(
          (c) =>
            `Dado em ${brDateTime(c.granted_at)} (texto ${c.text_version}${c.ip ? `, IP ${c.ip}` : ''})${c.revoked_at ? `; revogado em ${brDateTime(c.revoked_at)}` : ''}`,
        ),
      };
    }),
    requests: d.requests.map((r) => ({
      kind: PRIVACY_REQUEST_KIND_LABELS[r.kind] ?? r.kind,
      at: brDateTime(r.created_at),
      status: PRIVACY_REQUEST_STATUS_LABELS[r.status as PrivacyRequestStatus] ?? r.status,
      answer: dash(r.answer),
    })),
    logs: {
      total: d.logs.length,
      since: brDate(d.logsSince),
      more: d.logs.length > PDF_LOG_ROWS,
      rows: d.logs.slice(0, PDF_LOG_ROWS).map((l) => ({
        at: brDateTime(l.created_at),
        action: logActionLabel(l.action),
        ip: dash(l.ip_address),
      })),
    },
    generatedAt: brDateTime(at),
  });
  return htmlToPdf(html, { landscape: false });
}
