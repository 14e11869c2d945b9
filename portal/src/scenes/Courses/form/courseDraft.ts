import {
  AttachmentUploadSchema,
  COURSE_LEVELS,
  COURSE_MSG,
  type Course,
  type CourseContentReq,
  type CourseFieldsReq,
  CourseFieldsSchema,
  type CourseStatus,
  LessonFieldsSchema,
  LIMITS,
  type VideoType,
} from '@trilha/sdk/contract';
import { T } from '../../../messages';
import { problems } from '../../../validate';

/**
 * The course form's state and its pure rules: new items, list edits, validation (spec §5 Course
 * form) and the payloads of the save. Kept free of React so the rules read in one place.
 */

export interface MaterialDraft {
  title: string;
  description: string;
  file: File | null;
}

export interface LessonDraft {
  /** The database id, or a client id above 1e12 for a lesson made in this form. */
  id: number;
  title: string;
  description: string;
  video_type: VideoType;
  video_url: string;
  /** The stored local video ('/api/uploads/videos/...') the lesson already has. */
  video_file: string | null;
  /** A local video chosen in the form, uploaded at save time. */
  videoUpload: File | null;
  /** Signed link of the captions the saved lesson's video has. */
  caption_url: string | null;
  /** WebVTT captions chosen in the form, uploaded after the content save. */
  captionUpload: File | null;
  /** The admin removed the current captions: they go when the course is saved. */
  captionRemoved: boolean;
  /** Whole minutes, 0 or more. */
  duration: number;
  material: MaterialDraft;
  /** Students with progress in this saved lesson (0 for a new one): the delete confirm says so. */
  studentsWithProgress: number;
}

export interface ModuleDraft {
  id: number;
  title: string;
  description: string;
  lessons: LessonDraft[];
  studentsWithProgress: number;
}

/** The certificate fields of NR-01, as typed in the form. */
export interface CertificateDraft {
  validity_months: string;
  workload_hours: string;
  syllabus: string;
  modality: string;
  location: string;
  instructor_name: string;
  instructor_qualification: string;
  technician_name: string;
  technician_qualification: string;
  refresher_course_id: string;
}

export interface CourseDraft {
  title: string;
  description: string;
  level: string;
  is_active: boolean;
  /** A new cover chosen in the form; the current one is `coverUrl`. */
  cover: File | null;
  coverUrl: string | null;
  certificate: CertificateDraft;
  /** The NR preset the course follows (issue 19), '' for none. */
  nr_preset_id: string;
  /** The practical part: null follows the preset's flag, a boolean is the admin's choice. */
  practical_required: boolean | null;
  /** The saved course's content version (read-only), null for a new course. */
  version: number | null;
  modules: ModuleDraft[];
  /**
   * Saved modules and lessons the admin deleted with their button (and confirmed): only these may
   * be removed when students have progress in them (the server refuses any other removal).
   */
  removedModuleIds: number[];
  removedLessonIds: number[];
}

let sequence = 0;

/** A client id for a new module or lesson: Date.now() + n, so always above 1e12 (spec §4 Edit behaviour). */
export function newClientId(): number {
  sequence += 1;
  return Date.now() + sequence;
}

export const isNewItem = (id: number) => id > LIMITS.newItemIdThreshold;

const emptyMaterial = (): MaterialDraft => ({ title: '', description: '', file: null });

/** 'Nova Aula N', with the spec's default video type. */
export function newLesson(n: number): LessonDraft {
  return {
    id: newClientId(),
    title: T.courseForm.newLesson(n),
    description: '',
    video_type: 'youtube',
    video_url: '',
    video_file: null,
    videoUpload: null,
    caption_url: null,
    captionUpload: null,
    captionRemoved: false,
    duration: 0,
    material: emptyMaterial(),
    studentsWithProgress: 0,
  };
}

/** 'Novo Módulo N' with its first lesson. */
export function newModule(n: number): ModuleDraft {
  return {
    id: newClientId(),
    title: T.courseForm.newModule(n),
    description: '',
    lessons: [newLesson(1)],
    studentsWithProgress: 0,
  };
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : `${value}`);

export function emptyDraft(): CourseDraft {
  return {
    title: '',
    description: '',
    level: COURSE_LEVELS[0],
    is_active: true,
    cover: null,
    coverUrl: null,
    certificate: {
      validity_months: '',
      workload_hours: '',
      syllabus: '',
      modality: '',
      location: '',
      instructor_name: '',
      instructor_qualification: '',
      technician_name: '',
      technician_qualification: '',
      refresher_course_id: '',
    },
    nr_preset_id: '',
    practical_required: null,
    version: null,
    modules: [newModule(1)],
    removedModuleIds: [],
    removedLessonIds: [],
  };
}

/** The form state of a saved course (GET /api/courses/{id} with its modules). */
export function draftFromCourse(course: Course): CourseDraft {
  const modules = [...(course.modules ?? [])].sort((a, b) => a.order_index - b.order_index);
  return {
    title: course.title,
    description: text(course.description),
    level: text(course.level),
    is_active: course.is_active,
    cover: null,
    coverUrl: course.thumbnail_url,
    certificate: {
      validity_months: text(course.validity_months),
      workload_hours: text(course.workload_hours),
      syllabus: text(course.syllabus),
      modality: text(course.modality),
      location: text(course.location),
      instructor_name: text(course.instructor_name),
      instructor_qualification: text(course.instructor_qualification),
      technician_name: text(course.technician_name),
      technician_qualification: text(course.technician_qualification),
      refresher_course_id: text(course.refresher_course_id),
    },
    nr_preset_id: text(course.nr_preset_id),
    practical_required: course.practical_required ?? null,
    version: course.version ?? null,
    removedModuleIds: [],
    removedLessonIds: [],
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      description: text(m.description),
      studentsWithProgress: m.students_with_progress ?? 0,
      lessons: [...m.lessons]
        .sort((a, b) => a.order_index - b.order_index)
        .map((l) => ({
          id: l.id,
          title: l.title,
          description: text(l.description),
          video_type: l.video_type,
          video_url: text(l.video_url),
          video_file: l.video_file,
          videoUpload: null,
          caption_url: l.caption_url ?? null,
          captionUpload: null,
          captionRemoved: false,
          duration: l.duration,
          material: emptyMaterial(),
          studentsWithProgress: l.students_with_progress ?? 0,
        })),
    })),
  };
}

// ---- list edits ------------------------------------------------------------------------------

export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Deletes a module with its delete button: a saved one is named as removed for the server. */
export function removeModule(draft: CourseDraft, index: number): CourseDraft {
  const module = draft.modules[index];
  if (!module) return draft;
  return {
    ...draft,
    modules: removeAt(draft.modules, index),
    removedModuleIds: isNewItem(module.id) ? draft.removedModuleIds : [...draft.removedModuleIds, module.id],
  };
}

/** Deletes a lesson with its delete button: a saved one is named as removed for the server. */
export function removeLesson(draft: CourseDraft, moduleIndex: number, lessonIndex: number): CourseDraft {
  const module = draft.modules[moduleIndex];
  const lesson = module?.lessons[lessonIndex];
  if (!module || !lesson) return draft;
  return {
    ...draft,
    modules: replaceAt(draft.modules, moduleIndex, { ...module, lessons: removeAt(module.lessons, lessonIndex) }),
    removedLessonIds: isNewItem(lesson.id) ? draft.removedLessonIds : [...draft.removedLessonIds, lesson.id],
  };
}

// ---- validation (spec §5 Course form) ----------------------------------------------------------

const tooShort = (title: string) => title.trim().length < LIMITS.minTitleLength;
/** The server's rules for the fields it reads on its own: a lesson's video URL, a material's title. */
const validVideoUrl = (url: string) => LessonFieldsSchema.shape.video_url.safeParse(url).success;
export const validMaterialTitle = (title: string) => AttachmentUploadSchema.shape.title.safeParse(title).success;
/**
 * A new module or lesson whose title was cleared is left out of the save without a message. A saved
 * one is always sent: a cleared title keeps its stored title (deleting takes the delete button).
 */
const isSkipped = (item: { id: number; title: string }) => isNewItem(item.id) && item.title.trim().length === 0;

/** The modules and lessons the save sends: new ones with a blank title are skipped silently. */
export function keptModules(draft: CourseDraft): ModuleDraft[] {
  return draft.modules
    .filter((m) => !isSkipped(m))
    .map((m) => ({ ...m, lessons: m.lessons.filter((l) => !isSkipped(l)) }));
}

/**
 * Every problem of the form, in order: course title, then 'Módulo N: ...' and 'Módulo N, Aula M: ...'
 * for titles of 1 or 2 characters, a local lesson without a video and a URL that is not http(s).
 */
export function validateDraft(draft: CourseDraft): string[] {
  const errors: string[] = [];
  errors.push(...problems(CourseFieldsSchema.shape.title, draft.title));
  draft.modules.forEach((module, mi) => {
    if (isSkipped(module)) return;
    const blank = (title: string) => title.trim().length === 0;
    if (tooShort(module.title) && !blank(module.title)) errors.push(COURSE_MSG.moduleTitleMin(mi + 1));
    module.lessons.forEach((lesson, li) => {
      if (isSkipped(lesson)) return;
      if (tooShort(lesson.title) && !blank(lesson.title)) errors.push(COURSE_MSG.lessonTitleMin(mi + 1, li + 1));
      if (lesson.video_type === 'local') {
        if (!lesson.videoUpload && !lesson.video_file) errors.push(T.courseForm.videoMissing(mi + 1, li + 1));
      } else if (!validVideoUrl(lesson.video_url)) {
        errors.push(T.courseForm.videoUrlInvalid(mi + 1, li + 1));
      }
    });
  });
  return errors;
}

// ---- payloads ----------------------------------------------------------------------------------

const orNull = (value: string) => value.trim() || null;

/**
 * Every course field, so an edit can also clear one (PUT /api/courses/{id} updates the fields sent).
 * Empty numbers go as '' (multipart) / null (JSON): both mean "not informed" to the schema.
 */
export function courseFields(draft: CourseDraft, status: CourseStatus): CourseFieldsReq {
  const c = draft.certificate;
  return {
    title: draft.title.trim(),
    description: orNull(draft.description),
    status,
    level: orNull(draft.level),
    is_active: draft.is_active,
    validity_months: c.validity_months.trim() ? Number(c.validity_months) : null,
    workload_hours: c.workload_hours.trim() ? Number(c.workload_hours) : null,
    syllabus: orNull(c.syllabus),
    modality: orNull(c.modality),
    location: orNull(c.location),
    instructor_name: orNull(c.instructor_name),
    instructor_qualification: orNull(c.instructor_qualification),
    technician_name: orNull(c.technician_name),
    technician_qualification: orNull(c.technician_qualification),
    refresher_course_id: c.refresher_course_id ? Number(c.refresher_course_id) : null,
    // Empty workload / validity / practical flag take the preset's values on the server.
    nr_preset_id: draft.nr_preset_id ? Number(draft.nr_preset_id) : null,
    practical_required: draft.practical_required,
  };
}

/**
 * The whole module/lesson tree for PUT /api/courses/{id}/content. `videos` holds the stored path
 * of each local video uploaded during this save, by lesson id.
 */
export function courseContent(draft: CourseDraft, videos: ReadonlyMap<number, string>): CourseContentReq {
  return {
    removed_module_ids: draft.removedModuleIds,
    removed_lesson_ids: draft.removedLessonIds,
    modules: keptModules(draft).map((m) => ({
      id: m.id,
      title: m.title.trim(),
      description: orNull(m.description),
      lessons: m.lessons.map((l) => ({
        id: l.id,
        title: l.title.trim(),
        description: orNull(l.description),
        video_type: l.video_type,
        video_url: l.video_type === 'local' ? null : orNull(l.video_url),
        video_file: l.video_type === 'local' ? (videos.get(l.id) ?? l.video_file) : null,
        duration: l.duration,
      })),
    })),
  };
}

/**
 * What the save does with a lesson's captions once the content save has given it its id: upload
 * the chosen file (replacing any), remove the current one, or nothing. Only an uploaded video has
 * captions, and a new video already drops the old captions on the server.
 */
export function captionAction(lesson: LessonDraft): { upload: File } | 'remove' | null {
  if (lesson.video_type !== 'local') return null;
  if (lesson.captionUpload) return { upload: lesson.captionUpload };
  if (lesson.captionRemoved && lesson.caption_url && !lesson.videoUpload && !isNewItem(lesson.id)) return 'remove';
  return null;
}

/** The captions the lesson will have once saved: the chosen file, the current one, or none. */
export function captionStatus(lesson: LessonDraft): 'chosen' | 'current' | 'dropped' | 'removed' | 'none' {
  if (lesson.captionUpload) return 'chosen';
  if (!lesson.caption_url) return 'none';
  if (lesson.captionRemoved) return 'removed';
  return lesson.videoUpload ? 'dropped' : 'current';
}

/** Material is uploaded only with a file and a title of at least 3 characters (spec §5). */
export function materialToUpload(material: MaterialDraft): material is MaterialDraft & { file: File } {
  return material.file !== null && validMaterialTitle(material.title);
}
