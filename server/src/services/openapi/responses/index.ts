import { z } from 'zod';
import { AREA_RESPONSES } from './areas';
import { CHART_RESPONSES } from './charts';
import type { ResponseSchemas } from './check';
import { OPS_RESPONSES } from './ops';
import { PRIVACY_REQUEST_RESPONSES } from './privacyRequests';
import { PRIVACY_SETTINGS_RESPONSES } from './privacySettings';
import {
  AssessmentSchema,
  AttemptSchema,
  CertificateAcknowledgmentSchema,
  CertificateSchema,
  CompanyEmployeeSchema,
  CompanySchema,
  CourseOfPerson,
  CourseSchema,
  CourseStatusText,
  EnrollmentSchema,
  LoginResponseSchema,
  MessageSchema,
  QuestionSchema,
  RecentActivitySchema,
  SubmitResponseSchema,
  UserListItemSchema,
  UserSchema,
  withMessage,
} from './shapes';
import { TUTORING_RESPONSES } from './tutoring';

const SsoConfigSchema = z
  .object({
    configured: z.boolean(),
    issuer: z.string().nullable(),
    client_id: z.string().nullable(),
    client_secret_set: z.boolean(),
    email_domains: z.array(z.string()),
    create_users: z.boolean(),
    two_factor_by_idp: z.boolean(),
    redirect_uri: z.string(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'LoginDaEmpresa' });

/** Every error answer (server/src/middleware/errors.ts): the pt-BR message and its stable id. */
export const ErrorSchema = z
  .object({
    message: z.string(),
    error: z.string().optional(),
    errors: z.array(z.object({ msg: z.string(), path: z.string() })).optional(),
    retryAfter: z.number().optional(),
    requiresTwoFactor: z.boolean().optional(),
  })
  .meta({
    id: 'Erro',
    description: 'Erro: mensagem em português e um id estável (`error`) em que o cliente se baseia.',
  });

const id = z.number().int();
const AttachmentSchema = z
  .object({
    id: z.number().int(),
    lesson_id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    filename: z.string(),
    original_filename: z.string(),
    file_size: z.number(),
    mime_type: z.string(),
    url: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'MaterialDaAula' });
const PublicLoginSchema = z.object({
  company_name: z.string(),
  login_subtitle: z.string(),
  login_logo_path: z.string().nullable(),
  login_background_image: z.string().nullable(),
});
const time = z.string();
const withUser = withMessage({ user: UserSchema });
const withCompany = withMessage({ company: CompanySchema });
const withCourse = withMessage({ course: CourseSchema });
const withCertificate = withMessage({ certificate: CertificateSchema });
const withEnrollment = withMessage({ enrollment: EnrollmentSchema });
const grouped = z.object({ permanent: z.array(CertificateSchema), temporary: z.array(CertificateSchema) });
const watchSaved = withMessage({ daily_limit_reached: z.boolean() });

const companyReportSummary = z.object({
  total_employees: z.number(),
  employees_enrolled: z.number(),
  employees_completed: z.number(),
  completion_rate: z.number(),
});
const companyReportEmployee = z.object({
  user_id: id,
  employee_name: z.string(),
  employee_email: z.string(),
  cpf: z.string().nullable(),
  completion_status: z.enum(['Concluído', 'Parcialmente Concluído', 'Em Progresso', 'Não Matriculado']),
  average_progress: z.number(),
  total_enrollments: z.number(),
  completed_courses: z.number(),
  courses_enrolled: z.array(CourseOfPerson),
});
const companyReportBase = z.object({
  company_id: id,
  company_name: z.string(),
  cnpj: z.string().nullable(),
  contact_email: z.string().nullable(),
  summary: companyReportSummary,
});
const companyStatistics = z.object({
  total_companies: z.number(),
  total_employees: z.number(),
  total_completed: z.number(),
  overall_completion_rate: z.number(),
});

/** The schemas written so far, by entry name; the rest answer the generic object (see openapi.test.ts). */
export const RESPONSES: ResponseSchemas = {
  // auth
  'auth.login': LoginResponseSchema,
  'auth.verify2fa': LoginResponseSchema,
  'auth.me': z.object({ user: UserSchema }),
  'auth.firstLoginPasswordChange': withMessage({ token: z.string().optional(), user: UserSchema.optional() }),
  'auth.forgotPassword': MessageSchema,
  'auth.resetPassword': MessageSchema,
  'auth.logout': MessageSchema,
  // users
  'users.list': z.object({ users: z.array(UserListItemSchema) }),
  'users.completedCoursesWithGrades': z.array(
    z.object({
      id,
      title: z.string(),
      description: z.string().nullable(),
      thumbnail: z.string().nullable(),
      completed_at: time.nullable(),
      certificate_issued_at: time.nullable(),
      assessments: z.array(
        z.object({
          id,
          title: z.string(),
          description: z.string().nullable(),
          passing_score: z.number(),
          attempt: z.object({ score: z.number(), completed_at: time.nullable(), passed: z.boolean() }).nullable(),
        }),
      ),
    }),
  ),
  'users.create': withUser,
  'users.get': z.object({ user: UserSchema }),
  'users.update': withMessage({ user: UserSchema, token: z.string().optional() }),
  'users.setStatus': withUser,
  'users.remove': MessageSchema,
  'users.adminPassword': withMessage({ token: z.string().optional() }),
  'users.password': withMessage({ token: z.string().optional() }),
  'users.requestPassword2fa': MessageSchema,
  'users.request2faEnable': MessageSchema,
  'users.enable2fa': withUser,
  'users.disable2fa': withUser,
  'users.uploadPhoto': withMessage({ photo: z.string(), user: UserSchema }),
  // companies
  'companies.list': z.object({ companies: z.array(CompanySchema) }),
  'companies.create': withCompany,
  'companies.update': withCompany,
  'companies.toggleStatus': withCompany,
  'companies.remove': MessageSchema,
  'companies.employees': z.object({ employees: z.array(CompanyEmployeeSchema) }),
  // integrations
  'integrations.createApiKey': withMessage({ id, key: z.string(), prefix: z.string() }),
  'integrations.apiKeys': z.object({
    keys: z.array(
      z.object({
        id,
        name: z.string().nullable(),
        prefix: z.string(),
        allow_provisioning: z.boolean(),
        created_at: time,
        last_used_at: time.nullable(),
        revoked_at: time.nullable(),
      }),
    ),
  }),
  'integrations.revokeApiKey': MessageSchema,
  'integrations.origins': z.object({ origins: z.array(z.string()) }),
  'integrations.setOrigins': withMessage({ origins: z.array(z.string()) }),
  'integrations.token': z
    .object({
      token: z.string(),
      expires_in: z.number(),
      expires_at: time,
      user: z.object({ id, name: z.string(), email: z.string() }),
    })
    .meta({ id: 'TokenDeWidget' }),
  // company sign-in (SSO): the secret never comes back, only whether one is stored
  'sso.config': z.object({ sso: SsoConfigSchema }),
  'sso.saveConfig': withMessage({ sso: SsoConfigSchema }),
  'sso.discover': z.object({ sso: z.boolean(), url: z.string().optional() }),
  // courses
  'courses.list': z.object({ courses: z.array(CourseSchema) }),
  'courses.stats': z.object({
    totalEnrollments: z.number(),
    completedCourses: z.number(),
    totalCourses: z.number(),
    certificates: z.number(),
  }),
  'courses.reportsOverview': z.object({
    popular_courses: z.array(
      z.object({
        id,
        title: z.string(),
        enrollment_count: z.number(),
        completion_count: z.number(),
        average_progress: z.number(),
      }),
    ),
    recent_activity: z.array(RecentActivitySchema),
  }),
  'courses.create': withMessage({ courseId: id, course: CourseSchema }),
  'courses.uploadVideo': z.object({ video_file: z.string(), url: z.string() }),
  'courses.createLesson': withMessage({ lessonId: id }),
  'courses.get': z.object({ course: CourseSchema }),
  'courses.update': withCourse,
  'courses.saveContent': withMessage({
    course: CourseSchema,
    lessonIds: z.record(z.string(), z.number()),
    moduleIds: z.record(z.string(), z.number()),
  }),
  'courses.uploadThumbnail': withCourse,
  'courses.remove': MessageSchema,
  'courses.createModule': withMessage({ moduleId: id }),
  'courses.updateLesson': withMessage({ lesson: z.object({ id, title: z.string() }) }),
  'courses.uploadCaptions': withMessage({ caption_url: z.string() }),
  'courses.removeCaptions': MessageSchema,
  // enrollments
  'enrollments.my': z.object({ enrollments: z.array(EnrollmentSchema) }),
  'enrollments.selfEnroll': withEnrollment,
  'enrollments.list': z.object({ enrollments: z.array(EnrollmentSchema) }),
  'enrollments.enroll': withEnrollment,
  'enrollments.enrollCompany': withMessage({
    summary: z.object({
      successful: z.number(),
      total: z.number(),
      alreadyEnrolled: z.number(),
      company: z.string(),
      course: z.string(),
    }),
  }),
  'enrollments.remove': MessageSchema,
  // progress
  'progress.complete': z.object({
    success: z.boolean(),
    progress: z.number(),
    courseCompleted: z.boolean(),
    needsAssessment: z.boolean(),
    assessmentId: id.nullable(),
    message: z.string(),
  }),
  'progress.saveDetailed': watchSaved,
  'progress.detailed': z.object({ current_time: z.number(), watched_percentage: z.number(), completed: z.boolean() }),
  'progress.saveCourseProgress': MessageSchema,
  'progress.completionStatus': z.object({
    isCompleted: z.boolean(),
    assessmentCompleted: z.boolean(),
    progress: z.number(),
    needsAssessment: z.boolean(),
    assessmentId: id.nullable(),
  }),
  'progress.save': watchSaved,
  'progress.restart': MessageSchema,
  // assessments
  'assessments.ofCourse': z.object({ assessments: z.array(AssessmentSchema) }),
  'assessments.preview': z.object({ assessment: AssessmentSchema }),
  'assessments.itemStats': z.object({
    attempts: z.number(),
    items: z.array(
      z.object({
        question_id: id,
        text: z.string(),
        type: z.string(),
        drawn: z.number(),
        correct_rate: z.number().nullable(),
        discrimination: z.number().nullable(),
        flag: z.enum(['todos_acertam', 'ninguem_acerta']).nullable(),
      }),
    ),
  }),
  'assessments.attempts': z.object({ attempts: z.array(AttemptSchema) }),
  'assessments.review': z.object({
    attempt: z.object({ ...AttemptSchema.shape, user_id: id, user_name: z.string() }),
    questions: z.array(QuestionSchema),
    result: SubmitResponseSchema,
  }),
  'assessments.start': z.object({
    attemptId: id,
    started_at: time,
    expires_at: time,
    remaining_seconds: z.number(),
    assessment: AssessmentSchema,
  }),
  'assessments.submit': SubmitResponseSchema,
  'assessments.get': z.object({ assessment: AssessmentSchema }),
  'assessments.create': withMessage({ assessmentId: id, id }),
  'assessments.update': withMessage({ id }),
  'assessments.remove': MessageSchema,
  // certificates
  'certificates.acknowledgmentCode': MessageSchema,
  'certificates.acknowledge': withMessage({ acknowledgment: CertificateAcknowledgmentSchema }),
  'certificates.list': grouped,
  'certificates.my': grouped,
  'certificates.expiring': z.object({ certificates: z.array(CertificateSchema) }),
  'certificates.verify': z
    .object({
      found: z.boolean(),
      certificate_code: z.string(),
      student_name: z.string().optional(),
      course_title: z.string().optional(),
      workload_hours: z.number().nullable().optional(),
      issued_at: time.optional(),
      validated_at: time.nullable().optional(),
      expires_at: time.nullable().optional(),
      official: z.boolean().optional(),
      validity: z.enum(['valid', 'expiring', 'expired', 'revoked']).optional(),
      validity_label: z.string().optional(),
      revoke_reason: z.string().nullable().optional(),
      training_type: z.enum(['inicial', 'periodico', 'eventual']).optional(),
      course_version: z.number().nullable().optional(),
      convalidated_dates: z.array(z.string()).optional(),
      signature: z.enum(['a1', 'plataforma']).nullable().optional(),
    })
    .meta({ id: 'VerificacaoDeCertificado' }),
  'certificates.generateTemporary': withCertificate,
  'certificates.upload': withCertificate,
  'certificates.validate': withCertificate,
  'certificates.revoke': withCertificate,
  'certificates.remove': MessageSchema,
  // reports
  'reports.dashboardCounts': z.object({
    users: z.object({ total: z.number(), admins: z.number(), students: z.number() }),
  }),
  'reports.companyCompletion': z.object({
    companies: z.array(companyReportBase.extend({ employees: z.array(companyReportEmployee) })),
    statistics: companyStatistics,
  }),
  'reports.companies': z.object({ companies: z.array(companyReportBase), statistics: companyStatistics }),
  'reports.companyExport': z.object({
    company: z.object({ id, name: z.string(), cnpj: z.string().nullable() }),
    summary: companyReportSummary,
    employees: z.array(companyReportEmployee),
  }),
  'reports.studentProgress': z.object({
    students: z.array(
      z.object({
        user_id: id,
        student_name: z.string(),
        student_email: z.string(),
        company: z.string().nullable(),
        total_enrollments: z.number(),
        completed_courses: z.number(),
        average_progress: z.number(),
        total_certificates: z.number(),
        student_registered_at: time,
        courses: z.array(CourseOfPerson),
      }),
    ),
    summary: z.object({
      total_students: z.number(),
      total_enrollments: z.number(),
      total_completed: z.number(),
      average_progress: z.number(),
    }),
  }),
  'reports.recentActivity': z.object({ activities: z.array(RecentActivitySchema) }),
  'reports.courseProgress': z.object({
    course: z.object({ id, title: z.string(), description: z.string().nullable() }),
    statistics: z.object({
      total_enrollments: z.number(),
      completed_count: z.number(),
      completion_rate: z.number(),
      average_progress: z.number(),
    }),
    students: z.array(
      z.object({
        user_id: id,
        student_name: z.string(),
        student_email: z.string(),
        enrolled_at: time,
        status: CourseStatusText,
        progress: z.number(),
        completed_lessons: z.number(),
        total_lessons: z.number(),
      }),
    ),
  }),
  // evidence
  'evidence.links': z.object({
    links: z.array(
      z.object({
        id,
        company_id: id,
        company_name: z.string(),
        course_id: id.nullable(),
        course_title: z.string().nullable(),
        expires_at: time,
        revoked_at: time.nullable(),
        has_access_code: z.boolean(),
        created_at: time,
        created_by_name: z.string().nullable(),
        accesses: z.array(
          z.object({ at: time, ip: z.string().nullable(), user_agent: z.string().nullable(), action: z.string() }),
        ),
      }),
    ),
  }),
  'evidence.createLink': withMessage({ id, url: z.string(), expires_at: time }),
  'evidence.revokeLink': MessageSchema,
  'evidence.verify': z.object({
    valid: z.boolean(),
    message: z.string(),
    problems: z.array(z.string()),
    manifest: z
      .object({
        created_at: time,
        scope: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
        key_id: z.string(),
      })
      .nullable(),
  }),
  // lesson materials
  'attachments.upload': withMessage({ attachment: AttachmentSchema }),
  'attachments.copyByTitle': withMessage({ copied: z.number() }),
  'attachments.copy': withMessage({ attachment: AttachmentSchema }),
  'attachments.ofLesson': z.object({ attachments: z.array(AttachmentSchema) }),
  'attachments.remove': MessageSchema,
  'attachments.removeFromLesson': MessageSchema,
  // a client company's manager
  'manager.deleteJobRole': MessageSchema,
  'manager.assignJobRole': withMessage({ job_role_id: id.nullable(), enrolled: z.number() }),
  'manager.enroll': withMessage({ enrolled: z.number(), already: z.number() }),
  // NR rules
  'nr.deletePreset': MessageSchema,
  'nr.createEvent': withMessage({ id, enrolled: z.number(), already: z.number() }),
  // practical sessions
  'practical.remove': MessageSchema,
  'practical.sendCode': MessageSchema,
  // question banks
  'questionBanks.remove': MessageSchema,
  'questionBanks.removeQuestion': MessageSchema,
  // settings
  'settings.removeSigningCertificate': MessageSchema,
  'settings.publicTheme': z.object({
    theme: z.object({
      primary_color: z.object({ value: z.string() }).optional(),
      theme_color: z.object({ value: z.string() }).optional(),
    }),
  }),
  'settings.publicLogin': PublicLoginSchema,
  'settings.loginSettings': z.object({ settings: PublicLoginSchema }),
  'settings.saveLoginSettings': withMessage({ settings: PublicLoginSchema }),
  'settings.testEmail': withMessage({ delivered_via: z.enum(['smtp', 'outbox']) }),
  'settings.restart': withMessage({ component: z.enum(['frontend', 'backend', 'both']) }),
  // course versions
  'courseVersions.uploadProject': withMessage({ project_file_url: z.string() }),
  // logs
  'logs.list': z.object({
    logs: z.array(
      z.object({
        id,
        created_at: time,
        level: z.string(),
        action: z.string(),
        user_id: id.nullable(),
        user_name: z.string().nullable(),
        user_email: z.string().nullable(),
        ip_address: z.string().nullable(),
        description: z.string().nullable(),
        message: z.string().nullable(),
        source: z.string(),
      }),
    ),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    totalPages: z.number(),
  }),
  'logs.cleanup': withMessage({ deletedCount: z.number() }),
  // backups
  'backups.remove': MessageSchema,
  'backups.removeSchedule': MessageSchema,
  // this document
  'docs.openapi': z
    .looseObject({
      openapi: z.string(),
      info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      tags: z
        .array(
          z.object({ name: z.string(), description: z.string().optional(), 'x-displayName': z.string().optional() }),
        )
        .optional(),
      components: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    })
    .meta({ description: 'Um documento OpenAPI 3.1.' }),
  ...AREA_RESPONSES,
  ...PRIVACY_REQUEST_RESPONSES,
  ...PRIVACY_SETTINGS_RESPONSES,
  ...OPS_RESPONSES,
  ...TUTORING_RESPONSES,
  ...CHART_RESPONSES,
};
