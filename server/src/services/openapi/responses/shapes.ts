import { COURSE_STATUSES, MODALITIES, QUESTION_TYPES, ROLES, TRAINING_TYPES, VIDEO_TYPES } from '@trilha/sdk/contract';
import { z } from 'zod';

/**
 * The contract's response shapes (sdk/src/contract/types.ts and the areas' files) as schemas,
 * registered as components (`meta.id`) so the document names them once.
 */
const time = z.string().meta({ description: 'Data e hora ISO 8601 (UTC).' });
const nullableText = z.string().nullable();

export const MessageSchema = z
  .object({ success: z.boolean().optional(), message: z.string() })
  .meta({ id: 'Mensagem', description: 'Uma confirmação em português.' });

/** `MessageResponse & extra`: the message fields plus the entry's own. */
export const withMessage = <S extends z.ZodRawShape>(shape: S) => MessageSchema.extend(shape);

export const UserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    modality: z.enum(MODALITIES).nullable(),
    cpf: nullableText,
    phone: nullableText,
    address: nullableText,
    qualification: nullableText,
    professional_registration: nullableText,
    company: nullableText,
    company_id: z.number().int().nullable(),
    is_active: z.boolean(),
    two_factor_enabled: z.boolean(),
    must_change_password: z.boolean(),
    weekly_digest: z.boolean(),
    photo: nullableText,
    last_login: time.nullable(),
    previous_login: time.nullable(),
    created_at: time,
  })
  .meta({ id: 'Usuario' });

export const UserListItemSchema = z.object({ ...UserSchema.shape, courses: z.array(z.string()).optional() }).meta({
  id: 'UsuarioNaLista',
});

export const LoginResponseSchema = z
  .object({
    token: z.string().optional(),
    user: UserSchema.optional(),
    firstLogin: z.boolean().optional(),
    mustChangePassword: z.boolean().optional(),
    requiresTwoFactor: z.boolean().optional(),
    userId: z.number().int().optional(),
    message: z.string().optional(),
  })
  .meta({ id: 'RespostaLogin' });

export const CompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cnpj: nullableText,
    contact_email: nullableText,
    phone: nullableText,
    address: nullableText,
    description: nullableText,
    is_active: z.boolean(),
    employee_count: z.number(),
    created_at: time,
  })
  .meta({ id: 'Empresa' });

export const CompanyEmployeeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    cpf: nullableText,
    phone: nullableText,
    is_active: z.boolean(),
    total_enrollments: z.number(),
    completed_courses: z.number(),
    courses: z.array(z.string()),
  })
  .meta({ id: 'FuncionarioDaEmpresa' });

export const LessonSchema = z
  .object({
    id: z.number().int(),
    module_id: z.number().int(),
    title: z.string(),
    description: nullableText,
    video_type: z.enum(VIDEO_TYPES),
    video_url: nullableText,
    video_file: nullableText,
    caption_url: nullableText,
    duration: z.number(),
    order_index: z.number(),
    completed: z.boolean(),
    canAccess: z.boolean(),
    students_with_progress: z.number().optional(),
  })
  .meta({ id: 'Aula' });

export const CourseModuleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: nullableText,
    order_index: z.number(),
    lessons: z.array(LessonSchema),
    students_with_progress: z.number().optional(),
  })
  .meta({ id: 'Modulo' });

export const CourseSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: nullableText,
    thumbnail: nullableText,
    thumbnail_url: nullableText,
    status: z.enum(COURSE_STATUSES),
    is_active: z.boolean(),
    level: nullableText,
    validity_months: z.number().nullable(),
    workload_hours: z.number().nullable(),
    syllabus: nullableText,
    modality: nullableText,
    location: nullableText,
    instructor_name: nullableText,
    instructor_qualification: nullableText,
    technician_name: nullableText,
    technician_qualification: nullableText,
    refresher_course_id: z.number().int().nullable(),
    nr_preset_id: z.number().int().nullable(),
    practical_required: z.boolean(),
    version: z.number(),
    created_at: time,
    total_duration: z.number(),
    lesson_count: z.number(),
    is_available: z.boolean(),
    is_enrolled: z.boolean().optional(),
    enrollment: z
      .object({
        id: z.number().int(),
        progress: z.number(),
        enrolled_at: time,
        completed_at: time.nullable(),
        certificate_issued_at: time.nullable(),
      })
      .nullable()
      .optional(),
    lastWatchedLesson: z.object({ id: z.number().int() }).nullable().optional(),
    modules: z.array(CourseModuleSchema).optional(),
    assessments: z.array(z.object({ id: z.number().int(), title: z.string() })).optional(),
  })
  .meta({ id: 'Curso' });

export const EnrollmentSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    course_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    progress: z.number(),
    enrolled_at: time,
    completed_at: time.nullable(),
    certificate_issued_at: time.nullable(),
    training_type: z.enum(TRAINING_TYPES),
    course: CourseSchema.optional(),
  })
  .meta({ id: 'Matricula' });

export const QuestionOptionSchema = z
  .object({ id: z.number().int(), option_text: z.string(), is_correct: z.boolean().optional() })
  .meta({ id: 'Alternativa' });

export const QuestionSchema = z
  .object({
    id: z.number().int(),
    question_text: z.string(),
    question_type: z.enum(['multiple_choice', ...QUESTION_TYPES]),
    points: z.number(),
    image_url: nullableText.optional(),
    options: z.array(QuestionOptionSchema),
    items: z
      .array(z.object({ id: z.number().int(), text: z.string(), options: z.array(QuestionOptionSchema) }))
      .optional(),
  })
  .meta({ id: 'Questao' });

export const AssessmentSchema = z
  .object({
    id: z.number().int(),
    course_id: z.number().int(),
    course_title: z.string().optional(),
    title: z.string(),
    description: nullableText,
    time_limit: z.number(),
    passing_score: z.number(),
    max_attempts: z.number().nullable(),
    allow_retake: z.boolean(),
    draw_rules: z
      .array(z.object({ bank_id: z.number().int(), topic: nullableText, count: z.number().int() }))
      .nullable(),
    shuffle_questions: z.boolean(),
    shuffle_options: z.boolean(),
    question_count: z.number(),
    attempt_count: z.number(),
    questions: z.array(QuestionSchema).optional(),
    my_attempts: z.number().optional(),
    best_score: z.number().nullable().optional(),
    can_start: z.boolean().optional(),
    blocked_reason: nullableText.optional(),
  })
  .meta({ id: 'Avaliacao' });

export const AttemptSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['in_progress', 'completed', 'expired']),
    score: z.number().nullable(),
    passed: z.boolean().nullable(),
    started_at: time,
    finished_at: time.nullable(),
    time_taken: z.number().nullable(),
  })
  .meta({ id: 'Tentativa' });

export const AnswerResultSchema = z
  .object({
    question_id: z.number().int(),
    selected_option_id: z.number().int().nullable(),
    correct_option_id: z.number().int(),
    is_correct: z.boolean(),
    selected_option_ids: z.array(z.number().int()).optional(),
    correct_option_ids: z.array(z.number().int()).optional(),
    points_earned: z.number().optional(),
    points: z.number().optional(),
    explanation: nullableText.optional(),
  })
  .meta({ id: 'RespostaCorrigida' });

export const SubmitResponseSchema = z
  .object({
    attemptId: z.number().int(),
    score: z.number(),
    passed: z.boolean(),
    correctAnswers: z.number(),
    totalQuestions: z.number(),
    timeTaken: z.number(),
    passingScore: z.number(),
    expired: z.boolean(),
    results: z.array(AnswerResultSchema),
    answers: z.array(AnswerResultSchema),
  })
  .meta({ id: 'ResultadoDaTentativa' });

export const CertificateSchema = z
  .object({
    id: z.number().int(),
    course_id: z.number().int(),
    course_title: z.string(),
    user_id: z.number().int(),
    user_name: z.string(),
    user_email: z.string().optional(),
    company: nullableText.optional(),
    issued_at: time,
    validated_at: time.nullable(),
    expires_at: time.nullable(),
    certificate_code: z.string(),
    status: z.enum(['active', 'revoked']),
    validity: z.enum(['valid', 'expiring', 'expired', 'revoked']),
    validity_label: z.string(),
    is_temporary: z.union([z.literal(0), z.literal(1)]),
    training_type: z.enum(TRAINING_TYPES),
    course_version: z.number().nullable(),
    convalidated_dates: z.array(z.string()),
    has_uploaded_file: z.boolean(),
    score: z.number().nullable(),
    revoke_reason: nullableText.optional(),
    acknowledged_at: time.nullable().optional(),
  })
  .meta({ id: 'Certificado' });

export const CertificateAcknowledgmentSchema = z
  .object({
    acknowledged_at: time,
    ip: nullableText,
    user_agent: nullableText,
    certificate_sha256: z.string(),
    statement: z.string(),
  })
  .meta({ id: 'CienciaDoCertificado' });

export const RecentActivitySchema = z
  .object({
    type: z.enum(['enrollment', 'completion']),
    student_name: z.string(),
    course_title: z.string(),
    date: time,
  })
  .meta({ id: 'AtividadeRecente' });

export const CourseStatusText = z.enum(['Concluído', 'Aulas concluídas', 'Em Progresso', 'Não Iniciado']);
export const CourseOfPerson = z.object({ course_title: z.string(), status: CourseStatusText, progress: z.number() });
