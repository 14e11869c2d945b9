import { IdSchema, optionalText } from './common';
import { z } from './zod';

export const ADMIN_MSG = {
  settingsSaved: 'Configurações salvas com sucesso!',
  invalidColor: 'Cor inválida. Use o formato #RRGGBB.',
  logoTooLarge: 'O arquivo de logo deve ter no máximo 5MB',
  logoType: 'Formato de arquivo não suportado. Use JPG, PNG ou SVG.',
  backgroundTooLarge: 'O arquivo de imagem de fundo deve ter no máximo 10MB',
  backgroundType: 'Formato de arquivo não suportado. Use JPG ou PNG.',
  smtpSaved: 'Configurações SMTP salvas com sucesso!',
  smtpEnabled: 'Envio de e-mail por SMTP ativado.',
  smtpDisabled: 'Envio de e-mail por SMTP desativado: as mensagens serão gravadas em arquivo.',
  smtpHostRequired: 'Informe o servidor SMTP.',
  smtpPortInvalid: 'Porta SMTP inválida.',
  testEmailInvalid: 'Por favor, digite um email válido.',
  testEmailSent: (to: string) => `E-mail de teste enviado para ${to}.`,
  restartDone: 'Sistema recarregado: configurações, e-mail e agendamentos foram reiniciados.',
  invalidComponent: 'Componente inválido: use frontend, backend ou both.',
  logsCleanupInvalid: 'Por favor, insira um número válido de dias (mínimo 0).',
  logsCleanupConfirm: 'Confirme a limpeza dos logs.',
  logsCleanupDone: (n: number) => `Limpeza concluída! ${n} logs foram removidos.`,
  companyNotFound: 'Empresa não encontrada.',
} as const;

export const SMTP_SECURITY = ['STARTTLS', 'SSL', 'NONE'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

const HexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: ADMIN_MSG.invalidColor })
  .transform((v) => v.toUpperCase());

/** PUT /api/settings: the general settings an admin edits; unknown keys are ignored. */
export const SettingsUpdateSchema = z.object({
  primary_color: HexColor.optional(),
  theme_color: HexColor.optional(),
  company_name: optionalText(120).optional(),
  login_subtitle: optionalText(255).optional(),
  certificate_reminder_days: z.array(z.coerce.number().int().min(1).max(365)).max(10).optional(),
  /** The managers' weekly digest (issue 18): weekday (0 = domingo) and hour, São Paulo time. */
  digest_weekday: z.coerce.number().int().min(0).max(6).optional(),
  digest_hour: z.coerce.number().int().min(0).max(23).optional(),
  /** The compliance grid's 'A vencer': certificates expiring within this many days. */
  compliance_warning_days: z.coerce.number().int().min(1).max(365).optional(),
});
export type SettingsUpdateReq = z.input<typeof SettingsUpdateSchema>;

export const LoginSettingsSchema = z.object({
  company_name: optionalText(120).optional(),
  login_subtitle: optionalText(255).optional(),
  remove_logo: z.enum(['true', 'false', '1', '0']).optional(),
  remove_background: z.enum(['true', 'false', '1', '0']).optional(),
});

const Bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const SmtpEnableSchema = z.object({ enabled: Bool });
export const SmtpConfigSchema = z.object({
  smtp_host: z
    .string({ error: ADMIN_MSG.smtpHostRequired })
    .trim()
    .min(1, { error: ADMIN_MSG.smtpHostRequired })
    .max(255),
  smtp_port: z.coerce
    .number({ error: ADMIN_MSG.smtpPortInvalid })
    .int()
    .min(1, { error: ADMIN_MSG.smtpPortInvalid })
    .max(65535, { error: ADMIN_MSG.smtpPortInvalid })
    .default(587),
  smtp_user: optionalText(255),
  /** Empty keeps the stored password (it is never sent back to the browser). */
  smtp_password: z.string().max(512).optional(),
  smtp_secure: z.enum(SMTP_SECURITY).optional(),
  smtp_from: optionalText(255),
});
export const SmtpSecuritySchema = z.object({ value: z.enum(SMTP_SECURITY) });
export const SmtpRejectSchema = z.object({ value: Bool });
export const SmtpTestSchema = z.object({
  test_email: z
    .string({ error: ADMIN_MSG.testEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, { error: ADMIN_MSG.testEmailInvalid })
    .pipe(z.email({ error: ADMIN_MSG.testEmailInvalid })),
});
export const RestartSchema = z.object({
  component: z.enum(['frontend', 'backend', 'both'], { error: ADMIN_MSG.invalidComponent }),
});

export interface SettingsShape {
  primary_color: string;
  company_name: string;
  login_subtitle: string;
  login_logo_path: string | null;
  login_background_image: string | null;
  smtp_host: string;
  smtp_port: number;
  smtp_user: string;
  /** Never the stored password: always empty; smtp_password_set says whether one exists. */
  smtp_password: '';
  smtp_password_set: boolean;
  smtp_enabled: boolean;
  smtp_security: SmtpSecurity;
  smtp_reject_unauthorized: boolean;
  smtp_from: string;
  certificate_reminder_days: number[];
  digest_weekday: number;
  digest_hour: number;
  compliance_warning_days: number;
}

/** Monday at 7:00 (São Paulo), and 'A vencer' within 30 days, until an admin says otherwise. */
export const DIGEST_DEFAULTS = { weekday: 1, hour: 7, warningDays: 30 } as const;

export interface SystemStats {
  users: { total: number; admins: number; students: number; active: number };
  content: { courses: number; published: number; modules: number; lessons: number; assessments: number };
  activity: { enrollments: number; completed: number; certificates: number; logs: number };
}

// ---- logs ----
export const LOG_LEVELS = ['info', 'warn', 'error'] as const;

const optionalDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data inválida (use AAAA-MM-DD).' })
  .optional()
  .or(z.literal('').transform(() => undefined));

export const LogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  level: z
    .enum(LOG_LEVELS)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  action: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
  user_id: IdSchema.optional().or(z.literal('').transform(() => undefined)),
  date_from: optionalDate,
  date_to: optionalDate,
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
});
export type LogQuery = z.input<typeof LogQuerySchema>;

export const LogCleanupSchema = z.object({
  days: z.coerce
    .number({ error: ADMIN_MSG.logsCleanupInvalid })
    .int({ error: ADMIN_MSG.logsCleanupInvalid })
    .min(0, { error: ADMIN_MSG.logsCleanupInvalid })
    .max(36500),
  confirm: z.literal(true, { error: ADMIN_MSG.logsCleanupConfirm }),
});

export interface LogEntry {
  id: number;
  created_at: string;
  level: string;
  action: string;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  ip_address: string | null;
  description: string | null;
  message: string | null;
  source: string;
}

export interface LogPage {
  logs: LogEntry[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

// ---- reports ----
export const ReportCompanyQuerySchema = z.object({ companyId: IdSchema.optional() });

export type EmployeeCompletionStatus = 'Concluído' | 'Parcialmente Concluído' | 'Em Progresso' | 'Não Matriculado';
/**
 * One meaning of "completed": 'Concluído' once the certificate is issued; every lesson
 * done without a certificate yet reads 'Aulas concluídas'.
 */
export type CourseCompletionStatus = 'Concluído' | 'Aulas concluídas' | 'Em Progresso' | 'Não Iniciado';

export interface CompanyReport {
  company_id: number;
  company_name: string;
  cnpj: string | null;
  contact_email: string | null;
  summary: {
    total_employees: number;
    employees_enrolled: number;
    employees_completed: number;
    completion_rate: number;
  };
  employees: {
    user_id: number;
    employee_name: string;
    employee_email: string;
    cpf: string | null;
    completion_status: EmployeeCompletionStatus;
    average_progress: number;
    total_enrollments: number;
    completed_courses: number;
    courses_enrolled: { course_title: string; status: CourseCompletionStatus; progress: number }[];
  }[];
}

export interface CompanyReportStatistics {
  total_companies: number;
  total_employees: number;
  total_completed: number;
  overall_completion_rate: number;
}

export interface StudentProgress {
  user_id: number;
  student_name: string;
  student_email: string;
  company: string | null;
  total_enrollments: number;
  completed_courses: number;
  average_progress: number;
  total_certificates: number;
  student_registered_at: string;
  courses: { course_title: string; status: CourseCompletionStatus; progress: number }[];
}

export interface StudentProgressReport {
  students: StudentProgress[];
  summary: { total_students: number; total_enrollments: number; total_completed: number; average_progress: number };
}

export interface CourseProgressReport {
  course: { id: number; title: string; description: string | null };
  statistics: { total_enrollments: number; completed_count: number; completion_rate: number; average_progress: number };
  students: {
    user_id: number;
    student_name: string;
    student_email: string;
    enrolled_at: string;
    status: CourseCompletionStatus;
    progress: number;
    completed_lessons: number;
    total_lessons: number;
  }[];
}
