import type {
  BulkEnrollSummary,
  CompletionStatus,
  Course,
  CourseContentReq,
  CourseFieldsReq,
  DashboardStats,
  Enrollment,
  Lesson,
  LessonFieldsReq,
  MessageResponse,
  PopularCourse,
  RecentActivity,
} from '../../contract';
import type { Caller } from './caller';

export const coursesApi = ({ http, get, send, call }: Caller) => ({
  list: (query: { my_courses?: boolean } = {}) => get<{ courses: Course[] }>('/api/courses', query),
  get: (id: number) => get<{ course: Course }>(`/api/courses/${id}`),
  stats: () => get<DashboardStats>('/api/courses/stats/overview'),
  reportsOverview: () =>
    get<{ popular_courses: PopularCourse[]; recent_activity: RecentActivity[] }>('/api/courses/reports/overview'),
  create: (fields: CourseFieldsReq, thumbnail?: Blob | null) =>
    http.request<MessageResponse & { courseId: number; course: Course }>('POST', '/api/courses', {
      body: courseForm(fields, thumbnail),
    }),
  update: (id: number, fields: CourseFieldsReq) =>
    send<MessageResponse & { course: Course }>('PUT', `/api/courses/${id}`, fields),
  uploadThumbnail: (id: number, file: Blob) => {
    const form = new FormData();
    form.append('thumbnail', file, (file as File).name ?? 'capa');
    return http.request<MessageResponse & { course: Course }>('POST', `/api/courses/${id}/thumbnail`, {
      body: form,
    });
  },
  /** Saves the whole module/lesson tree in one transaction; answers the ids given to new items. */
  saveContent: (id: number, content: CourseContentReq) =>
    send<MessageResponse & { course: Course; lessonIds: Record<string, number>; moduleIds: Record<string, number> }>(
      'PUT',
      `/api/courses/${id}/content`,
      content,
    ),
  uploadVideo: (file: Blob) => {
    const form = new FormData();
    form.append('video', file, (file as File).name ?? 'video');
    return http.request<{ video_file: string; url: string }>('POST', '/api/courses/videos', { body: form });
  },
  remove: (id: number) => send<MessageResponse>('DELETE', `/api/courses/${id}`),
  createModule: (courseId: number, body: { title: string; description?: string | null; order_index?: number }) =>
    send<MessageResponse & { moduleId: number }>('POST', `/api/courses/${courseId}/modules`, body),
  createLesson: (moduleId: number, body: LessonFieldsReq) =>
    send<MessageResponse & { lessonId: number }>('POST', `/api/courses/modules/${moduleId}/lessons`, body),
  updateLesson: (lessonId: number, body: LessonFieldsReq) =>
    send<MessageResponse & { lesson: Lesson }>('PUT', `/api/lessons/${lessonId}`, body),
  selfEnroll: (id: number) =>
    send<MessageResponse & { enrollment: Enrollment }>('POST', `/api/courses/${id}/self-enroll`),
  enrollments: (id: number) => get<{ enrollments: Enrollment[] }>(`/api/courses/${id}/enrollments`),
  enroll: (id: number, userId: number) =>
    send<MessageResponse & { enrollment: Enrollment }>('POST', `/api/courses/${id}/enroll`, { userId }),
  enrollCompany: (id: number, companyId: number) =>
    send<MessageResponse & { summary: BulkEnrollSummary }>('POST', `/api/courses/${id}/enroll-company`, {
      companyId,
    }),
  removeEnrollment: (id: number, enrollmentId: number) =>
    send<MessageResponse>('DELETE', `/api/courses/${id}/enrollments/${enrollmentId}`),
  completionStatus: (id: number) => get<CompletionStatus>(`/api/courses/${id}/completion-status`),
  saveProgress: (id: number, lessonId: number) =>
    send<MessageResponse>('POST', `/api/courses/${id}/save-progress`, { lessonId }),
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
