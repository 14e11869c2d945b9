import { E, MSG } from '@trilha/sdk/contract';
import { companyCreator, companyDeleter, companyStatusToggler, companyUpdater } from '../commands/companies';
import { Routes } from '../http/routes';
import type { Company } from '../models';
import { presentCompany } from '../presenters/user';
import { listCompanies, loadCompany } from '../queries/companies';
import { companyEmployees, employeeCounts } from '../queries/users';

async function presentOne(company: Company) {
  return presentCompany(company, (await employeeCounts()).get(company.id) ?? 0);
}

export const companyRoutes = new Routes()
  .add(E.companies.list, async () => {
    const [companies, counts] = await Promise.all([listCompanies(), employeeCounts()]);
    return { companies: companies.map((c) => presentCompany(c, counts.get(c.id) ?? 0)) };
  })
  .add(E.companies.create, async (ctx, { body }) => {
    const company = await companyCreator(body, ctx.state.actor);
    return { success: true, message: MSG.companyCreated, company: await presentOne(company) };
  })
  .add(E.companies.update, async (ctx, { params, body }) => {
    const company = await companyUpdater(params.id, body, ctx.state.actor);
    return { success: true, message: MSG.companyUpdated, company: await presentOne(company) };
  })
  .add(E.companies.toggleStatus, async (ctx, { params }) => {
    const company = await companyStatusToggler(params.id, ctx.state.actor);
    return {
      success: true,
      message: company.is_active ? MSG.companyActivated : MSG.companyDeactivated,
      company: await presentOne(company),
    };
  })
  .add(E.companies.remove, async (ctx, { params }) => {
    await companyDeleter(params.id, ctx.state.actor);
    return { success: true, message: MSG.companyDeleted };
  })
  .add(E.companies.employees, async (_ctx, { params }) => {
    await loadCompany(params.id);
    return { employees: await companyEmployees(params.id) };
  });
