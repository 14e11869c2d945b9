import type {
  AdminDashboardCounts,
  ApiKeyShape,
  AssessmentSaveReq,
  AssessmentShape,
  AttemptShape,
  AttemptStart,
  BackupCreateResponse,
  BackupFile,
  BackupScheduleCreateReq,
  BackupScheduleShape,
  BulkEnrollSummary,
  CertificateShape,
  CertificateVerification,
  Company,
  CompanyCreateReq,
  CompanyEmployee,
  CompanyReport,
  CompanyReportStatistics,
  CompanyUpdateReq,
  CompletedCourseWithGrades,
  CompletionResponse,
  CompletionStatus,
  Course,
  CourseContentReq,
  CourseFieldsReq,
  CourseProgressReport,
  DashboardStats,
  Enrollment,
  FirstLoginPasswordChangeReq,
  Lesson,
  LessonAttachment,
  LessonFieldsReq,
  LoginReq,
  LoginResponse,
  LogPage,
  LogQuery,
  MessageResponse,
  PopularCourse,
  ProofReq,
  PublicLoginSettings,
  PublicTheme,
  RecentActivity,
  RestoreAnalysis,
  RestoreConfirmResponse,
  Role,
  SettingsShape,
  SettingsUpdateReq,
  StudentProgressReport,
  SubmitReq,
  SubmitResponse,
  SystemStats,
  User,
  UserCreateReq,
  UserListItem,
  UserUpdateReq,
} from '../contract';
import { Http, type HttpOptions } from './http';

export type { HttpOptions } from './http';
export { ApiError, NetworkError } from './http';
export {
  createTokenSource,
  TOKEN_REFRESH_MARGIN_MS,
  type TokenSource,
  type TokenSourceOptions,
  tokenExpiresAt,
} from './tokens';

/** The typed client of the Trilha Segura API: one method per call of spec §7. */
export function createClient(options: HttpOptions = {}) {
  const http = new Http(options);
  const get = <T>(path: string, query?: Record<string, string | number | boolean | undefined>) =>
    http.request<T>('GET', path, { query });
  const send = <T>(method: string, path: string, body?: unknown) => http.request<T>(method, path, { body });

  return {
    http,
    files: {
      /** Downloads a protected file (the bearer token is sent) as a Blob. */
      blob: async (path: string) => (await http.request<Response>('GET', path, { raw: true })).blob(),
    },
    auth: {
      login: (body: LoginReq) => send<LoginResponse>('POST', '/api/auth/login', body),
      verify2fa: (body: { userId: number; code: string }) => send<LoginResponse>('POST', '/api/auth/verify-2fa', body),
      me: () => get<{ user: User }>('/api/auth/me'),
      firstLoginPasswordChange: (body: FirstLoginPasswordChangeReq) =>
        send<MessageResponse & { token?: string; user?: User }>('POST', '/api/auth/first-login-password-change', body),
      forgotPassword: (email: string) => send<MessageResponse>('POST', '/api/auth/forgot-password', { email }),
      resetPassword: (token: string, newPassword: string) =>
        send<MessageResponse>('POST', '/api/auth/reset-password', { token, newPassword }),
      logout: () => send<MessageResponse>('POST', '/api/auth/logout'),
    },
    settings: {
      publicTheme: () => get<PublicTheme>('/api/settings/theme/public'),
      publicLogin: () => get<PublicLoginSettings>('/api/login-settings/public'),
    },
    dashboard: {
      counts: () => get<AdminDashboardCounts>('/api/dashboard/counts'),
    },
    users: {
      list: (query: { role?: Role; company_id?: number; search?: string } = {}) =>
        get<{ users: UserListItem[] }>('/api/users', query),
      get: (id: number) => get<{ user: User }>(`/api/users/${id}`),
      create: (body: UserCreateReq) => send<MessageResponse & { user: User }>('POST', '/api/users', body),
      update: (id: number, body: UserUpdateReq) =>
        send<MessageResponse & { user: User; token?: string }>('PUT', `/api/users/${id}`, body),
      setStatus: (id: number, is_active: boolean) =>
        send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/status`, { is_active }),
      remove: (id: number) => send<MessageResponse>('DELETE', `/api/users/${id}`),
      /** Someone else's password (their code when they have 2FA), or one's own with the proof fields. */
      adminPassword: (id: number, password: string, proof: ProofReq = {}) =>
        send<MessageResponse & { token?: string }>('PUT', `/api/users/${id}/admin-password`, { password, ...proof }),
      /** One's own password takes the proof: current_password, and twoFactorCode when 2FA is on. */
      password: (id: number, password: string, proof: ProofReq = {}) =>
        send<MessageResponse & { token?: string }>('PUT', `/api/users/${id}/password`, { password, ...proof }),
      requestPassword2fa: (id: number) => send<MessageResponse>('POST', `/api/users/${id}/password/request-2fa`),
      request2faEnable: (id: number) => send<MessageResponse>('POST', `/api/users/${id}/2fa/request-enable`),
      enable2fa: (id: number, verification_code: string) =>
        send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/2fa/enable`, { verification_code }),
      /** Takes the caller's proof: current_password, and twoFactorCode when the caller has 2FA. */
      disable2fa: (id: number, proof: ProofReq) =>
        send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/2fa/disable`, proof),
      uploadPhoto: (id: number, file: Blob, filename = 'foto') => {
        const form = new FormData();
        form.append('photo', file, filename);
        return http.request<MessageResponse & { photo: string; user: User }>('POST', `/api/users/${id}/photo`, {
          body: form,
        });
      },
    },
    courses: {
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
        send<
          MessageResponse & { course: Course; lessonIds: Record<string, number>; moduleIds: Record<string, number> }
        >('PUT', `/api/courses/${id}/content`, content),
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
    },
    enrollments: {
      my: () => get<{ enrollments: Enrollment[] }>('/api/enrollments/my'),
    },
    lessons: {
      complete: (lessonId: number, watch_time?: number) =>
        send<CompletionResponse>('POST', `/api/courses/lessons/${lessonId}/complete`, { watch_time }),
      saveDetailedProgress: (
        lessonId: number,
        body: { currentTime: number; totalDuration?: number; watchedPercentage?: number },
      ) => send<MessageResponse>('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, body),
      detailedProgress: (lessonId: number) =>
        get<{ current_time: number; watched_percentage: number; completed: boolean }>(
          `/api/courses/lessons/${lessonId}/detailed-progress`,
        ),
      saveProgress: (
        lessonId: number,
        body: { currentTime: number; watchedPercentage?: number; canProceed?: boolean },
      ) => send<MessageResponse>('POST', `/api/lessons/${lessonId}/progress`, body),
      restart: (lessonId: number) => send<MessageResponse>('DELETE', `/api/lessons/${lessonId}/progress`),
      attachments: (lessonId: number) =>
        get<{ attachments: LessonAttachment[] }>(`/api/lessons/${lessonId}/attachments`),
      uploadAttachment: (lessonId: number, file: Blob, title: string, description?: string) => {
        const form = new FormData();
        form.append('lessonId', String(lessonId));
        form.append('title', title);
        if (description) form.append('description', description);
        form.append('file', file, (file as File).name ?? 'arquivo');
        return http.request<MessageResponse & { attachment: LessonAttachment }>(
          'POST',
          '/api/lessons/attachments/upload',
          {
            body: form,
          },
        );
      },
      copyAttachments: (lessonTitle: string, newLessonId: number) =>
        send<MessageResponse & { copied: number }>('POST', '/api/lessons/attachments/copy', {
          lessonTitle,
          newLessonId,
        }),
      copyAttachment: (attachmentId: number, newLessonId: number) =>
        send<MessageResponse & { attachment: LessonAttachment }>('POST', '/api/lessons/attachments/copy-existing', {
          attachmentId,
          newLessonId,
        }),
      removeAttachment: (attachmentId: number) =>
        send<MessageResponse>('DELETE', `/api/lessons/attachments/${attachmentId}`),
      /** URL that downloads an attachment (send the bearer token: fetch it and save the blob). */
      attachmentFileUrl: (filename: string) =>
        http.url(`/api/lessons/attachments/file/${encodeURIComponent(filename)}`),
    },
    assessments: {
      get: (id: number) => get<{ assessment: AssessmentShape }>(`/api/assessments/${id}`),
      preview: (id: number) => get<{ assessment: AssessmentShape }>(`/api/assessments/${id}/preview`),
      ofCourse: (courseId: number) => get<{ assessments: AssessmentShape[] }>(`/api/assessments/course/${courseId}`),
      attempts: (id: number) => get<{ attempts: AttemptShape[] }>(`/api/assessments/${id}/attempts`),
      /** Opens an attempt or resumes the open one: questions without answers and the server deadline. */
      start: (id: number) => send<AttemptStart>('POST', `/api/assessments/${id}/start`),
      submit: (id: number, body: SubmitReq) => send<SubmitResponse>('POST', `/api/assessments/${id}/submit`, body),
      create: (body: AssessmentSaveReq) =>
        send<MessageResponse & { assessmentId: number }>('POST', '/api/assessments', body),
      update: (id: number, body: AssessmentSaveReq) => send<MessageResponse>('PUT', `/api/assessments/${id}`, body),
      remove: (id: number) => send<MessageResponse>('DELETE', `/api/assessments/${id}`),
    },
    certificates: {
      list: () => get<{ permanent: CertificateShape[]; temporary: CertificateShape[] }>('/api/certificates'),
      my: () => get<{ permanent: CertificateShape[]; temporary: CertificateShape[] }>('/api/certificates/my'),
      /** The PDF as a Blob (the bearer token is sent). */
      download: async (id: number) =>
        (await http.request<Response>('GET', `/api/certificates/${id}/download`, { raw: true })).blob(),
      generateTemporary: (courseId: number) =>
        send<MessageResponse & { certificate: CertificateShape }>(
          'POST',
          '/api/certificates/generate-temporary-certificate',
          {
            courseId,
          },
        ),
      upload: (courseId: number, userId: number, file: Blob) => {
        const form = new FormData();
        form.append('course_id', String(courseId));
        form.append('user_id', String(userId));
        form.append('certificate', file, (file as File).name ?? 'certificado.pdf');
        return http.request<MessageResponse & { certificate: CertificateShape }>('POST', '/api/certificates/upload', {
          body: form,
        });
      },
      validate: (id: number) =>
        send<MessageResponse & { certificate: CertificateShape }>('POST', `/api/certificates/${id}/validate`),
      revoke: (id: number, reason: string) =>
        send<MessageResponse & { certificate: CertificateShape }>('POST', `/api/certificates/${id}/revoke`, { reason }),
      remove: (id: number) => send<MessageResponse>('DELETE', `/api/certificates/${id}`),
      verify: (code: string) => get<CertificateVerification>(`/api/certificates/verify/${encodeURIComponent(code)}`),
      expiring: (query: { days?: number; company_id?: number } = {}) =>
        get<{ certificates: CertificateShape[] }>('/api/certificates/expiring', query),
      /** CSV of what expires (BOM, ';'), as a Blob. */
      expiringCsv: async (query: { days?: number; company_id?: number } = {}) =>
        (await http.request<Response>('GET', '/api/certificates/expiring/export', { query, raw: true })).blob(),
    },
    reports: {
      companyCompletion: (companyId?: number) =>
        get<{ companies: CompanyReport[]; statistics: CompanyReportStatistics }>(
          '/api/company-reports/company-completion',
          {
            companyId,
          },
        ),
      companies: () =>
        get<{ companies: Omit<CompanyReport, 'employees'>[]; statistics: CompanyReportStatistics }>(
          '/api/company-reports/companies',
        ),
      exportCompany: (id: number) =>
        get<{ company: { id: number; name: string; cnpj: string | null }; employees: CompanyReport['employees'] }>(
          `/api/company-reports/export-company/${id}`,
        ),
      /** CSV (BOM, ';', pt-BR dates) of one company, or of all when no id, as a Blob. */
      companyCsv: async (id?: number) =>
        (
          await http.request<Response>(
            'GET',
            id ? `/api/company-reports/export-company/${id}` : '/api/company-reports/export',
            { query: id ? { format: 'csv' } : {}, raw: true },
          )
        ).blob(),
      studentProgress: () => get<StudentProgressReport>('/api/reports/student-progress'),
      studentProgressCsv: async () =>
        (await http.request<Response>('GET', '/api/reports/student-progress/export', { raw: true })).blob(),
      recentActivity: (limit = 10) => get<{ activities: RecentActivity[] }>('/api/reports/recent-activity', { limit }),
      courseProgress: (id: number) => get<CourseProgressReport>(`/api/reports/course-progress/${id}`),
    },
    adminSettings: {
      get: () => get<{ settings: SettingsShape }>('/api/settings'),
      update: (settings: SettingsUpdateReq) =>
        send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings', { settings }),
      stats: () => get<SystemStats>('/api/settings/stats'),
      setSmtpEnabled: (enabled: boolean) =>
        send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings/smtp/enable', { enabled }),
      saveSmtp: (body: {
        smtp_host: string;
        smtp_port: number;
        smtp_user?: string | null;
        smtp_password?: string;
        smtp_secure?: 'STARTTLS' | 'SSL' | 'NONE';
        smtp_from?: string | null;
      }) => send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings/smtp/config', body),
      setSmtpSecurity: (value: 'STARTTLS' | 'SSL' | 'NONE') =>
        send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings/smtp_security', { value }),
      setRejectUnauthorized: (value: boolean) =>
        send<MessageResponse & { settings: SettingsShape }>('PUT', '/api/settings/smtp_reject_unauthorized', { value }),
      testEmail: (test_email: string) =>
        send<MessageResponse & { delivered_via: 'smtp' | 'outbox' }>('POST', '/api/settings/smtp/test', { test_email }),
      restart: (component: 'frontend' | 'backend' | 'both') =>
        send<MessageResponse>('POST', '/api/settings/system/restart', { component }),
      loginSettings: () => get<{ settings: PublicLoginSettings }>('/api/login-settings'),
      /** Multipart: texts plus optional logo/background files, or remove_logo / remove_background. */
      saveLoginSettings: (fields: {
        company_name?: string;
        login_subtitle?: string;
        logo?: Blob | null;
        background?: Blob | null;
        remove_logo?: boolean;
        remove_background?: boolean;
      }) => {
        const form = new FormData();
        if (fields.company_name !== undefined) form.append('company_name', fields.company_name);
        if (fields.login_subtitle !== undefined) form.append('login_subtitle', fields.login_subtitle);
        if (fields.logo) form.append('logo', fields.logo, (fields.logo as File).name ?? 'logo');
        if (fields.background)
          form.append('background', fields.background, (fields.background as File).name ?? 'fundo');
        if (fields.remove_logo) form.append('remove_logo', 'true');
        if (fields.remove_background) form.append('remove_background', 'true');
        return http.request<MessageResponse & { settings: PublicLoginSettings }>('POST', '/api/login-settings', {
          body: form,
        });
      },
    },
    logs: {
      list: (query: LogQuery = {}) => get<LogPage>('/api/logs', query as Record<string, string | number | undefined>),
      /** The filtered logs as CSV (logs-sistema-{date}.csv), as a Blob. */
      exportCsv: async (query: Omit<LogQuery, 'page' | 'limit'> = {}) =>
        (
          await http.request<Response>('GET', '/api/logs/export', {
            query: query as Record<string, string | number | undefined>,
            raw: true,
          })
        ).blob(),
      cleanup: (days: number) =>
        http.request<MessageResponse & { deletedCount: number }>('DELETE', '/api/logs/cleanup', {
          body: { days, confirm: true },
        }),
    },
    grades: {
      completedCourses: () => get<CompletedCourseWithGrades[]>('/api/users/completed-courses-with-grades'),
    },
    companies: {
      list: () => get<{ companies: Company[] }>('/api/companies'),
      create: (body: CompanyCreateReq) => send<MessageResponse & { company: Company }>('POST', '/api/companies', body),
      update: (id: number, body: CompanyUpdateReq) =>
        send<MessageResponse & { company: Company }>('PUT', `/api/companies/${id}`, body),
      toggleStatus: (id: number) =>
        send<MessageResponse & { company: Company }>('PATCH', `/api/companies/${id}/toggle-status`),
      remove: (id: number) => send<MessageResponse>('DELETE', `/api/companies/${id}`),
      employees: (id: number) => get<{ employees: CompanyEmployee[] }>(`/api/companies/${id}/employees`),
    },
    /** A company's intranet integration (admin): API keys and the origins allowed to embed the widgets. */
    embed: {
      apiKeys: (companyId: number) => get<{ keys: ApiKeyShape[] }>(`/api/companies/${companyId}/api-keys`),
      /** Answers the whole key this once; later only its prefix is listed. */
      createApiKey: (companyId: number, body: { name?: string | null; allow_provisioning?: boolean } = {}) =>
        send<MessageResponse & { id: number; key: string; prefix: string }>(
          'POST',
          `/api/companies/${companyId}/api-keys`,
          body,
        ),
      revokeApiKey: (companyId: number, keyId: number) =>
        send<MessageResponse>('DELETE', `/api/companies/${companyId}/api-keys/${keyId}`),
      origins: (companyId: number) => get<{ origins: string[] }>(`/api/companies/${companyId}/embed-origins`),
      setOrigins: (companyId: number, origins: string[]) =>
        send<MessageResponse & { origins: string[] }>('PUT', `/api/companies/${companyId}/embed-origins`, {
          origins,
        }),
    },
    backups: {
      list: () => get<{ backups: BackupFile[] }>('/api/backup/list'),
      create: () => send<BackupCreateResponse>('POST', '/api/backup/create'),
      /** The zip as a Blob (the bearer token is sent). */
      download: async (filename: string) =>
        (
          await http.request<Response>('GET', `/api/backup/download/${encodeURIComponent(filename)}`, { raw: true })
        ).blob(),
      remove: (filename: string) =>
        send<MessageResponse>('DELETE', `/api/backup/delete/${encodeURIComponent(filename)}`),
      schedules: () => get<{ schedules: BackupScheduleShape[] }>('/api/backup/schedules'),
      createSchedule: (body: BackupScheduleCreateReq) =>
        send<MessageResponse & { schedule: BackupScheduleShape }>('POST', '/api/backup/schedules', body),
      setScheduleEnabled: (id: number, enabled: boolean) =>
        send<MessageResponse & { schedule: BackupScheduleShape }>('PUT', `/api/backup/schedules/${id}`, { enabled }),
      removeSchedule: (id: number) => send<MessageResponse>('DELETE', `/api/backup/schedules/${id}`),
      /** Restore, step one: uploads the zip for analysis; answers its contents and the restore id. */
      analyseRestore: (file: Blob, filename = (file as File).name ?? 'backup.zip') => {
        const form = new FormData();
        form.append('backup', file, filename);
        return http.request<RestoreAnalysis>('POST', '/api/backup/restore', { body: form });
      },
      /** Restore, step two: replaces all data with the analysed backup (the session may end). */
      confirmRestore: (extractPath: string) =>
        send<RestoreConfirmResponse>('POST', '/api/backup/confirm-restore', { extractPath }),
    },
  };
}

export type TrilhaClient = ReturnType<typeof createClient>;

/** Builds the multipart body of a course save: fields plus an optional cover image. */
function courseForm(fields: CourseFieldsReq, thumbnail?: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (thumbnail) form.append('thumbnail', thumbnail, (thumbnail as File).name ?? 'capa');
  return form;
}
