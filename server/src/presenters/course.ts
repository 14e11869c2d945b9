import type {
  LessonAttachment as AttachmentShape,
  CourseModule,
  Course as CourseShape,
  Enrollment as EnrollmentShape,
} from '@trilha/sdk/contract';
import type { Course, Enrollment, LessonAttachment, Module } from '../models';
import type { LessonState } from '../policies/study';
import type { ContentProgress } from '../queries/contentProgress';
import type { CourseTotals } from '../queries/courses';
import { publicUploadUrl } from '../services/storage';
import { signedVideoUrl } from '../services/videoLinks';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function presentEnrollmentSummary(e: Enrollment | null | undefined): CourseShape['enrollment'] {
  if (!e) return null;
  return {
    id: e.id,
    progress: e.progress,
    enrolled_at: iso(e.enrolled_at) as string,
    completed_at: iso(e.completed_at),
    certificate_issued_at: iso(e.certificate_issued_at),
  };
}

export interface CourseExtras {
  totals?: CourseTotals;
  enrollment?: Enrollment | null;
  modules?: Module[];
  states?: Map<number, LessonState>;
  isEnrolled?: boolean;
  /** Admins: students with progress per lesson and module. */
  progress?: ContentProgress;
}

export function presentCourse(course: Course, extras: CourseExtras = {}): CourseShape {
  const assessments = course.assessments;
  const lessons = extras.modules?.flatMap((m) => m.lessons ?? []);
  const totals = extras.totals ?? {
    total_duration: lessons?.reduce((sum, l) => sum + l.duration, 0) ?? 0,
    lesson_count: lessons?.length ?? 0,
  };
  const shape: CourseShape = {
    id: course.id,
    title: course.title,
    description: course.description ?? null,
    thumbnail: course.thumbnail ? (course.thumbnail.split('/').pop() ?? null) : null,
    thumbnail_url: publicUploadUrl(course.thumbnail),
    status: course.status,
    is_active: Boolean(course.is_active),
    level: course.level ?? null,
    validity_months: course.validity_months ?? null,
    workload_hours: course.workload_hours ?? null,
    syllabus: course.syllabus ?? null,
    modality: course.modality ?? null,
    location: course.location ?? null,
    instructor_name: course.instructor_name ?? null,
    instructor_qualification: course.instructor_qualification ?? null,
    technician_name: course.technician_name ?? null,
    technician_qualification: course.technician_qualification ?? null,
    refresher_course_id: course.refresher_course_id ?? null,
    nr_preset_id: course.nr_preset_id ?? null,
    practical_required: Boolean(course.practical_required),
    version: course.version ?? 1,
    created_at: iso(course.created_at) as string,
    total_duration: totals.total_duration,
    lesson_count: totals.lesson_count,
    is_available: course.isAvailable,
  };
  if (extras.isEnrolled !== undefined) shape.is_enrolled = extras.isEnrolled;
  if (extras.enrollment !== undefined) {
    shape.enrollment = presentEnrollmentSummary(extras.enrollment);
    shape.lastWatchedLesson = extras.enrollment?.last_lesson_id ? { id: extras.enrollment.last_lesson_id } : null;
  }
  if (assessments) shape.assessments = assessments.map((a) => ({ id: a.id, title: a.title }));
  if (extras.modules) shape.modules = extras.modules.map((m) => presentModule(m, extras.states, extras.progress));
  return shape;
}

function presentModule(module: Module, states?: Map<number, LessonState>, progress?: ContentProgress): CourseModule {
  return {
    id: module.id,
    title: module.title,
    description: module.description ?? null,
    order_index: module.order_index,
    ...(progress ? { students_with_progress: progress.modules.get(module.id) ?? 0 } : {}),
    lessons: (module.lessons ?? []).map((l) => {
      const state = states?.get(l.id) ?? { completed: false, canAccess: true };
      return {
        id: l.id,
        module_id: l.module_id,
        title: l.title,
        description: l.description ?? null,
        video_type: l.video_type,
        video_url: l.video_url ?? null,
        // Only for a lesson the caller may open: the signed link is the video's only key.
        video_file: state.canAccess ? signedVideoUrl(l.video_file) : null,
        caption_url:
          state.canAccess && l.video_type === 'local' && l.video_file ? signedVideoUrl(l.caption_file) : null,
        duration: l.duration,
        order_index: l.order_index,
        completed: state.completed,
        canAccess: state.canAccess,
        ...(progress ? { students_with_progress: progress.lessons.get(l.id) ?? 0 } : {}),
      };
    }),
  };
}

export function presentEnrollment(
  e: Enrollment,
  user: { name: string; email: string },
  course?: CourseShape,
): EnrollmentShape {
  return {
    id: e.id,
    user_id: e.user_id,
    course_id: e.course_id,
    name: user.name,
    email: user.email,
    progress: e.progress,
    enrolled_at: iso(e.enrolled_at) as string,
    completed_at: iso(e.completed_at),
    certificate_issued_at: iso(e.certificate_issued_at),
    training_type: e.training_type ?? 'inicial',
    ...(course ? { course } : {}),
  };
}

export function presentAttachment(a: LessonAttachment): AttachmentShape {
  const name = a.filename.split('/').pop() as string;
  return {
    id: a.id,
    lesson_id: a.lesson_id,
    title: a.title,
    description: a.description ?? null,
    filename: name,
    original_filename: a.original_filename,
    file_size: Number(a.file_size),
    mime_type: a.mime_type,
    url: `/api/lessons/attachments/file/${name}`,
    created_at: iso(a.created_at) as string,
  };
}
