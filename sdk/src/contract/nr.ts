import { IdSchema, optionalText } from './common';
import { plural } from './format';
import { z } from './zod';

/**
 * NR-01 rules (issue 19): the NR presets a course follows, the training types of enrolments and
 * certificates, and the eventual triggers that call a worker back to training.
 */

export const TRAINING_EVENT_KINDS = [
  'mudanca_procedimento',
  'acidente_grave',
  'retorno_afastamento',
  'mudanca_funcao',
  'outro',
] as const;
export type TrainingEventKind = (typeof TRAINING_EVENT_KINDS)[number];
export const TRAINING_EVENT_LABELS: Record<TrainingEventKind, string> = {
  mudanca_procedimento: 'Mudança de procedimento, condição ou operação de trabalho',
  acidente_grave: 'Acidente grave ou fatal',
  retorno_afastamento: 'Retorno de afastamento',
  mudanca_funcao: 'Mudança de função',
  outro: 'Outro motivo',
};

export const NR_MSG = {
  presetNotFound: 'Norma não encontrada.',
  presetCode: 'Informe o código da norma (ex.: NR-10), de 2 a 40 caracteres.',
  presetTitle: 'Informe o título da norma (3 a 200 caracteres).',
  presetDuplicate: 'Já existe uma norma com este código.',
  presetInUse: (n: number) =>
    `Esta norma está vinculada a ${plural(n, 'curso', 'cursos')}: desvincule antes de excluir.`,
  hours: 'Carga horária: um número inteiro de horas, de 0 a 400.',
  initialHours: 'Carga horária inicial: de 1 a 400 horas.',
  validity: 'Validade: de 0 a 240 meses (0 = sem reciclagem periódica).',
  periodicNeedsValidity: 'Com reciclagem periódica (carga periódica acima de 0), informe a validade em meses.',
  leaveThreshold: 'Afastamento que exige retreinamento: de 1 a 3650 dias.',
  dailyCap: 'Limite diário: de 1 a 24 horas.',
  presetSaved: 'Norma salva.',
  presetDeleted: 'Norma excluída.',
  eventWorkers: 'Informe os trabalhadores: uma lista, uma empresa ou um cargo.',
  eventFuture: 'A data do evento não pode estar no futuro.',
  eventLeaveDates: 'Informe o início e o fim do afastamento (o fim não pode ser antes do início).',
  eventLeaveShort: (days: number, threshold: number) =>
    `Afastamento de ${days} dias: só exige retreinamento acima de ${threshold} dias. Nenhuma matrícula criada.`,
  dailyLimitReached: (hours: number) =>
    `Você atingiu o limite de ${plural(hours, 'hora', 'horas')} de treinamento por dia desta norma. A aula continua amanhã.`,
  convalidationDates: 'Informe ao menos uma data do treinamento anterior (AAAA-MM-DD), nenhuma no futuro.',
  convalidationSource: 'Informe a organização onde o treinamento foi feito (2 a 200 caracteres).',
  convalidationResponsible: 'Informe o responsável técnico que aprovou o aproveitamento (3 a 200 caracteres).',
  convalidationHours: 'Informe a carga horária cumprida: de 1 a 400 horas.',
  convalidationFile: 'Anexe a evidência do treinamento anterior (PDF ou imagem).',
  convalidationFileType: 'A evidência deve ser um PDF ou uma imagem (JPG, PNG).',
  convalidationFileTooLarge: 'A evidência pode ter no máximo 10 MB.',
  convalidationExists: 'Este trabalhador já tem um certificado ativo deste curso.',
  convalidationNotLearner: 'Só trabalhadores (alunos) recebem certificados.',
  convalidated: 'Treinamento anterior registrado e certificado emitido.',
  complementHours:
    'Informe as horas do complemento: de 1 a 400 horas, ou deixe em branco para emitir o certificado agora.',
  complementFinished: 'Este trabalhador já concluiu o curso: registre sem complemento para emitir o certificado.',
  complementModules: 'Escolha os módulos do curso que o trabalhador ainda precisa cumprir (ao menos um).',
  convalidatedWithComplement: (hours: number) =>
    `Treinamento anterior registrado. O trabalhador foi matriculado para cumprir o complemento de ${hours} h; o certificado sai ao concluir o curso.`,
  convalidatedWithModules: (modules: number) =>
    `Treinamento anterior registrado. O trabalhador foi matriculado para cumprir ${plural(modules, 'módulo', 'módulos')}; as aulas dos demais foram aproveitadas, e o certificado sai ao concluir o curso.`,
  eventCreated: (n: number) =>
    n === 1
      ? 'Evento registrado: 1 matrícula eventual criada.'
      : `Evento registrado: ${n} matrículas eventuais criadas.`,
} as const;

const hours = (message: string, min = 0) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(400, { error: message });

export const NrPresetSchema = z
  .object({
    code: z
      .string({ error: NR_MSG.presetCode })
      .trim()
      .min(2, { error: NR_MSG.presetCode })
      .max(40, { error: NR_MSG.presetCode }),
    title: z
      .string({ error: NR_MSG.presetTitle })
      .trim()
      .min(3, { error: NR_MSG.presetTitle })
      .max(200, { error: NR_MSG.presetTitle }),
    initial_hours: hours(NR_MSG.initialHours, 1),
    periodic_hours: hours(NR_MSG.hours).default(0),
    validity_months: z.coerce
      .number({ error: NR_MSG.validity })
      .int({ error: NR_MSG.validity })
      .min(0, { error: NR_MSG.validity })
      .max(240, { error: NR_MSG.validity })
      .default(0),
    leave_threshold_days: z.coerce
      .number({ error: NR_MSG.leaveThreshold })
      .int({ error: NR_MSG.leaveThreshold })
      .min(1, { error: NR_MSG.leaveThreshold })
      .max(3650, { error: NR_MSG.leaveThreshold })
      .default(180),
    practical_required: z.boolean().default(false),
    daily_cap_hours: z.coerce
      .number({ error: NR_MSG.dailyCap })
      .int({ error: NR_MSG.dailyCap })
      .min(1, { error: NR_MSG.dailyCap })
      .max(24, { error: NR_MSG.dailyCap })
      .default(8),
    legal_reference: optionalText(2000),
    /** Where sources disagree on a value, the screen says so here. */
    notes: optionalText(2000),
  })
  .refine((p) => p.periodic_hours === 0 || p.validity_months > 0, {
    error: NR_MSG.periodicNeedsValidity,
    path: ['validity_months'],
  });
export type NrPresetReq = z.input<typeof NrPresetSchema>;

export interface NrPreset {
  id: number;
  code: string;
  title: string;
  initial_hours: number;
  periodic_hours: number;
  validity_months: number;
  leave_threshold_days: number;
  practical_required: boolean;
  daily_cap_hours: number;
  legal_reference: string | null;
  notes: string | null;
  course_count: number;
  updated_at: string;
}

const isoDate = z
  .string({ error: 'Data inválida (use AAAA-MM-DD).' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data inválida (use AAAA-MM-DD).' });

export const TrainingEventSchema = z
  .object({
    kind: z.enum(TRAINING_EVENT_KINDS, { error: 'Tipo de evento inválido.' }),
    occurred_at: isoDate,
    course_id: IdSchema,
    user_ids: z.array(IdSchema).max(5000).optional(),
    company_id: IdSchema.optional(),
    job_role_id: IdSchema.optional(),
    note: optionalText(2000),
    leave_start: isoDate.optional(),
    leave_end: isoDate.optional(),
  })
  .refine((e) => Boolean(e.user_ids?.length || e.company_id || e.job_role_id), {
    error: NR_MSG.eventWorkers,
    path: ['user_ids'],
  })
  .refine((e) => e.kind !== 'retorno_afastamento' || (e.leave_start && e.leave_end && e.leave_start <= e.leave_end), {
    error: NR_MSG.eventLeaveDates,
    path: ['leave_end'],
  });
export type TrainingEventReq = z.input<typeof TrainingEventSchema>;

export const CONVALIDATION_MODES = ['reuse', 'convalidation'] as const;
export type ConvalidationMode = (typeof CONVALIDATION_MODES)[number];
export const CONVALIDATION_MODE_LABELS: Record<ConvalidationMode, string> = {
  reuse: 'Aproveitamento (mesma organização)',
  convalidation: 'Convalidação (outra organização)',
};

/** Dates as a multipart form sends them: one field, several fields, or a comma-separated list. */
const DatesSchema = z
  .union([z.string(), z.array(z.string())], { error: NR_MSG.convalidationDates })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((d) => d.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: NR_MSG.convalidationDates }), {
        error: NR_MSG.convalidationDates,
      })
      .min(1, { error: NR_MSG.convalidationDates })
      .max(50, { error: NR_MSG.convalidationDates }),
  );

/** POST /api/convalidations (multipart, the evidence in `file`): earlier training reused or convalidated (NR-01 1.7.6). */
export const ConvalidationSchema = z.object({
  user_id: IdSchema,
  course_id: IdSchema,
  mode: z.enum(CONVALIDATION_MODES, { error: 'Escolha aproveitamento ou convalidação.' }),
  source_organization: z
    .string({ error: NR_MSG.convalidationSource })
    .trim()
    .min(2, { error: NR_MSG.convalidationSource })
    .max(200, { error: NR_MSG.convalidationSource }),
  dates: DatesSchema,
  hours: hours(NR_MSG.convalidationHours, 1),
  responsible: z
    .string({ error: NR_MSG.convalidationResponsible })
    .trim()
    .min(3, { error: NR_MSG.convalidationResponsible })
    .max(200, { error: NR_MSG.convalidationResponsible }),
  note: optionalText(2000),
  /**
   * The earlier training covers only part of the course: the worker is enrolled to do the rest
   * (NR-01 1.7.6 complement) and the certificate is issued when the course is done, still counting
   * its validity from the oldest reused date. Empty: the certificate is issued at once.
   */
  complement_hours: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    hours(NR_MSG.complementHours, 1).optional(),
  ),
  /**
   * With the complement: the modules the worker still has to do; the lessons of the others are
   * credited by the earlier training. Left out: the whole course.
   */
  complement_module_ids: z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: NR_MSG.complementModules })
    .transform((v): unknown[] => (Array.isArray(v) ? v : v.split(',')).map((id) => String(id).trim()).filter(Boolean))
    .pipe(z.array(IdSchema, { error: NR_MSG.complementModules }).min(1, { error: NR_MSG.complementModules }).max(200))
    .optional(),
});
export type ConvalidationReq = z.input<typeof ConvalidationSchema>;

export const CONVALIDATION_LIMITS = { evidenceMaxBytes: 10_485_760 } as const;

/**
 * The pedagogical project of a course (NR-01 Annex II): what distance training must keep available
 * to the inspection. Each content version keeps the project in force when it was taken.
 */
export const PedagogicalProjectSchema = z.object({
  objectives: optionalText(5000),
  strategy: optionalText(5000),
  theory_practice: optionalText(5000),
  responsible: optionalText(500),
  tutoring_channel: optionalText(1000),
  assessment_method: optionalText(5000),
});
export type PedagogicalProjectReq = z.input<typeof PedagogicalProjectSchema>;
export type PedagogicalProject = z.output<typeof PedagogicalProjectSchema>;

export const PROJECT_MSG = {
  saved: 'Projeto pedagógico salvo.',
  fileSaved: 'Projeto pedagógico (PDF) anexado.',
  fileRequired: 'Selecione o PDF do projeto pedagógico.',
  fileType: 'O projeto pedagógico deve ser um PDF.',
  fileTooLarge: 'O PDF do projeto pedagógico pode ter no máximo 10 MB.',
  versionNotFound: 'Versão do curso não encontrada.',
} as const;

/** One content version of a course as it was: its modules and lessons, syllabus, workload, project. */
export interface CourseVersion {
  version: number;
  created_at: string;
  workload_hours: number | null;
  syllabus: string | null;
  /**
   * What the version taught. `video` (a stored file's name or the video's address) and `captions`
   * (the caption file) are in every snapshot taken since they were kept; older ones lack them.
   */
  modules: {
    title: string;
    lessons: { title: string; duration: number; video?: string | null; captions?: string | null }[];
  }[];
  project: PedagogicalProject | null;
  /** Where the project's PDF downloads (an admin's call), when one was attached. */
  project_file_url: string | null;
}

export type CourseVersionSummary = Pick<CourseVersion, 'version' | 'created_at' | 'workload_hours'> & {
  module_count: number;
  lesson_count: number;
  has_project: boolean;
};
