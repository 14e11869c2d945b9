import { ADMIN_MSG, COURSE_MSG, type CompanyReport, E } from '@trilha/sdk/contract';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { companyScope, reachesCompany } from '../policies/grants';
import { recentActivity } from '../queries/courses';
import { companyCompletion, courseProgress, studentProgress, studentProgressLines } from '../queries/reports';
import { dashboardCounts } from '../queries/users';
import { csvStream, datedFileName } from '../services/csv';
import { brDate, formatCpf, slugOf } from '../services/format';
import type { AppContext } from '../state';

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

function employeeCsv(ctx: AppContext, reports: CompanyReport[], prefix: string): undefined {
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
  return undefined;
}

/** The student-progress report as CSV, streamed from keyset pages (never the whole report in memory). */
async function* studentProgressRows() {
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

/** The admin's dashboard counts, progress and company reports, computed in grouped SQL. */
export const reportRoutes = new Routes()
  .add(E.reports.dashboardCounts, () => dashboardCounts())
  .add(E.reports.companyCompletion, (_ctx, { query, user }) =>
    companyCompletion(companyScope(user, 'reports.company') ?? query.companyId),
  )
  .add(E.reports.companies, async () => {
    const { companies, statistics } = await companyCompletion();
    return { companies: companies.map(({ employees: _e, ...c }) => c), statistics };
  })
  .add(E.reports.companiesCsv, async (ctx) =>
    employeeCsv(ctx, (await companyCompletion()).companies, 'relatorio-empresas'),
  )
  .add(E.reports.companyExport, async (ctx, { params, query, user }) => {
    if (!reachesCompany(user, 'reports.company', params.id)) throw NotFoundError(ADMIN_MSG.companyNotFound);
    const [report] = (await companyCompletion(params.id)).companies;
    if (!report) throw NotFoundError(ADMIN_MSG.companyNotFound);
    if (query.format === 'csv') {
      return employeeCsv(ctx, [report], `relatorio-${slugOf(report.company_name) || 'empresa'}`);
    }
    return {
      company: { id: report.company_id, name: report.company_name, cnpj: report.cnpj },
      summary: report.summary,
      employees: report.employees,
    };
  })
  .add(E.reports.studentProgress, () => studentProgress())
  .add(E.reports.studentProgressCsv, async (ctx) => {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(datedFileName('progresso-alunos'));
    ctx.body = csvStream(
      [
        'Aluno',
        'E-mail',
        'Empresa',
        'Matrículas',
        'Concluídos',
        'Progresso médio (%)',
        'Certificados',
        'Cadastrado em',
      ],
      studentProgressRows(),
    );
    return undefined;
  })
  .add(E.reports.recentActivity, async (_ctx, { query }) => ({ activities: await recentActivity(query.limit) }))
  .add(E.reports.courseProgress, async (_ctx, { params }) => {
    const report = await courseProgress(params.id);
    if (!report) throw NotFoundError(COURSE_MSG.courseNotFound);
    return report;
  });
