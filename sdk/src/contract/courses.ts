import { IdSchema, LooseBoolean, optionalText } from './common';
import { CAPTION_FILE_TYPES, COVER_FILE_TYPES, typeNames, VIDEO_FILE_TYPES } from './fileTypes';
import { LIMITS } from './limits';
import { z } from './zod';

export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const VIDEO_TYPES = ['youtube', 'vimeo', 'external', 'local'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export const COURSE_LEVELS = ['Básico', 'Intermediário', 'Avançado'] as const;

export const COURSE_MSG = {
  titleMin: 'Título do curso deve ter pelo menos 3 caracteres',
  moduleTitleMin: (n: number) => `Módulo ${n}: Título deve ter pelo menos 3 caracteres`,
  lessonTitleMin: (n: number, m: number) => `Módulo ${n}, Aula ${m}: Título deve ter pelo menos 3 caracteres`,
  courseNeedsModule: 'O curso deve ter pelo menos 1 módulo.',
  moduleNeedsLesson: (n: number) => `Módulo ${n}: o módulo deve ter pelo menos 1 aula.`,
  /** A content save that leaves out a lesson with student progress, without naming it as removed. */
  lessonHasProgress: (title: string, students: number) =>
    `A aula "${title}" não foi excluída: ${students} ${students === 1 ? 'aluno tem' : 'alunos têm'} progresso nela. Para excluí-la, use o botão de excluir da aula e confirme.`,
  courseUnavailable: 'Curso indisponível no momento',
  invalidStatus: 'Status do curso inválido',
  invalidVideoType: 'Tipo de vídeo inválido',
  invalidVideoUrl: 'URL do vídeo deve começar com http:// ou https://',
  invalidDuration: 'Duração deve ser um número inteiro de minutos, 0 ou mais',
  courseNotFound: 'Curso não encontrado.',
  moduleNotFound: 'Módulo não encontrado.',
  lessonNotFound: 'Aula não encontrada.',
  notEnrolled: 'Você não está matriculado neste curso.',
  lessonLocked: 'Esta aula está bloqueada. Complete a aula anterior para desbloqueá-la.',
  /** A lesson video's link without a valid signature (expired, edited or copied from elsewhere). */
  videoLinkInvalid: 'Link do vídeo inválido ou expirado. Abra a aula novamente.',
  watchTimeShort: 'Assista pelo menos 80% da aula antes de concluí-la.',
  adminSelfEnroll: 'Como administrador, você pode acessar todos os cursos. Use "Gerenciar Cursos" no menu.',
  alreadyEnrolled: 'Você já está matriculado neste curso.',
  userAlreadyEnrolled: 'Este aluno já está matriculado neste curso.',
  courseNotAvailable: 'Este curso não está disponível para matrícula.',
  inactiveUser: 'Não é possível matricular um usuário inativo.',
  onlyStudents: 'Apenas alunos podem ser matriculados.',
  enrollmentNotFound: 'Matrícula não encontrada.',
  selectStudent: 'Por favor, selecione um aluno.',
  selectCompany: 'Por favor, selecione uma empresa.',
  courseCreated: (status: CourseStatus) =>
    `Curso salvo como ${status === 'draft' ? 'rascunho' : 'publicado'} com sucesso!`,
  courseUpdated: 'Curso atualizado com sucesso!',
  courseDeleted: 'Curso excluído com sucesso!',
  enrolled: 'Aluno matriculado com sucesso!',
  selfEnrolled: 'Matrícula realizada com sucesso! Enviamos um e-mail de confirmação.',
  enrollmentRemoved: 'Matrícula removida com sucesso!',
  lessonCompleted: 'Aula concluída com sucesso!',
  courseCompleted: 'Parabéns! Você concluiu todas as aulas do curso.',
  progressSaved: 'Progresso salvo.',
  thumbnailType: `Formato de imagem não suportado. Use ${typeNames(COVER_FILE_TYPES)}.`,
  thumbnailTooLarge: 'A imagem de capa deve ter no máximo 5MB.',
  videoType: `Formato de vídeo não suportado. Use ${typeNames(VIDEO_FILE_TYPES)}.`,
  videoTooLarge: 'O vídeo deve ter no máximo 2GB.',
  attachmentRequired: 'Por favor, selecione um arquivo',
  attachmentTitleRequired: 'Por favor, informe o título do material',
  attachmentTitleMin: 'O título do material deve ter pelo menos 3 caracteres',
  attachmentType: 'Tipo de arquivo não permitido para material de apoio.',
  attachmentTooLarge: 'O material de apoio deve ter no máximo 50MB.',
  attachmentNotFound: 'Anexo não encontrado.',
  attachmentDeleted: 'Anexo excluído com sucesso!',
  attachmentUploaded: 'Material enviado com sucesso!',
  captionRequired: 'Selecione um arquivo de legenda (.vtt).',
  captionType: `Arquivo de legenda inválido. Use ${typeNames(CAPTION_FILE_TYPES)}: um texto UTF-8 que começa com "WEBVTT".`,
  captionTooLarge: 'A legenda deve ter no máximo 512 KB.',
  captionNeedsLocalVideo: 'Legendas só podem ser anexadas a aulas com vídeo enviado (upload).',
  captionNotFound: 'Esta aula não possui legenda.',
  captionAttached: 'Legenda anexada com sucesso!',
  captionRemoved: 'Legenda removida com sucesso!',
} as const;

export const FILE_LIMITS = {
  thumbnailMaxBytes: 5_242_880,
  attachmentMaxBytes: 52_428_800,
  videoMaxBytes: 2_147_483_648,
  captionMaxBytes: 524_288,
} as const;

const title = (message: string) =>
  z.string({ error: message }).trim().min(LIMITS.minTitleLength, { error: message }).max(255);

/** Multipart fields of POST /api/courses and JSON of PUT /api/courses/{id}. */
export const CourseFieldsSchema = z.object({
  title: title(COURSE_MSG.titleMin),
  description: optionalText(LIMITS.maxTextLength * 5),
  status: z.enum(COURSE_STATUSES, { error: COURSE_MSG.invalidStatus }).default('draft'),
  level: optionalText(32),
  is_active: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === true || v === 'true' || v === '1')),
  validity_months: z.coerce
    .number()
    .int()
    .min(1)
    .max(240)
    .nullish()
    .or(z.literal('').transform(() => null)),
  // What NR-01 asks a training certificate to state, filled in by the admin.
  workload_hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(2000)
    .nullish()
    .or(z.literal('').transform(() => null)),
  syllabus: optionalText(LIMITS.maxTextLength * 5),
  /** The NR preset the course follows (issue 19): its workload, validity and practical flag fill what is left empty. */
  nr_preset_id: IdSchema.nullish().or(z.literal('').transform(() => null)),
  /** Null or absent: the preset's flag. */
  practical_required: LooseBoolean.nullish().or(z.literal('').transform(() => null)),
  modality: optionalText(32),
  location: optionalText(255),
  instructor_name: optionalText(255),
  instructor_qualification: optionalText(255),
  technician_name: optionalText(255),
  technician_qualification: optionalText(255),
  refresher_course_id: IdSchema.nullish().or(z.literal('').transform(() => null)),
});
export type CourseFieldsReq = z.input<typeof CourseFieldsSchema>;

export const ModuleCreateSchema = z.object({
  title: title('Título do módulo deve ter pelo menos 3 caracteres'),
  description: optionalText(LIMITS.maxTextLength),
  order_index: z.coerce.number().int().min(0).max(10_000).default(0),
});

const VideoUrl = z
  .string()
  .trim()
  .max(2048)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), { error: COURSE_MSG.invalidVideoUrl });

export const LessonFieldsSchema = z.object({
  title: title('Título da aula deve ter pelo menos 3 caracteres'),
  description: optionalText(LIMITS.maxTextLength),
  video_type: z.enum(VIDEO_TYPES, { error: COURSE_MSG.invalidVideoType }).default('youtube'),
  video_url: VideoUrl,
  duration: z.coerce
    .number({ error: COURSE_MSG.invalidDuration })
    .int({ error: COURSE_MSG.invalidDuration })
    .min(0, { error: COURSE_MSG.invalidDuration })
    .max(100_000)
    .default(0),
  order_index: z.coerce.number().int().min(0).max(10_000).default(0),
});

export type LessonFieldsReq = z.input<typeof LessonFieldsSchema>;

/**
 * The whole module/lesson tree of a course, saved in one transaction. Ids above 1e12 (or absent)
 * are new items made in the browser; other ids must belong to this course. New items with a short
 * title are skipped, as the form does; an existing item with a short title keeps its stored title.
 * An existing item left out is deleted, unless students have progress in it: then the save is
 * refused unless the item is named in removed_lesson_ids / removed_module_ids, and it is archived
 * (kept with its progress as evidence) instead of deleted.
 */
export const CourseContentSchema = z.object({
  modules: z
    .array(
      z.object({
        id: z.number().optional(),
        title: z.string().max(255),
        description: optionalText(LIMITS.maxTextLength),
        lessons: z
          .array(
            z.object({
              id: z.number().optional(),
              title: z.string().max(255),
              description: optionalText(LIMITS.maxTextLength),
              video_type: z.enum(VIDEO_TYPES, { error: COURSE_MSG.invalidVideoType }).default('youtube'),
              video_url: VideoUrl,
              /** Keeps the uploaded local video of an existing lesson, or names one uploaded with /api/courses/videos. */
              video_file: z.string().max(255).nullish(),
              duration: z.coerce.number().int().min(0).max(100_000).default(0),
            }),
          )
          .max(500),
      }),
    )
    .max(200),
  removed_module_ids: z.array(IdSchema).max(200).default([]),
  removed_lesson_ids: z.array(IdSchema).max(10_000).default([]),
});
export type CourseContentReq = z.input<typeof CourseContentSchema>;

export const EnrollSchema = z.object({ userId: IdSchema });
export const EnrollCompanySchema = z.object({ companyId: IdSchema });

export const CompleteLessonSchema = z.object({
  watch_time: z.coerce.number().min(0).max(10_000_000).optional(),
});
export const DetailedProgressSchema = z.object({
  currentTime: z.coerce.number().min(0).max(10_000_000),
  totalDuration: z.coerce.number().min(0).max(10_000_000).optional(),
  watchedPercentage: z.coerce.number().min(0).max(100).optional(),
});
export const LessonProgressSchema = z.object({
  currentTime: z.coerce.number().min(0).max(10_000_000),
  watchedPercentage: z.coerce.number().min(0).max(100).optional(),
  canProceed: z.boolean().optional(),
});
export const SaveCourseProgressSchema = z.object({ lessonId: IdSchema });

export const AttachmentUploadSchema = z.object({
  title: z
    .string({ error: COURSE_MSG.attachmentTitleRequired })
    .trim()
    .min(1, { error: COURSE_MSG.attachmentTitleRequired })
    .min(LIMITS.minTitleLength, { error: COURSE_MSG.attachmentTitleMin })
    .max(255),
  description: optionalText(LIMITS.maxTextLength),
  lessonId: IdSchema,
});
export const AttachmentCopySchema = z.object({ lessonTitle: z.string().trim().min(1).max(255), newLessonId: IdSchema });
export const AttachmentCopyExistingSchema = z.object({ attachmentId: IdSchema, newLessonId: IdSchema });
