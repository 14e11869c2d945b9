import { IdSchema } from './common';
import { plural } from './format';
import { z } from './zod';

/**
 * Client-company managers (issue 18, ARCHITECTURE §10): the courses a company contracted, its job
 * roles (cargos) with their required courses, its workers, and the compliance grid.
 */

/** A cell of the compliance grid: where one worker stands on one course their cargo requires. */
export const COMPLIANCE_STATUSES = [
  'valido',
  'a_vencer',
  'vencido',
  'em_andamento',
  'nao_iniciado',
  'nao_matriculado',
] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

export const COMPLIANCE_LABELS: Record<ComplianceStatus, string> = {
  valido: 'Válido',
  a_vencer: 'A vencer',
  vencido: 'Vencido',
  em_andamento: 'Em andamento',
  nao_iniciado: 'Não iniciado',
  nao_matriculado: 'Não matriculado',
};

/** A cell that counts as trained: the certificate holds today (even if it expires soon). */
export const COMPLIANT_STATUSES: readonly ComplianceStatus[] = ['valido', 'a_vencer'];

export const MANAGER_MSG = {
  companyRequired: 'Gestores precisam estar vinculados a uma empresa.',
  managerOwnCompany: 'Gestores cadastram e editam apenas trabalhadores (alunos) da própria empresa.',
  roleChange: 'Gestores não alteram o tipo de usuário.',
  otherCompanyEmail: 'Este e-mail pertence a um usuário de outra empresa.',
  companyNotFound: 'Empresa não encontrada.',
  courseNotContracted: 'Este curso não foi contratado pela empresa.',
  unknownCourses: 'Um ou mais cursos não existem.',
  jobRoleNotFound: 'Cargo não encontrado.',
  jobRoleOtherCompany: 'O cargo informado pertence a outra empresa.',
  jobRoleName: 'Informe o nome do cargo (2 a 100 caracteres).',
  jobRoleDuplicate: 'Já existe um cargo com este nome na empresa.',
  jobRoleNeedsCompany: 'O trabalhador precisa estar vinculado a uma empresa para ter um cargo.',
  workersRequired: 'Selecione ao menos um trabalhador.',
  workerNotInCompany: 'Um ou mais trabalhadores não pertencem à empresa.',
  companyQueryRequired: 'Informe a empresa (company_id).',
  companyCoursesSaved: 'Cursos contratados atualizados.',
  jobRoleCreated: 'Cargo criado com sucesso.',
  jobRoleUpdated: 'Cargo atualizado com sucesso.',
  jobRoleDeleted: 'Cargo excluído. O histórico dos trabalhadores foi mantido.',
  jobRoleAssigned: 'Cargo atribuído.',
  jobRoleCleared: 'Cargo removido do trabalhador.',
  enrolled: (n: number) => plural(n, 'trabalhador matriculado.', 'trabalhadores matriculados.'),
} as const;

const CourseIdsSchema = z
  .array(IdSchema, { error: 'Informe a lista de cursos (course_ids).' })
  .max(500, { error: 'No máximo 500 cursos.' })
  .transform((ids) => [...new Set(ids)]);

export const CompanyCoursesSchema = z.object({ course_ids: CourseIdsSchema });
export type CompanyCoursesReq = z.input<typeof CompanyCoursesSchema>;

export const JobRoleSchema = z.object({
  name: z
    .string({ error: MANAGER_MSG.jobRoleName })
    .trim()
    .min(2, { error: MANAGER_MSG.jobRoleName })
    .max(100, { error: MANAGER_MSG.jobRoleName }),
  course_ids: CourseIdsSchema.default([]),
});
export type JobRoleReq = z.input<typeof JobRoleSchema>;

export const JobRoleParamsSchema = z.object({ id: IdSchema, roleId: IdSchema });

export const UserJobRoleSchema = z.object({
  job_role_id: IdSchema.nullable(),
});
export type UserJobRoleReq = z.input<typeof UserJobRoleSchema>;

/** The company a manager's call reads: a manager's own (any other is ignored), an admin's choice (required). */
export const CompanyScopeQuerySchema = z.object({ company_id: IdSchema.optional() });

export const WorkersQuerySchema = CompanyScopeQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  job_role_id: IdSchema.optional(),
});

export const ManagerEnrollSchema = z.object({
  user_ids: z
    .array(IdSchema, { error: MANAGER_MSG.workersRequired })
    .min(1, { error: MANAGER_MSG.workersRequired })
    .max(5000)
    .transform((ids) => [...new Set(ids)]),
  course_id: IdSchema,
  /** An admin enrolling for a company says which; a manager's own company applies otherwise. */
  company_id: IdSchema.optional(),
});
export type ManagerEnrollReq = z.input<typeof ManagerEnrollSchema>;

export const ComplianceQuerySchema = CompanyScopeQuerySchema.extend({
  job_role_id: IdSchema.optional(),
  status: z.enum(COMPLIANCE_STATUSES, { error: 'Situação inválida.' }).optional(),
});

/**
 * The certificates of a company's ZIP (and the portal's filter): 'official' and 'temporary' are
 * active (not revoked) ones of that kind, 'expired' the active ones past their expiry, 'revoked'
 * the revoked ones (listed, never in the ZIP: a revoked certificate has no PDF). Without a
 * status, every active certificate.
 */
export const CERTIFICATE_FILTER_STATUSES = ['official', 'temporary', 'revoked', 'expired'] as const;

export const CompanyCertificatesQuerySchema = z.object({
  course_id: IdSchema.optional(),
  user_id: IdSchema.optional(),
  status: z.enum(CERTIFICATE_FILTER_STATUSES, { error: 'Situação inválida.' }).optional(),
});

export interface JobRole {
  id: number;
  company_id: number;
  name: string;
  course_ids: number[];
  worker_count: number;
}

export interface CompanyCourse {
  id: number;
  title: string;
  status: string;
}

export interface Worker {
  id: number;
  name: string;
  email: string;
  cpf: string | null;
  is_active: boolean;
  job_role_id: number | null;
  job_role: string | null;
  enrollments: number;
  completed: number;
  /** Required courses of the cargo, and how many of them hold a valid certificate. */
  required: number;
  compliant: number;
}

export interface ComplianceCell {
  course_id: number;
  status: ComplianceStatus;
  expires_at: string | null;
}

export interface ComplianceWorker {
  user_id: number;
  name: string;
  cpf: string | null;
  job_role: string | null;
  cells: ComplianceCell[];
}

export interface ComplianceGrid {
  company: { id: number; name: string };
  /** 'A vencer' means expiring within this many days. */
  warning_days: number;
  courses: { id: number; title: string }[];
  workers: ComplianceWorker[];
  summary: {
    /** Share (0-100, one decimal) of workers with a cargo whose every required course is valid. */
    compliant_rate: number;
    workers: number;
    compliant_workers: number;
    by_status: Record<ComplianceStatus, number>;
  };
}
