import { Op } from 'sequelize';
import { Company, Course, User } from '../models';
import { companyKey, type ImportIssue, type ImportRow } from '../services/userCsv';

/** What an import may do beyond the rows: create the companies it names, enrol everyone in a course. */
export interface ImportScope {
  createCompanies?: boolean;
  enrollCourseId?: number;
}

export interface ImportPlan {
  issues: ImportIssue[];
  toCreate: number;
  toUpdate: number;
  companiesToCreate: string[];
}

/** Checks the rows against the database (companies, CPFs of other users): a dry run's report. */
export async function planImport(rows: ImportRow[], options: ImportScope = {}): Promise<ImportPlan> {
  const issues: ImportIssue[] = [];
  const companies = await Company.findAll();
  const byName = new Map(companies.map((c) => [c.name.toLowerCase(), c]));
  const byCnpj = new Map(companies.filter((c) => c.cnpj).map((c) => [c.cnpj as string, c]));
  const missing = new Set<string>();
  for (const row of rows) {
    if (!row.company) continue;
    const key = companyKey(row.company);
    const found = 'cnpj' in key ? byCnpj.get(key.cnpj) : byName.get(key.name.toLowerCase());
    if (!found) {
      if (options.createCompanies && 'name' in key) missing.add(key.name);
      else
        issues.push({
          line: row.line,
          field: 'empresa',
          problem: `Empresa desconhecida: ${row.company}${options.createCompanies ? ' (CNPJ não cadastrado)' : ' (use --create-companies)'}`,
        });
    }
  }
  const existing = await User.findAll({
    attributes: ['id', 'email', 'cpf', 'role'],
    where: {
      [Op.or]: [
        { email: { [Op.in]: rows.map((r) => r.email) } },
        { cpf: { [Op.in]: rows.flatMap((r) => (r.cpf ? [r.cpf] : [])) } },
      ],
    },
  });
  const byEmail = new Map(existing.map((u) => [u.email, u]));
  for (const row of rows) {
    const owner = row.cpf ? existing.find((u) => u.cpf === row.cpf) : undefined;
    if (owner && owner.email !== row.email)
      issues.push({ line: row.line, field: 'cpf', problem: `CPF já cadastrado para outro usuário (${owner.email})` });
  }
  if (options.enrollCourseId && !(await Course.findByPk(options.enrollCourseId))) {
    issues.push({ line: 0, field: '--enroll', problem: `Curso ${options.enrollCourseId} não encontrado` });
  }
  const toUpdate = rows.filter((r) => byEmail.has(r.email)).length;
  return { issues, toCreate: rows.length - toUpdate, toUpdate, companiesToCreate: [...missing] };
}
