import type { CourseContentReq, CourseFieldsReq, LessonFieldsReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const coursesApi = ({ call }: Caller) => ({
  list: (query: { my_courses?: boolean } = {}) =>
    call(E.courses.list, {
      query: { my_courses: query.my_courses === undefined ? undefined : query.my_courses ? 'true' : 'false' },
    }),
  get: (id: number) => call(E.courses.get, { params: { id } }),
  stats: () => call(E.courses.stats),
  reportsOverview: () => call(E.courses.reportsOverview),
  create: (fields: CourseFieldsReq, thumbnail?: Blob | null) =>
    call(E.courses.create, { body: courseForm(fields, thumbnail) }),
  update: (id: number, fields: CourseFieldsReq) => call(E.courses.update, { params: { id }, body: fields }),
  uploadThumbnail: (id: number, file: Blob) => {
    const form = new FormData();
    form.append('thumbnail', file, (file as File).name ?? 'capa');
    return call(E.courses.uploadThumbnail, { params: { id }, body: form });
  },
  /** Saves the whole module/lesson tree in one transaction; answers the ids given to new items. */
  saveContent: (id: number, content: CourseContentReq) =>
    call(E.courses.saveContent, { params: { id }, body: content }),
  uploadVideo: (file: Blob) => {
    const form = new FormData();
    form.append('video', file, (file as File).name ?? 'video');
    return call(E.courses.uploadVideo, { body: form });
  },
  remove: (id: number) => call(E.courses.remove, { params: { id } }),
  createModule: (courseId: number, body: { title: string; description?: string | null; order_index?: number }) =>
    call(E.courses.createModule, { params: { id: courseId }, body }),
  createLesson: (moduleId: number, body: LessonFieldsReq) =>
    call(E.courses.createLesson, { params: { moduleId }, body }),
  updateLesson: (lessonId: number, body: LessonFieldsReq) =>
    call(E.courses.updateLesson, { params: { lessonId }, body }),
  selfEnroll: (id: number) => call(E.enrollments.selfEnroll, { params: { id } }),
  enrollments: (id: number) => call(E.enrollments.list, { params: { id } }),
  enroll: (id: number, userId: number) => call(E.enrollments.enroll, { params: { id }, body: { userId } }),
  enrollCompany: (id: number, companyId: number) =>
    call(E.enrollments.enrollCompany, { params: { id }, body: { companyId } }),
  removeEnrollment: (id: number, enrollmentId: number) => call(E.enrollments.remove, { params: { id, enrollmentId } }),
  completionStatus: (id: number) => call(E.progress.completionStatus, { params: { id } }),
  saveProgress: (id: number, lessonId: number) =>
    call(E.progress.saveCourseProgress, { params: { id }, body: { lessonId } }),
});

/** Builds the multipart body of a course save: fields plus an optional cover image. */
function courseForm(fields: CourseFieldsReq, thumbnail?: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (thumbnail) form.append('thumbnail', thumbnail, (thumbnail as File).name ?? 'capa');
  return form;
}
