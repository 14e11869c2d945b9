import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CONSENT_TEXTS,
  CONVALIDATION_MODE_LABELS,
  type ConvalidationMode,
  formatCpf,
  PRACTICAL_RESULT_LABELS,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequestStatus,
  QUESTION_STATUS_LABELS,
  TRAINING_TYPE_LABELS,
  type TrainingType,
} from '@trilha/sdk/contract';
import type { AssessmentAttempt } from '../../models';
import { ACCESS_LOG_DAYS, type MyData } from '../../queries/myData';
import { type Chosen, gradeQuestion, type PaperOption, type PaperQuestion, paperOf } from '../../queries/paper';
import { resolveUpload } from '../storage';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export const ROLE_LABELS: Record<string, string> = {
  admin: 'Administrador',
  student: 'Aluno',
  manager: 'Gestor',
  instructor: 'Instrutor',
};

/** What the file is, for whoever opens it without the platform. */
const ABOUT = `Dados pessoais que a plataforma guarda sobre o titular (LGPD, art. 18, II e V). Datas em UTC (ISO 8601). O registro de acessos cobre os últimos ${ACCESS_LOG_DAYS} dias. Senha, códigos e segredos nunca são exportados: a plataforma guarda só o resumo (hash) da senha.`;

/** A stored file of the person that goes into the ZIP beside dados.json: its place there and on disk. */
export interface AttachedFile {
  name: string;
  file: string;
}

/** The person's own stored files (profile photo, drawn attendance signatures) still on disk. */
export function attachedFiles(d: MyData): AttachedFile[] {
  const out: AttachedFile[] = [];
  const add = (name: string, relative: string | null | undefined) => {
    const file = relative ? resolveUpload(relative) : null;
    if (file && existsSync(file)) out.push({ name, file });
  };
  add(`arquivos/foto${path.extname(d.user.photo ?? '')}`, d.user.photo);
  for (const a of d.attendance) add(`arquivos/assinatura-turma-${a.session_id}.png`, a.signature_file);
  return out;
}

const chosenOf = (answers: Chosen, id: number): number[] => {
  const a = answers[String(id)];
  return a === undefined ? [] : Array.isArray(a) ? a : [a];
};

/** A question as shown; an attempt still open keeps the answer key out (the person is still taking it). */
function questionOut(q: PaperQuestion, answers: Chosen, finished: boolean) {
  const option = (o: PaperOption, chosen: number[]) => ({
    texto: o.text,
    escolhida: chosen.includes(o.id),
    ...(finished ? { certa: o.correct } : {}),
  });
  return {
    enunciado: q.text,
    imagem: q.image ? path.basename(q.image) : null,
    pontos: q.points,
    ...(finished ? { pontos_obtidos: gradeQuestion(q, answers).earned, explicacao: q.explanation } : {}),
    alternativas: q.options.map((o) => option(o, chosenOf(answers, q.id))),
    itens: q.items.map((item) => ({
      enunciado: item.text,
      alternativas: item.options.map((o) => option(o, chosenOf(answers, item.id))),
    })),
  };
}

function attemptOut(d: MyData, a: AssessmentAttempt) {
  const assessment = d.assessments.get(a.assessment_id);
  const finished = a.status !== 'in_progress';
  const answers = JSON.parse(a.answers ?? '{}') as Chosen;
  return {
    id: a.id,
    avaliacao: assessment?.title ?? null,
    curso: assessment ? (d.courses.get(assessment.course_id)?.title ?? null) : null,
    situacao: a.status,
    inicio: iso(a.started_at),
    fim: iso(a.finished_at),
    tempo_segundos: a.time_taken ?? null,
    nota: a.score ?? null,
    nota_minima: assessment?.passing_score ?? null,
    aprovado: a.passed === null || a.passed === undefined ? null : Boolean(a.passed),
    questoes: paperOf(a, d.questions.get(a.assessment_id) ?? []).map((q) => questionOut(q, answers, finished)),
  };
}

const courseTitle = (d: MyData, id: number | null | undefined) => (id ? (d.courses.get(id)?.title ?? null) : null);

function sessionOut(d: MyData, id: number) {
  const s = d.sessions.get(id);
  return s
    ? {
        turma: s.id,
        curso: courseTitle(d, s.course_id),
        inicio: iso(s.starts_at),
        fim: iso(s.ends_at),
        local: s.place,
        instrutor: d.people.get(s.instructor_id) ?? null,
      }
    : { turma: id };
}

/**
 * dados.json, section by section: each value is computed when its turn comes, and the access log
 * row by row, so the file is written into the ZIP as it is made.
 */
export function* dataJsonChunks(d: MyData, at: Date, files: AttachedFile[]): Generator<string> {
  const u = d.user;
  const attached = new Set(files.map((f) => f.name));
  const fileOf = (name: string) => (attached.has(name) ? name : null);
  const sections: [string, () => unknown][] = [
    ['formato', () => 'trilha-dados-pessoais'],
    ['versao', () => 1],
    ['gerado_em', () => iso(at)],
    ['sobre', () => ABOUT],
    [
      'perfil',
      () => ({
        id: u.id,
        nome: u.name,
        email: u.email,
        cpf: formatCpf(u.cpf) || null,
        telefone: u.phone ?? null,
        endereco: u.address ?? null,
        tipo: ROLE_LABELS[u.role] ?? u.role,
        modalidade: u.modality ?? null,
        formacao: u.qualification ?? null,
        registro_profissional: u.professional_registration ?? null,
        foto: fileOf(`arquivos/foto${path.extname(u.photo ?? '')}`),
        ativo: Boolean(u.is_active),
        verificacao_em_duas_etapas: Boolean(u.two_factor_enabled),
        resumo_semanal_por_email: Boolean(u.weekly_digest),
        ultimo_acesso: iso(u.last_login),
        acesso_anterior: iso(u.previous_login),
        senha_alterada_em: iso(u.password_changed_at),
        criado_em: iso(u.created_at),
        atualizado_em: iso(u.updated_at),
      }),
    ],
    [
      'empresa',
      () =>
        d.company
          ? {
              id: d.company.id,
              nome: d.company.name,
              cnpj: d.company.cnpj ?? null,
              email: d.company.contact_email ?? null,
            }
          : null,
    ],
    ['cargo', () => (d.jobRole ? { id: d.jobRole.id, nome: d.jobRole.name } : null)],
    [
      'matriculas',
      () =>
        d.enrollments.map((e) => ({
          id: e.id,
          curso: courseTitle(d, e.course_id),
          curso_id: e.course_id,
          matriculado_em: iso(e.enrolled_at),
          progresso: e.progress,
          concluido_em: iso(e.completed_at),
          certificado_emitido_em: iso(e.certificate_issued_at),
          tipo_de_treinamento: TRAINING_TYPE_LABELS[(e.training_type ?? 'inicial') as TrainingType],
          convalidacao: e.convalidation_id ?? null,
        })),
    ],
    [
      'progresso_aulas',
      () =>
        d.progress.map((p) => {
          const l = d.lessons.get(p.lesson_id);
          return {
            curso: courseTitle(d, l?.course_id),
            modulo: l?.module ?? null,
            aula: l?.title ?? null,
            aula_id: p.lesson_id,
            concluida: Boolean(p.completed),
            concluida_em: iso(p.completed_at),
            segundos_creditados: Math.round(p.watched_seconds ?? 0),
            percentual_assistido: p.watched_percentage ?? 0,
            posicao_segundos: p.current_time ?? 0,
            primeira_reproducao: iso(p.first_play_at),
            ultima_atividade: iso(p.last_seen_at),
            creditada_por_convalidacao: p.credited_by_convalidation_id ?? null,
          };
        }),
    ],
    [
      'tempo_creditado_por_dia',
      () =>
        d.watchDays.map((w) => {
          const l = d.lessons.get(w.lesson_id);
          return {
            dia: w.day,
            curso: courseTitle(d, l?.course_id),
            aula: l?.title ?? null,
            aula_id: w.lesson_id,
            segundos: Math.round(w.seconds),
          };
        }),
    ],
    ['tentativas', () => d.attempts.map((a) => attemptOut(d, a))],
    [
      'certificados',
      () =>
        d.certificates.map((c) => ({
          codigo: c.certificate_code,
          curso: courseTitle(d, c.course_id),
          tipo: c.is_temporary ? 'provisório' : 'oficial',
          situacao: c.status === 'revoked' ? 'revogado' : 'ativo',
          nota: c.score ?? null,
          emitido_em: iso(c.issued_at),
          validado_em: iso(c.validated_at),
          validade: iso(c.expires_at),
          revogado_em: iso(c.revoked_at),
          motivo_da_revogacao: c.revoke_reason ?? null,
          tipo_de_treinamento: TRAINING_TYPE_LABELS[(c.training_type ?? 'inicial') as TrainingType],
          versao_do_conteudo: c.course_version ?? null,
        })),
    ],
    [
      'ciencias',
      () => {
        const codeOf = new Map(d.certificates.map((c) => [c.id, c.certificate_code]));
        return d.acknowledgments.map((a) => ({
          certificado: codeOf.get(a.certificate_id) ?? a.certificate_id,
          declaracao: a.statement,
          confirmado_em: iso(a.acknowledged_at),
          ip: a.ip,
          navegador: a.user_agent,
          sha256_do_certificado: a.certificate_sha256,
        }));
      },
    ],
    [
      'pratica',
      () => ({
        turmas: d.participations.map((p) => sessionOut(d, p.session_id)),
        presencas: d.attendance.map((a) => ({
          ...sessionOut(d, a.session_id),
          forma: a.method === 'signature' ? 'assinatura desenhada' : 'código por e-mail',
          registrada_em: iso(a.signed_at),
          ip: a.ip,
          sha256_da_assinatura: a.signature_sha256 ?? null,
          arquivo_da_assinatura: fileOf(`arquivos/assinatura-turma-${a.session_id}.png`),
        })),
        avaliacoes: d.evaluations.map((e) => ({
          ...sessionOut(d, e.session_id),
          resultado: PRACTICAL_RESULT_LABELS[e.result],
          observacoes: e.notes ?? null,
          avaliado_por: d.people.get(e.evaluated_by) ?? null,
          avaliado_em: iso(e.evaluated_at),
        })),
        turmas_como_instrutor: [...d.sessions.values()]
          .filter((s) => s.instructor_id === u.id)
          .map((s) => sessionOut(d, s.id)),
      }),
    ],
    [
      'convalidacoes',
      () =>
        d.convalidations.map((c) => ({
          id: c.id,
          curso: courseTitle(d, c.course_id),
          modo: CONVALIDATION_MODE_LABELS[c.mode as ConvalidationMode] ?? c.mode,
          instituicao: c.source_organization,
          datas: c.dates,
          horas: c.hours,
          responsavel: c.responsible,
          observacao: c.note ?? null,
          complemento_horas: c.complement_hours ?? null,
          registrada_em: iso(c.created_at),
        })),
    ],
    [
      'duvidas_na_tutoria',
      () => ({
        perguntas: d.tutoringQuestions.map((q) => ({
          id: q.id,
          curso: courseTitle(d, q.course_id),
          aula: d.lessons.get(q.lesson_id)?.title ?? null,
          pergunta: q.text,
          imagem_sha256: q.image_sha256,
          enviada_em: iso(q.created_at),
          situacao: QUESTION_STATUS_LABELS[q.status],
          pergunta_frequente: Boolean(q.faq),
          respostas: (d.tutoringAnswers.get(q.id) ?? []).map((a) => ({
            tutor: a.author_name,
            resposta: a.text,
            em: iso(a.created_at),
          })),
        })),
        respostas_escritas_como_tutor: d.answersWritten.map((a) => ({
          duvida: a.question_id,
          resposta: a.text,
          em: iso(a.created_at),
        })),
      }),
    ],
    [
      'consentimentos',
      () =>
        d.consents.map((c) => ({
          finalidade: c.purpose,
          titulo: CONSENT_TEXTS[c.purpose]?.title ?? c.purpose,
          versao_do_texto: c.text_version,
          dado_em: iso(c.granted_at),
          ip: c.ip,
          navegador: c.user_agent,
          revogado_em: iso(c.revoked_at),
        })),
    ],
    [
      'pedidos_lgpd',
      () =>
        d.requests.map((r) => ({
          id: r.id,
          tipo: PRIVACY_REQUEST_KIND_LABELS[r.kind] ?? r.kind,
          detalhes: r.details,
          situacao: PRIVACY_REQUEST_STATUS_LABELS[r.status as PrivacyRequestStatus] ?? r.status,
          resposta: r.answer ?? null,
          prazo: iso(r.due_at),
          respondido_em: iso(r.answered_at),
          criado_em: iso(r.created_at),
          historico: d.requestEvents
            .filter((e) => e.request_id === r.id)
            .map((e) => ({
              em: iso(e.at),
              situacao: PRIVACY_REQUEST_STATUS_LABELS[e.status] ?? e.status,
              por: e.actor_id ? (d.people.get(e.actor_id) ?? null) : null,
              nota: e.note,
            })),
        })),
    ],
  ];
  const nested = (value: unknown, depth: number) =>
    JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
  yield '{\n';
  for (const [key, value] of sections) yield `  ${JSON.stringify(key)}: ${nested(value(), 1)},\n`;
  // The access log last, row by row: it is the largest part.
  yield `  "registro_de_acessos": {\n    "periodo_dias": ${ACCESS_LOG_DAYS},\n    "desde": ${JSON.stringify(iso(d.logsSince))},\n    "total": ${d.logs.length},\n    "registros": [`;
  let batch = '';
  for (const [i, l] of d.logs.entries()) {
    const row = {
      em: iso(l.created_at),
      acao: l.action,
      descricao: l.description,
      ip: l.ip_address,
      navegador: l.user_agent,
      origem: l.source,
    };
    batch += `${i ? ',' : ''}\n      ${nested(row, 3)}`;
    if (batch.length > 64_000) {
      yield batch;
      batch = '';
    }
  }
  yield `${batch}${d.logs.length ? '\n    ' : ''}]\n  }\n}\n`;
}
