import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { EmailSchema, type Modality, type Role } from '@trilha/sdk/contract';
import { readSheet } from './csv';

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
  const sheet = readSheet(text);
  if ('problem' in sheet) return { rows: [], issues: [{ line: sheet.line, field: 'arquivo', problem: sheet.problem }] };
  const [header, ...body] = sheet.records;
  if (!header) return { rows: [], issues: [{ line: 0, field: 'arquivo', problem: 'Arquivo vazio.' }] };
  const columns = header.cells.map((h) => HEADERS[normalise(h)]);
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
  body.forEach(({ cells, line }) => {
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

export type CompanyKey = { cnpj: string } | { name: string };

/** A spreadsheet's company cell: a valid CNPJ names the company by it, anything else by name. */
export const companyKey = (value: string): CompanyKey => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 14 && isValidCNPJ(digits) ? { cnpj: digits } : { name: value.trim() };
};
