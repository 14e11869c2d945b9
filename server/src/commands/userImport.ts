import { randomBytes } from 'node:crypto';
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { EmailSchema, type Modality, type Role } from '@trilha/sdk/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { Op, type Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { Company, Course, Enrollment, User } from '../models';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { hashPassword } from '../services/passwords';

export interface ImportRow {
  line: number;
  name: string;
  email: string;
  cpf: string | null;
  phone: string | null;
  company: string | null;
  modality: Modality | null;
  role: Role;
}

export interface ImportIssue {
  line: number;
  field: string;
  problem: string;
}

/** Column names as HR spreadsheets in Brazil write them, and their English twins. */
const HEADERS: Record<string, keyof Omit<ImportRow, 'line'>> = {
  nome: 'name',
  name: 'name',
  'nome completo': 'name',
  email: 'email',
  'e-mail': 'email',
  cpf: 'cpf',
  telefone: 'phone',
  phone: 'phone',
  celular: 'phone',
  empresa: 'company',
  company: 'company',
  cnpj: 'company',
  modalidade: 'modality',
  modality: 'modality',
  perfil: 'role',
  tipo: 'role',
  role: 'role',
};

const normalise = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

const ROLE_WORDS: Record<string, Role> = {
  aluno: 'student',
  estudante: 'student',
  student: 'student',
  admin: 'admin',
  administrador: 'admin',
  instrutor: 'instructor',
  instructor: 'instructor',
};
const MODALITY_WORDS: Record<string, Modality> = {
  online: 'online',
  ead: 'online',
  presencial: 'presencial',
  presential: 'presencial',
};

/**
 * Reads a CSV as Excel in pt-BR saves it (';' or ',', UTF-8 with or without BOM, quoted cells)
 * into rows and a validation report; a broken file is one issue on line 0, never an exception.
 */
export function parseUserCsv(text: string): { rows: ImportRow[]; issues: ImportIssue[] } {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parseCsv(clean, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (err) {
    const e = err as { lines?: number; message: string };
    return { rows: [], issues: [{ line: e.lines ?? 0, field: 'arquivo', problem: `CSV malformado: ${e.message}` }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], issues: [{ line: 0, field: 'arquivo', problem: 'Arquivo vazio.' }] };
  const columns = header.map((h) => HEADERS[normalise(h)]);
  const issues: ImportIssue[] = [];
  for (const needed of ['name', 'email'] as const) {
    if (!columns.includes(needed))
      issues.push({
        line: 1,
        field: needed,
        problem: `Coluna obrigatória ausente: ${needed === 'name' ? 'nome' : 'email'}`,
      });
  }
  if (issues.length) return { rows: [], issues };

  const rows: ImportRow[] = [];
  const seenEmail = new Map<string, number>();
  const seenCpf = new Map<string, number>();
  body.forEach((cells, i) => {
    const line = i + 2;
    const get = (key: keyof Omit<ImportRow, 'line'>) => {
      const index = columns.indexOf(key);
      const value = index >= 0 ? (cells[index] ?? '').trim() : '';
      return value || null;
    };
    const name = get('name');
    const emailRaw = get('email');
    const email = EmailSchema.safeParse(emailRaw ?? '');
    const cpfDigits = get('cpf')?.replace(/\D/g, '') || null;
    const roleWord = get('role')?.toLowerCase() ?? 'aluno';
    const modalityWord = get('modality')?.toLowerCase() ?? null;
    const problems: ImportIssue[] = [];
    if (!name) problems.push({ line, field: 'nome', problem: 'Nome é obrigatório' });
    if (!email.success) problems.push({ line, field: 'email', problem: `E-mail inválido: ${emailRaw ?? '(vazio)'}` });
    if (cpfDigits && !isValidCPF(cpfDigits))
      problems.push({ line, field: 'cpf', problem: `CPF inválido (dígitos verificadores): ${get('cpf')}` });
    const role = ROLE_WORDS[roleWord];
    if (!role) problems.push({ line, field: 'perfil', problem: `Perfil desconhecido: ${get('role')}` });
    const modality = modalityWord ? MODALITY_WORDS[modalityWord] : null;
    if (modalityWord && !modality)
      problems.push({ line, field: 'modalidade', problem: `Modalidade desconhecida: ${get('modality')}` });
    if (email.success) {
      const first = seenEmail.get(email.data);
      if (first) problems.push({ line, field: 'email', problem: `E-mail duplicado no arquivo (linha ${first})` });
      else seenEmail.set(email.data, line);
    }
    if (cpfDigits && isValidCPF(cpfDigits)) {
      const first = seenCpf.get(cpfDigits);
      if (first) problems.push({ line, field: 'cpf', problem: `CPF duplicado no arquivo (linha ${first})` });
      else seenCpf.set(cpfDigits, line);
    }
    if (problems.length) {
      issues.push(...problems);
      return;
    }
    rows.push({
      line,
      name: name as string,
      email: email.data as string,
      cpf: cpfDigits,
      phone: get('phone'),
      company: get('company'),
      modality: modality ?? null,
      role: role as Role,
    });
  });
  return { rows, issues };
}

export interface ImportOptions {
  createCompanies?: boolean;
  enrollCourseId?: number;
  sendWelcome?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface ImportPlan {
  issues: ImportIssue[];
  toCreate: number;
  toUpdate: number;
  companiesToCreate: string[];
}

type CompanyKey = { cnpj: string } | { name: string };

const companyKey = (value: string): CompanyKey => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 14 && isValidCNPJ(digits) ? { cnpj: digits } : { name: value.trim() };
};

/** Checks the rows against the database (companies, CPFs of other users): a dry run's report. */
export async function planImport(rows: ImportRow[], options: ImportOptions = {}): Promise<ImportPlan> {
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

export interface ImportResult {
  created: number;
  updated: number;
  companiesCreated: number;
  enrolled: number;
}

async function resolveCompanies(rows: ImportRow[], create: boolean, transaction: Transaction) {
  const companies = await Company.findAll({ transaction });
  const byName = new Map(companies.map((c) => [c.name.toLowerCase(), c]));
  const byCnpj = new Map(companies.filter((c) => c.cnpj).map((c) => [c.cnpj as string, c]));
  let created = 0;
  const idFor = new Map<string, number>();
  for (const row of rows) {
    if (!row.company || idFor.has(row.company)) continue;
    const key = companyKey(row.company);
    let company = 'cnpj' in key ? byCnpj.get(key.cnpj) : byName.get(key.name.toLowerCase());
    if (!company && create && 'name' in key) {
      company = await Company.create({ name: key.name }, { transaction });
      byName.set(key.name.toLowerCase(), company);
      created += 1;
    }
    if (company) idFor.set(row.company, company.id);
  }
  return { idFor, created };
}

/**
 * Imports the rows in ONE transaction (all or nothing): new e-mails become users who change
 * their password at the first login, known e-mails are updated (re-running never duplicates).
 * Welcome e-mails go out after the commit.
 */
export async function userImporter(rows: ImportRow[], options: ImportOptions, actor: Actor): Promise<ImportResult> {
  const welcome: { user: User; password: string }[] = [];
  const result = await inTransaction(async (transaction) => {
    const { idFor, created: companiesCreated } = await resolveCompanies(
      rows,
      Boolean(options.createCompanies),
      transaction,
    );
    const existing = new Map(
      (await User.findAll({ where: { email: { [Op.in]: rows.map((r) => r.email) } }, transaction })).map((u) => [
        u.email,
        u,
      ]),
    );
    let created = 0;
    let updated = 0;
    let enrolled = 0;
    const enrolledAlready = options.enrollCourseId
      ? new Set(
          (
            await Enrollment.findAll({
              attributes: ['user_id'],
              where: { course_id: options.enrollCourseId },
              transaction,
            })
          ).map((e) => e.user_id),
        )
      : new Set<number>();
    for (const [i, row] of rows.entries()) {
      const fields = {
        name: row.name,
        cpf: row.cpf,
        phone: row.phone,
        modality: row.modality,
        company_id: row.company ? (idFor.get(row.company) ?? null) : null,
      };
      let user = existing.get(row.email);
      if (user) {
        // An import never demotes an admin nor changes anyone's password.
        await user.update({ ...fields, ...(user.role === 'admin' ? {} : { role: row.role }) }, { transaction });
        updated += 1;
      } else {
        const password = randomBytes(9).toString('base64url');
        user = await User.create(
          {
            ...fields,
            email: row.email,
            role: row.role,
            password_hash: await hashPassword(password),
            must_change_password: true,
          },
          { transaction },
        );
        welcome.push({ user, password });
        created += 1;
      }
      if (options.enrollCourseId && user.role !== 'admin' && !enrolledAlready.has(user.id)) {
        await Enrollment.create(
          { user_id: user.id, course_id: options.enrollCourseId, enrolled_at: now() },
          { transaction },
        );
        enrolledAlready.add(user.id);
        enrolled += 1;
      }
      options.onProgress?.(i + 1, rows.length);
    }
    await audit(
      actor,
      {
        action: 'USUARIOS_IMPORTADOS',
        description: `Importação de usuários: ${created} criados, ${updated} atualizados, ${companiesCreated} empresas criadas, ${enrolled} matrículas`,
      },
      transaction,
    );
    return { created, updated, companiesCreated, enrolled };
  });
  if (options.sendWelcome) {
    const { mailer, config } = runtime();
    for (const { user, password } of welcome) {
      try {
        await mailer.send({
          to: user.email,
          subject: 'Bem-vindo(a)! Seus dados de acesso',
          template: 'welcome',
          data: { name: user.name, email: user.email, password, loginUrl: `${config.publicUrl}/login` },
        });
      } catch (err) {
        await audit(actor, {
          action: 'EMAIL_FALHOU',
          level: 'error',
          description: `Falha no e-mail de boas-vindas para ${user.email}`,
          message: (err as Error).message,
        });
      }
    }
  }
  return result;
}
