import Router from '@koa/router';
import { CompanyCreateSchema, CompanyUpdateSchema, IdParamsSchema, MSG } from '@trilha/sdk/contract';
import { companyCreator, companyDeleter, companyStatusToggler, companyUpdater } from '../commands/companies';
import { NotFoundError } from '../errors';
import { auth, requireAdmin } from '../middleware/auth';
import { Company } from '../models';
import { presentCompany } from '../presenters/user';
import { companyEmployees, employeeCounts } from '../queries/users';
import type { AppState } from '../state';
import { parse } from '../validation';

export const companiesRouter = new Router<AppState>({ prefix: '/api/companies' });
companiesRouter.use(auth(), requireAdmin());

async function presentOne(company: Company) {
  return presentCompany(company, (await employeeCounts()).get(company.id) ?? 0);
}

companiesRouter.get('/', async (ctx) => {
  const [companies, counts] = await Promise.all([Company.findAll({ order: [['name', 'ASC']] }), employeeCounts()]);
  ctx.body = { companies: companies.map((c) => presentCompany(c, counts.get(c.id) ?? 0)) };
});

companiesRouter.post('/', async (ctx) => {
  const company = await companyCreator(parse(CompanyCreateSchema, ctx.request.body), ctx.state.actor);
  ctx.status = 201;
  ctx.body = { success: true, message: MSG.companyCreated, company: await presentOne(company) };
});

companiesRouter.put('/:id', async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const company = await companyUpdater(id, parse(CompanyUpdateSchema, ctx.request.body), ctx.state.actor);
  ctx.body = { success: true, message: MSG.companyUpdated, company: await presentOne(company) };
});

companiesRouter.patch('/:id/toggle-status', async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const company = await companyStatusToggler(id, ctx.state.actor);
  ctx.body = {
    success: true,
    message: company.is_active ? MSG.companyActivated : MSG.companyDeactivated,
    company: await presentOne(company),
  };
});

companiesRouter.delete('/:id', async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  await companyDeleter(id, ctx.state.actor);
  ctx.body = { success: true, message: MSG.companyDeleted };
});

companiesRouter.get('/:id/employees', async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  if (!(await Company.findByPk(id))) throw NotFoundError(MSG.companyNotFound);
  ctx.body = { employees: await companyEmployees(id) };
});
