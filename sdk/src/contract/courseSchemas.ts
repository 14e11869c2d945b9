/** The zod schemas of courses, lessons, progress and attachments (courses.ts holds their texts, without zod). */
import { IdSchema, LooseBoolean, optionalText } from './common';
import { COURSE_MSG, COURSE_STATUSES, VIDEO_TYPES } from './courses';
import { LIMITS } from './limits';
import { z } from './zod';

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
