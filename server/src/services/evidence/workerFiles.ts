import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import {
  formatCpf,
  PRIVACY_MSG,
  QUESTION_STATUS_LABELS,
  QUESTION_TYPE_LABELS,
  TRAINING_TYPE_LABELS,
  type TrainingType,
} from '@trilha/sdk/contract';
import type { AssessmentAttempt } from '../../models';
import type { CourseEvidence, WorkerEvidence } from '../../queries/evidence';
import { type Chosen, gradeQuestion, type PaperOption, type PaperQuestion, paperOf } from '../../queries/paper';
import { certificatePdf } from '../certificatePdf';
import { csvLine } from '../csv';
import { brDate, brDateTime, slugOf } from '../format';
import { resolveUpload } from '../storage';
import type { EvidencePack } from './pack';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const csv = (header: string[], rows: unknown[][]) => `\uFEFF${[header, ...rows].map(csvLine).join('')}`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Adds a stored upload (a signature, a convalidation's document, a picture) when it is on disk. */
async function addUpload(pack: EvidencePack, target: string, relative: string | null | undefined): Promise<boolean> {
  const file = relative ? resolveUpload(relative) : null;
  if (!file || !existsSync(file)) return false;
  await pack.add(target, createReadStream(file));
  return true;
}

/** The course as taught: its facts, every version's content and pedagogical project (once per pack). */
export async function addCourseFiles(pack: EvidencePack, course: CourseEvidence): Promise<void> {
  const c = course.course;
  await pack.add(
    'curso/curso.json',
    json({
      id: c.id,
      titulo: c.title,
      carga_horaria: c.workload_hours ?? null,
      modalidade: c.modality ?? null,
      local: c.location ?? null,
      conteudo_programatico: c.syllabus ?? null,
      instrutor: { nome: c.instructor_name ?? null, qualificacao: c.instructor_qualification ?? null },
      responsavel_tecnico: { nome: c.technician_name ?? null, qualificacao: c.technician_qualification ?? null },
      parte_pratica_obrigatoria: Boolean(c.practical_required),
      versao_atual: c.version,
    }),
  );
  for (const v of course.versions) {
    await pack.add(
      `curso/versao-${v.version}.json`,
      json({
        versao: v.version,
        criada_em: iso(v.created_at),
        conteudo: JSON.parse(v.content),
        projeto_pedagogico: v.project ? JSON.parse(v.project) : null,
      }),
    );
    if (v.project_file) {
      await addUpload(pack, `curso/projeto-pedagogico-v${v.version}${path.extname(v.project_file)}`, v.project_file);
    }
  }
}

/** An option as the worker saw it, whether it was right and whether they chose it. */
const optionOut = (o: PaperOption, chosen: number[]) => ({
  texto: o.text,
  certa: o.correct,
  escolhida: chosen.includes(o.id),
});
const chosenOf = (answers: Chosen, id: number): number[] => {
  const a = answers[String(id)];
  return a === undefined ? [] : Array.isArray(a) ? a : [a];
};

function questionOut(q: PaperQuestion, answers: Chosen) {
  return {
    tipo: q.type === 'multiple_choice' ? QUESTION_TYPE_LABELS.single : QUESTION_TYPE_LABELS[q.type],
    enunciado: q.text,
    imagem: q.image ? `imagens/${path.basename(q.image)}` : null,
    pontos: q.points,
    pontos_obtidos: gradeQuestion(q, answers).earned,
    explicacao: q.explanation,
    alternativas: q.options.map((o) => optionOut(o, chosenOf(answers, q.id))),
    itens: q.items.map((item) => ({
      enunciado: item.text,
      alternativas: item.options.map((o) => optionOut(o, chosenOf(answers, item.id))),
    })),
  };
}

/** Each attempt as it was shown and answered: the stored paper, the choices, score and timing. */
async function addAttempts(pack: EvidencePack, prefix: string, course: CourseEvidence, attempts: AssessmentAttempt[]) {
  const images = new Set<string>();
  for (const [n, attempt] of attempts.entries()) {
    const full = course.assessments.find((a) => a.assessment.id === attempt.assessment_id);
    if (!full) continue;
    const paper = paperOf(attempt, full.questions);
    for (const q of paper) if (q.image) images.add(q.image);
    const answers = JSON.parse(attempt.answers ?? '{}') as Chosen;
    await pack.add(
      `${prefix}tentativas/${n + 1}-${slugOf(full.assessment.title) || 'avaliacao'}.json`,
      json({
        avaliacao: full.assessment.title,
        tentativa: attempt.id,
        situacao: attempt.status,
        inicio: iso(attempt.started_at),
        fim: iso(attempt.finished_at),
        tempo_segundos: attempt.time_taken ?? null,
        nota: attempt.score ?? null,
        nota_minima: full.assessment.passing_score,
        aprovado: attempt.passed === null ? null : Boolean(attempt.passed),
        questoes: paper.map((q) => questionOut(q, answers)),
      }),
    );
  }
  return images;
}

/** One worker's training: who, enrolment, access log, credited time, attempts, certificates, practice, convalidations. */
export async function addWorkerFiles(
  pack: EvidencePack,
  prefix: string,
  course: CourseEvidence,
  w: WorkerEvidence,
): Promise<Set<string>> {
  const e = w.enrollment;
  await pack.add(
    `${prefix}trabalhador.json`,
    json({
      nome: workerName(w),
      cpf: formatCpf(w.retained ? w.retained.cpf : w.user.cpf) || null,
      email: w.retained ? null : w.user.email,
      ...(w.retained
        ? {
            retencao: {
              base_legal: w.retained.basis,
              retido_ate: iso(w.retained.retained_until),
              observacao: PRIVACY_MSG.retainedNotice(brDate(w.retained.retained_until)),
            },
          }
        : {}),
      empresa: w.company ? { nome: w.company.name, cnpj: w.company.cnpj ?? null } : null,
      matricula: {
        inicio: iso(e.enrolled_at),
        conclusao: iso(e.completed_at),
        progresso: e.progress,
        tipo_de_treinamento: TRAINING_TYPE_LABELS[(e.training_type ?? 'inicial') as TrainingType],
        convalidacao: e.convalidation_id ?? null,
      },
    }),
  );
  await pack.add(
    `${prefix}acessos.csv`,
    csv(
      ['Data e hora (UTC)', 'Data e hora (São Paulo)', 'Ação', 'Descrição', 'IP', 'Navegador'],
      w.logs.map((l) => [
        iso(l.created_at),
        brDateTime(l.created_at),
        l.action,
        l.description,
        l.ip_address,
        l.user_agent,
      ]),
    ),
  );
  const lessonOf = new Map(course.lessons.map((l) => [l.id, l]));
  const progressOf = new Map(w.progress.map((p) => [p.lesson_id, p]));
  await pack.add(
    `${prefix}tempo-por-aula.csv`,
    csv(
      ['Módulo', 'Aula', 'Duração (min)', 'Segundos creditados', 'Concluída em (UTC)', 'Creditada por convalidação'],
      course.lessons.map((l) => {
        const p = progressOf.get(l.id);
        return [
          l.module,
          l.title,
          l.duration,
          Math.round(p?.watched_seconds ?? 0),
          iso(p?.completed_at),
          p?.credited_by_convalidation_id ?? '',
        ];
      }),
    ),
  );
  await pack.add(
    `${prefix}tempo-por-dia.csv`,
    csv(
      ['Dia (São Paulo)', 'Módulo', 'Aula', 'Segundos creditados'],
      w.watchDays.map((d) => [
        d.day,
        lessonOf.get(d.lesson_id)?.module,
        lessonOf.get(d.lesson_id)?.title,
        Math.round(d.seconds),
      ]),
    ),
  );
  const images = await addAttempts(pack, prefix, course, w.attempts);
  await pack.add(
    `${prefix}certificados.csv`,
    csv(
      [
        'Código',
        'Tipo',
        'Situação',
        'Emitido em (UTC)',
        'Validado em (UTC)',
        'Validade',
        'Revogado em (UTC)',
        'Motivo da revogação',
      ],
      w.certificates.map((c) => [
        c.certificate_code,
        c.is_temporary ? 'provisório' : 'oficial',
        c.status === 'revoked' ? 'revogado' : 'ativo',
        iso(c.issued_at),
        iso(c.validated_at),
        iso(c.expires_at),
        iso(c.revoked_at),
        c.revoke_reason ?? '',
      ]),
    ),
  );
  // A revoked certificate no longer leaves the platform as a document: the list above says why.
  for (const c of w.certificates) {
    if (c.status !== 'revoked')
      await pack.add(`${prefix}certificados/${c.certificate_code}.pdf`, await certificatePdf(c));
  }
  if (w.acknowledgments.length) {
    const codeOf = new Map(w.certificates.map((c) => [c.id, c.certificate_code]));
    await pack.add(
      `${prefix}ciencia.json`,
      json(
        w.acknowledgments.map((a) => ({
          certificado: codeOf.get(a.certificate_id) ?? a.certificate_id,
          declaracao: a.statement,
          confirmado_em: iso(a.acknowledged_at),
          forma: 'clique com sessão iniciada e código de 6 dígitos enviado ao e-mail',
          ip: a.ip,
          navegador: a.user_agent,
          sha256_do_certificado: a.certificate_sha256,
        })),
      ),
    );
  }
  await addPractice(pack, prefix, course, w);
  await addQuestions(pack, prefix, course, w);
  for (const c of w.convalidations) {
    await addUpload(pack, `${prefix}convalidacoes/${c.id}${path.extname(c.evidence_file)}`, c.evidence_file);
  }
  if (w.convalidations.length) {
    await pack.add(
      `${prefix}convalidacoes.json`,
      json(
        w.convalidations.map((c) => ({
          id: c.id,
          modo: c.mode,
          instituicao: c.source_organization,
          datas: c.dates,
          horas: c.hours,
          responsavel: c.responsible,
          observacao: c.note ?? null,
          complemento_horas: c.complement_hours ?? null,
          registrada_em: iso(c.created_at),
        })),
      ),
    );
  }
  return images;
}

async function addPractice(pack: EvidencePack, prefix: string, course: CourseEvidence, w: WorkerEvidence) {
  if (!w.attendance.length && !w.evaluations.length) return;
  const sessionOf = new Map(course.sessions.map((s) => [s.id, s]));
  const rows: unknown[][] = [];
  for (const a of w.attendance) {
    const s = sessionOf.get(a.session_id);
    const signature = `${prefix}pratica/assinatura-turma-${a.session_id}.png`;
    const signed = a.signature_file ? await addUpload(pack, signature, a.signature_file) : false;
    rows.push([
      'presença',
      a.session_id,
      iso(s?.starts_at),
      s?.place,
      a.method === 'signature' ? 'assinatura desenhada' : 'código por e-mail',
      iso(a.signed_at),
      a.ip,
      a.signature_sha256 ?? '',
      signed ? path.basename(signature) : '',
    ]);
  }
  for (const ev of w.evaluations) {
    const s = sessionOf.get(ev.session_id);
    rows.push([
      'avaliação',
      ev.session_id,
      iso(s?.starts_at),
      s?.place,
      ev.result,
      iso(ev.evaluated_at),
      '',
      ev.notes ?? '',
      '',
    ]);
  }
  await pack.add(
    `${prefix}pratica.csv`,
    csv(
      [
        'Registro',
        'Turma',
        'Início (UTC)',
        'Local',
        'Forma ou resultado',
        'Quando (UTC)',
        'IP',
        'SHA-256 da assinatura ou observações',
        'Arquivo',
      ],
      rows,
    ),
  );
}

/**
 * The worker's questions to the tutors and the answers, as asked and as answered: times, authors,
 * the due time that applied and whether the first answer met it; a question's picture beside it.
 */
async function addQuestions(pack: EvidencePack, prefix: string, course: CourseEvidence, w: WorkerEvidence) {
  if (!w.questions.length) return;
  const lessonOf = new Map(course.lessons.map((l) => [l.id, l]));
  const out = [];
  for (const { question: q, answers } of w.questions) {
    const image = q.image_file ? `${prefix}duvidas/duvida-${q.id}${path.extname(q.image_file)}` : null;
    const attached = image ? await addUpload(pack, image, q.image_file) : false;
    out.push({
      id: q.id,
      modulo: lessonOf.get(q.lesson_id)?.module ?? null,
      aula: lessonOf.get(q.lesson_id)?.title ?? null,
      pergunta: q.text,
      enviada_em: iso(q.created_at),
      situacao: QUESTION_STATUS_LABELS[q.status],
      pergunta_frequente: Boolean(q.faq),
      prazo_em_dias_uteis: q.response_days,
      prazo_da_primeira_resposta: iso(q.due_at),
      primeira_resposta_em: iso(q.first_response_at),
      respondida_no_prazo: q.first_response_at ? new Date(q.first_response_at) <= new Date(q.due_at) : null,
      encerrada_em: iso(q.closed_at),
      imagem: attached && image ? path.basename(image) : null,
      sha256_da_imagem: q.image_sha256,
      respostas: answers.map((a) => ({
        tutor: a.author_name,
        tutor_id: a.user_id,
        resposta: a.text,
        em: iso(a.created_at),
      })),
    });
  }
  await pack.add(`${prefix}duvidas.json`, json(out));
}

/** The pictures the attempts showed, once per pack. */
export async function addImages(pack: EvidencePack, images: Set<string>): Promise<void> {
  for (const image of images) await addUpload(pack, `imagens/${path.basename(image)}`, image);
}

/** What a pack is and how to check it, for whoever opens it without the platform. */
export const README_TEXT = `Pacote de evidências de treinamento — Trilha Segura

Este arquivo ZIP reúne os registros do treinamento como a plataforma os guardou: dados do
trabalhador e da matrícula, registro de acessos (UTC e horário de São Paulo, IP e navegador), o
tempo de vídeo creditado pelo servidor por aula e por dia, cada tentativa de avaliação com as
questões e alternativas como foram mostradas e as respostas escolhidas, os certificados, a parte
prática (presença e avaliação), as dúvidas enviadas aos tutores com as respostas e os
aproveitamentos de treinamentos anteriores, além do curso como foi ensinado (versões do conteúdo e
projeto pedagógico).

O manifest.json lista cada arquivo com seu SHA-256 e tamanho; o manifest.sig é a assinatura
Ed25519 do manifesto pela plataforma. Para conferir: envie o pacote à página de conferência da
plataforma, ou rode \`npx trilha evidence verify <pacote.zip> --key <chave.pem>\` com a chave pública
publicada em /api/evidence/public-key. Qualquer byte alterado, arquivo removido ou acrescentado é
apontado pelo nome.
`;

/** The worker's name as the evidence states it: the retained one when the profile was anonymised. */
export const workerName = (w: WorkerEvidence) => w.retained?.name ?? w.user.name;

export const workerFolder = (w: WorkerEvidence) =>
  `trabalhadores/${slugOf(workerName(w)) || 'trabalhador'}-${w.user.id}/`;
