import type { CourseContentReq, CourseFieldsReq, LessonFieldsReq } from '../../contract';
import { COURSES } from '../../contract/endpoints/courses';
import { ENROLLMENTS } from '../../contract/endpoints/enrollments';
import type { Caller } from './caller';
import { courseWidgetApi } from './widget';

export const coursesApi = (caller: Caller) => {
  const { call } = caller;
  return {
    ...courseWidgetApi(caller),
    list: (query: { my_courses?: boolean } = {}) =>
      call(COURSES.list, {
        query: { my_courses: query.my_courses === undefined ? undefined : query.my_courses ? 'true' : 'false' },
      }),
    stats: () => call(COURSES.stats),
    reportsOverview: () => call(COURSES.reportsOverview),
    create: (fields: CourseFieldsReq, thumbnail?: Blob | null) =>
      call(COURSES.create, { body: courseForm(fields, thumbnail) }),
    update: (id: number, fields: CourseFieldsReq) => call(COURSES.update, { params: { id }, body: fields }),
    uploadThumbnail: (id: number, file: Blob) => {
      const form = new FormData();
      form.append('thumbnail', file, (file as File).name ?? 'capa');
      return call(COURSES.uploadThumbnail, { params: { id }, body: form });
    },
    /** Saves the whole module/lesson tree in one transaction; answers the ids given to new items. */
    saveContent: (id: number, content: CourseContentReq) =>
      call(COURSES.saveContent, { params: { id }, body: content }),
    uploadVideo: (file: Blob) => {
      const form = new FormData();
      form.append('video', file, (file as File).name ?? 'video');
      return call(COURSES.uploadVideo, { body: form });
    },
    remove: (id: number) => call(COURSES.remove, { params: { id } }),
    createModule: (courseId: number, body: { title: string; description?: string | null; order_index?: number }) =>
      call(COURSES.createModule, { params: { id: courseId }, body }),
    createLesson: (moduleId: number, body: LessonFieldsReq) =>
      call(COURSES.createLesson, { params: { moduleId }, body }),
    updateLesson: (lessonId: number, body: LessonFieldsReq) =>
      call(COURSES.updateLesson, { params: { lessonId }, body }),
    selfEnroll: (id: number) => call(ENROLLMENTS.selfEnroll, { params: { id } }),
    enrollments: (id: number) => call(ENROLLMENTS.list, { params: { id } }),
    enroll: (id: number, userId: number) => call(ENROLLMENTS.enroll, { params: { id }, body: { userId } }),
    enrollCompany: (id: number, companyId: number) =>
      call(ENROLLMENTS.enrollCompany, { params: { id }, body: { companyId } }),
    removeEnrollment: (id: number, enrollmentId: number) => call(ENROLLMENTS.remove, { params: { id, enrollmentId } }),
  };
};

/** Builds the multipart body of a course save: fields plus an optional cover image. */
function courseForm(fields: CourseFieldsReq, thumbnail?: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (thumbnail) form.append('thumbnail', thumbnail, (thumbnail as File).name ?? 'capa');
  return form;
}
