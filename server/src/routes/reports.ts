import Router from '@koa/router';
import {
  ADMIN_MSG,
  COURSE_MSG,
  type CompanyReport,
  IdSchema,
  LIMITS,
  ReportCompanyQuerySchema,
} from '@trilha/sdk/contract';
import { z } from 'zod';
import { NotFoundError } from '../errors';
import { auth, requireAdmin } from '../middleware/auth';
import { recentActivity } from '../queries/courses';
import { companyCompletion, courseProgress, studentProgress, studentProgressLines } from '../queries/reports';
import { csvStream, datedFileName } from '../services/csv';
import { brDate, formatCpf } from '../services/format';
import type { AppContext, AppState } from '../state';
import { parse } from '../validation';

/** Progress and company reports, admin-only, computed in grouped SQL. */
export const reportsRouter = new Router<AppState>();
const admin = [auth(), requireAdmin()] as const;

const EMPLOYEE_HEADER = [
  'Empresa',
  'CNPJ',
  'Funcionário',
  'E-mail',
  'CPF',
  'Situação',
  'Progresso médio (%)',
  'Cursos',
  'Concluídos',
  'Cursos matriculados',
];

function employeeCsv(ctx: AppContext, reports: CompanyReport[], prefix: string) {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(datedFileName(prefix));
  ctx.body = csvStream(
    EMPLOYEE_HEADER,
    reports.flatMap((r) =>
      r.employees.map((e) => [
        r.company_name,
        r.cnpj,
        e.employee_name,
        e.employee_email,
        formatCpf(e.cpf),
        e.completion_status,
        e.average_progress,
        e.total_enrollments,
        e.completed_courses,
        e.courses_enrolled.map((c) => `${c.course_title} (${c.status})`).join(', '),
      ]),
    ),
  );
}

reportsRouter.get('/api/company-reports/company-completion', ...admin, async (ctx) => {
  const { companyId } = parse(ReportCompanyQuerySchema, ctx.query);
  ctx.body = await companyCompletion(companyId);
});

reportsRouter.get('/api/company-reports/companies', ...admin, async (ctx) => {
  const { companies, statistics } = await companyCompletion();
  ctx.body = { companies: companies.map(({ employees: _e, ...c }) => c), statistics };
});

reportsRouter.get('/api/company-reports/export', ...admin, async (ctx) => {
  employeeCsv(ctx, (await companyCompletion()).companies, 'relatorio-empresas');
});

reportsRouter.get('/api/company-reports/export-company/:id', ...admin, async (ctx) => {
  const { id } = parse(z.object({ id: IdSchema }), ctx.params);
  const { format } = parse(z.object({ format: z.enum(['json', 'csv']).default('json') }), ctx.query);
  const [report] = (await companyCompletion(id)).companies;
  if (!report) throw NotFoundError(ADMIN_MSG.companyNotFound);
  if (format === 'csv') {
    const slug = report.company_name
      .normalize('NFD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    employeeCsv(ctx, [report], `relatorio-${slug || 'empresa'}`);
    return;
  }
  ctx.body = {
    company: { id: report.company_id, name: report.company_name, cnpj: report.cnpj },
    summary: report.summary,
    employees: report.employees,
  };
});

reportsRouter.get('/api/reports/student-progress', ...admin, async (ctx) => {
  ctx.body = await studentProgress();
});

/** The student-progress report as CSV, streamed from keyset pages (never the whole report in memory). */
reportsRouter.get('/api/reports/student-progress/export', ...admin, async (ctx) => {
  async function* rows() {
    for await (const s of studentProgressLines()) {
      yield [
        s.student_name,
        s.student_email,
        s.company,
        s.total_enrollments,
        s.completed_courses,
        s.average_progress,
        s.total_certificates,
        brDate(s.student_registered_at),
      ];
    }
  }
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(datedFileName('progresso-alunos'));
  ctx.body = csvStream(
    ['Aluno', 'E-mail', 'Empresa', 'Matrículas', 'Concluídos', 'Progresso médio (%)', 'Certificados', 'Cadastrado em'],
    rows(),
  );
});

reportsRouter.get('/api/reports/recent-activity', ...admin, async (ctx) => {
  const { limit } = parse(
    z.object({ limit: z.coerce.number().int().min(1).max(100).default(LIMITS.recentActivityLimit) }),
    ctx.query,
  );
  ctx.body = { activities: await recentActivity(limit) };
});

reportsRouter.get('/api/reports/course-progress/:id', ...admin, async (ctx) => {
  const { id } = parse(z.object({ id: IdSchema }), ctx.params);
  const report = await courseProgress(id);
  if (!report) throw NotFoundError(COURSE_MSG.courseNotFound);
  ctx.body = report;
});
