import {
  ATTENDANCE_METHODS,
  BACKUP_FREQUENCIES,
  COMPLIANCE_STATUSES,
  CONSENT_PURPOSES,
  PRACTICAL_RESULTS,
  QUESTION_TYPES,
  SMTP_SECURITY,
  WEBHOOK_EVENTS,
} from '@trilha/sdk/contract';
import { z } from 'zod';
import type { ResponseSchemas } from './check';
import { CertificateSchema, MessageSchema, withMessage } from './shapes';

/** The schemas of the areas beyond spec §3: the manager, NR rules, practical sessions, banks, versions. */
const id = z.number().int();
const time = z.string();
const text = z.string().nullable();

const JobRoleSchema = z
  .object({ id, company_id: id, name: z.string(), course_ids: z.array(id), worker_count: z.number() })
  .meta({ id: 'Cargo' });
const CompanyCourseSchema = z.object({ id, title: z.string(), status: z.string() }).meta({ id: 'CursoContratado' });

const NrPresetSchema = z
  .object({
    id,
    code: z.string(),
    title: z.string(),
    initial_hours: z.number(),
    periodic_hours: z.number(),
    validity_months: z.number(),
    leave_threshold_days: z.number(),
    practical_required: z.boolean(),
    daily_cap_hours: z.number(),
    legal_reference: text,
    notes: text,
    course_count: z.number(),
    updated_at: time,
  })
  .meta({ id: 'Norma' });

const PracticalSessionSchema = z
  .object({
    id,
    course_id: id,
    course_title: z.string(),
    starts_at: time,
    ends_at: time,
    place: z.string(),
    instructor_id: id,
    instructor_name: z.string(),
    capacity: z.number(),
    hours: z.number(),
    participants: z.number(),
  })
  .meta({ id: 'TurmaPratica' });
const ParticipantSchema = z
  .object({
    user_id: id,
    name: z.string(),
    cpf: text,
    company_id: id.nullable(),
    company: text,
    attendance: z.object({ method: z.enum(ATTENDANCE_METHODS), signed_at: time }).nullable(),
    evaluation: z.object({ result: z.enum(PRACTICAL_RESULTS), notes: text, evaluated_at: time }).nullable(),
  })
  .meta({ id: 'ParticipanteDaTurma' });

const BankOptionSchema = z.object({ id, text: z.string(), isCorrect: z.boolean() });
const BankQuestionSchema = z
  .object({
    id,
    bank_id: id,
    type: z.enum(QUESTION_TYPES),
    text: z.string(),
    topic: text,
    points: z.number(),
    partial_credit: z.boolean(),
    explanation: text,
    image_url: text,
    options: z.array(BankOptionSchema),
    items: z.array(z.object({ id, text: z.string(), options: z.array(BankOptionSchema) })),
  })
  .meta({ id: 'QuestaoDoBanco' });
const QuestionBankSchema = z
  .object({
    id,
    title: z.string(),
    course_id: id.nullable(),
    course_title: text,
    question_count: z.number(),
    topics: z.array(z.object({ topic: z.string(), count: z.number() })),
  })
  .meta({ id: 'BancoDeQuestoes' });

const ProjectSchema = z.object({
  objectives: text,
  strategy: text,
  theory_practice: text,
  responsible: text,
  tutoring_channel: text,
  assessment_method: text,
});

const byStatus = z.object(
  Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, z.number()])) as Record<
    (typeof COMPLIANCE_STATUSES)[number],
    z.ZodNumber
  >,
);

const SettingsSchema = z
  .object({
    primary_color: z.string(),
    company_name: z.string(),
    login_subtitle: z.string(),
    login_logo_path: text,
    login_background_image: text,
    smtp_host: z.string(),
    smtp_port: z.number(),
    smtp_user: z.string(),
    smtp_password: z.literal(''),
    smtp_password_set: z.boolean(),
    smtp_enabled: z.boolean(),
    smtp_security: z.enum(SMTP_SECURITY),
    smtp_reject_unauthorized: z.boolean(),
    smtp_from: z.string(),
    certificate_reminder_days: z.array(z.number()),
    digest_weekday: z.number(),
    digest_hour: z.number(),
    compliance_warning_days: z.number(),
  })
  .meta({ id: 'Configuracoes' });
const savedSettings = withMessage({ settings: SettingsSchema });
const signingInfo = {
  holder: z.string(),
  issuer: z.string(),
  valid_until: time,
  days_left: z.number(),
  expiring_soon: z.boolean(),
};
const ScheduleSchema = z
  .object({
    id,
    name: z.string(),
    frequency: z.enum(BACKUP_FREQUENCIES),
    time: z.string(),
    enabled: z.boolean(),
    retention_days: z.number(),
    last_run_at: time.nullable(),
    next_run_at: time.nullable(),
    created_at: time,
  })
  .meta({ id: 'AgendamentoDeBackup' });

const WebhookSchema = z
  .object({
    id,
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    company_id: id.nullable(),
    company_name: text,
    status: z.enum(['active', 'failing']),
    consecutive_failures: z.number(),
    failing_since: time.nullable(),
    created_at: time,
    pending: z.number(),
  })
  .meta({ id: 'Webhook' });
const WebhookDeliverySchema = z
  .object({
    id,
    event_id: z.string(),
    event_type: z.enum(WEBHOOK_EVENTS),
    resource: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number(),
    response_status: z.number().nullable(),
    last_error: text,
    duration_ms: z.number().nullable(),
    next_attempt_at: time.nullable(),
    delivered_at: time.nullable(),
    replay_of: id.nullable(),
    created_at: time,
  })
  .meta({ id: 'EntregaDeWebhook' });

const ConsentSchema = z
  .object({
    purpose: z.enum(CONSENT_PURPOSES),
    title: z.string(),
    text: z.string(),
    version: z.string(),
    granted_at: time.nullable(),
    ledger: z.array(z.object({ text_version: z.string(), granted_at: time, ip: text, revoked_at: time.nullable() })),
  })
  .meta({ id: 'Consentimento' });

export const AREA_RESPONSES: ResponseSchemas = {
  // a person's consents (issue 24); the data export answers a file
  'privacy.consents': z.object({ consents: z.array(ConsentSchema) }),
  'privacy.grantConsent': withMessage({ consents: z.array(ConsentSchema) }),
  'privacy.revokeConsent': withMessage({ consents: z.array(ConsentSchema) }),
  // webhooks (issue 23)
  'webhooks.list': z.object({ webhooks: z.array(WebhookSchema) }),
  'webhooks.create': withMessage({ webhook: WebhookSchema, secret: z.string() }),
  'webhooks.remove': MessageSchema,
  'webhooks.deliveries': z.object({ deliveries: z.array(WebhookDeliverySchema) }),
  'webhooks.replay': withMessage({ delivery: WebhookDeliverySchema }),
  'settings.get': z.object({ settings: SettingsSchema }),
  'settings.update': savedSettings,
  'settings.setSmtpEnabled': savedSettings,
  'settings.saveSmtp': savedSettings,
  'settings.setSmtpSecurity': savedSettings,
  'settings.setRejectUnauthorized': savedSettings,
  'settings.stats': z.object({
    users: z.object({ total: z.number(), admins: z.number(), students: z.number(), active: z.number() }),
    content: z.object({
      courses: z.number(),
      published: z.number(),
      modules: z.number(),
      lessons: z.number(),
      assessments: z.number(),
    }),
    activity: z.object({
      enrollments: z.number(),
      completed: z.number(),
      certificates: z.number(),
      logs: z.number(),
    }),
  }),
  'settings.signingCertificate': z.object(signingInfo),
  'settings.setSigningCertificate': withMessage(signingInfo),
  'backups.list': z.object({
    backups: z.array(
      z.object({
        filename: z.string(),
        size: z.number(),
        created_at: time,
        source: z.enum(['manual', 'schedule', 'pre-restore']),
        schedule_id: id.nullable(),
      }),
    ),
  }),
  'backups.create': z.object({ success: z.literal(true), filename: z.string(), size: z.number(), message: z.string() }),
  'backups.schedules': z.object({ schedules: z.array(ScheduleSchema) }),
  'backups.createSchedule': withMessage({ schedule: ScheduleSchema }),
  'backups.setScheduleEnabled': withMessage({ schedule: ScheduleSchema }),
  'backups.analyseRestore': z.object({
    success: z.literal(true),
    contents: z.array(z.object({ table: z.string(), rows: z.number() })),
    files: z.number(),
    uploads_bytes: z.number(),
    manifest: z.object({
      format_version: z.number(),
      app_version: z.string(),
      created_at: time,
      dialect: z.string(),
      source: z.string(),
    }),
    extractPath: z.string(),
    expires_at: time,
  }),
  'backups.confirmRestore': z.object({
    success: z.literal(true),
    message: z.string(),
    safety_backup: z.string(),
    tables: z.number(),
    rows: z.number(),
    files: z.number(),
  }),
  'manager.companyCourses': z.object({ courses: z.array(CompanyCourseSchema) }),
  'manager.setCompanyCourses': withMessage({ courses: z.array(CompanyCourseSchema) }),
  'manager.jobRoles': z.object({ job_roles: z.array(JobRoleSchema) }),
  'manager.createJobRole': withMessage({ job_role: JobRoleSchema }),
  'manager.updateJobRole': withMessage({ job_role: JobRoleSchema, enrolled: z.number() }),
  'manager.workers': z.object({
    company: z.object({ id, name: z.string() }),
    workers: z.array(
      z.object({
        id,
        name: z.string(),
        email: z.string(),
        cpf: text,
        is_active: z.boolean(),
        job_role_id: id.nullable(),
        job_role: text,
        enrollments: z.number(),
        completed: z.number(),
        required: z.number(),
        compliant: z.number(),
      }),
    ),
  }),
  'manager.compliance': z.object({
    company: z.object({ id, name: z.string() }),
    warning_days: z.number(),
    courses: z.array(z.object({ id, title: z.string() })),
    workers: z.array(
      z.object({
        user_id: id,
        name: z.string(),
        cpf: text,
        job_role: text,
        cells: z.array(z.object({ course_id: id, status: z.enum(COMPLIANCE_STATUSES), expires_at: time.nullable() })),
      }),
    ),
    summary: z.object({
      compliant_rate: z.number(),
      workers: z.number(),
      compliant_workers: z.number(),
      by_status: byStatus,
    }),
  }),
  'nr.presets': z.object({ presets: z.array(NrPresetSchema) }),
  'nr.createPreset': withMessage({ preset: NrPresetSchema }),
  'nr.updatePreset': withMessage({ preset: NrPresetSchema }),
  'nr.convalidate': withMessage({ id, certificate: CertificateSchema.nullable(), enrollment_id: id.nullable() }),
  'practical.list': z.object({ sessions: z.array(PracticalSessionSchema) }),
  'practical.create': withMessage({ session: PracticalSessionSchema }),
  'practical.get': z.object({
    session: z.object({ ...PracticalSessionSchema.shape, roster: z.array(ParticipantSchema) }),
  }),
  'practical.update': withMessage({ session: PracticalSessionSchema }),
  'practical.addParticipants': withMessage({ added: z.number(), roster: z.array(ParticipantSchema) }),
  'practical.attend': withMessage({ participant: ParticipantSchema }),
  'practical.evaluate': withMessage({ participant: ParticipantSchema }),
  'questionBanks.list': z.object({ banks: z.array(QuestionBankSchema) }),
  'questionBanks.create': withMessage({ bank: QuestionBankSchema }),
  'questionBanks.get': z.object({ bank: QuestionBankSchema, questions: z.array(BankQuestionSchema) }),
  'questionBanks.update': withMessage({ bank: QuestionBankSchema }),
  'questionBanks.addQuestion': withMessage({ question: BankQuestionSchema }),
  'questionBanks.updateQuestion': withMessage({ question: BankQuestionSchema }),
  'questionBanks.importFile': withMessage({
    report: z.object({
      dry_run: z.boolean(),
      format: z.enum(['csv', 'json']),
      total: z.number(),
      by_type: z.object({ single: z.number(), multiple: z.number(), true_false: z.number(), scenario: z.number() }),
      topics: z.array(z.string()),
      issues: z.array(z.object({ line: z.number(), field: z.string(), problem: z.string() })),
      imported: z.number(),
    }),
  }),
  'courseVersions.saveProject': withMessage({ project: ProjectSchema }),
  'courseVersions.list': z.object({
    current: z.number(),
    versions: z.array(
      z.object({
        version: z.number(),
        created_at: time,
        workload_hours: z.number().nullable(),
        module_count: z.number(),
        lesson_count: z.number(),
        has_project: z.boolean(),
      }),
    ),
  }),
  'courseVersions.get': z.object({
    version: z.object({
      version: z.number(),
      created_at: time,
      workload_hours: z.number().nullable(),
      syllabus: text,
      modules: z.array(
        z.object({
          title: z.string(),
          // video and captions: absent from snapshots taken before they were kept
          lessons: z.array(
            z.object({ title: z.string(), duration: z.number(), video: text.optional(), captions: text.optional() }),
          ),
        }),
      ),
      project: ProjectSchema.nullable(),
      project_file_url: text,
    }),
  }),
};
