import {
  BANK_CSV_COLUMNS,
  BANK_CSV_TYPES,
  BANK_LIMITS,
  BANK_MSG,
  type BankExport,
  type BankImportIssue,
  type BankQuestion,
  BankQuestionSchema,
  type QuestionType,
} from '@trilha/sdk/contract';
import type { z } from 'zod';
import { readSheet } from './csv';

type QuestionInput = z.output<typeof BankQuestionSchema>;

/** A question read from an import file, checked by the same schema as the question form. */
export interface ReadQuestion {
  line: number;
  input: QuestionInput;
}

export interface ReadBankFile {
  format: 'csv' | 'json';
  questions: ReadQuestion[];
  issues: BankImportIssue[];
}

/** The form's field names as an import's report names them. */
const FIELD_NAMES: Record<string, string> = {
  type: 'tipo',
  text: 'enunciado',
  topic: 'tema',
  points: 'pontos',
  partial_credit: 'credito_parcial',
  explanation: 'explicacao',
  image: 'imagem',
  options: 'alternativas',
  items: 'itens',
};

/** A row's words for its type: the layout's own (unica...), the API's (single...) and accents. */
const TYPE_WORDS: Record<string, QuestionType | 'item'> = {
  ...Object.fromEntries(Object.entries(BANK_CSV_TYPES).map(([type, word]) => [word, type as QuestionType | 'item'])),
  single: 'single',
  única: 'single',
  multiple: 'multiple',
  múltipla: 'multiple',
  true_false: 'true_false',
  vf: 'true_false',
  scenario: 'scenario',
  situação: 'scenario',
};

const YES = new Set(['sim', 's', 'x', '1', 'true', 'verdadeiro']);
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** Checks one raw question with the form's schema; its problems as report lines. */
function check(raw: unknown, line: number, into: ReadBankFile): void {
  const parsed = BankQuestionSchema.safeParse(raw);
  if (parsed.success) {
    into.questions.push({ line, input: parsed.data });
    return;
  }
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    into.issues.push({ line, field: FIELD_NAMES[key] ?? (key || 'questão'), problem: issue.message });
  }
}

/** 'A;C', 'a, c', 'AC' -> the letters' positions; a true/false line may say V or F. */
function rightPositions(value: string, type: QuestionType | 'item'): number[] {
  const word = value.trim().toLowerCase();
  if (type === 'true_false' && /^(v|verdadeiro|true)$/.test(word)) return [-1];
  if (type === 'true_false' && /^(f|falso|false)$/.test(word)) return [-2];
  return [...new Set((value.toUpperCase().match(/[A-F]/g) ?? []).map((l) => LETTERS.indexOf(l as 'A')))];
}

function optionsOf(cells: (key: string) => string, type: QuestionType | 'item') {
  let texts = LETTERS.map((l) => cells(`alternativa_${l.toLowerCase()}`));
  while (texts.length && !texts[texts.length - 1]) texts = texts.slice(0, -1);
  if (type === 'true_false' && !texts.length) texts = ['Verdadeiro', 'Falso'];
  const right = rightPositions(cells('corretas'), type).map((p) =>
    p >= 0 ? p : texts.findIndex((t) => t.toLowerCase() === (p === -1 ? 'verdadeiro' : 'falso')),
  );
  return texts.map((text, i) => ({ text, isCorrect: right.includes(i) }));
}

/** The documented CSV layout (BANK_CSV_COLUMNS): one question per line, a scenario's items below it. */
export function readBankCsv(text: string): ReadBankFile {
  const out: ReadBankFile = { format: 'csv', questions: [], issues: [] };
  const sheet = readSheet(text);
  if ('problem' in sheet) return { ...out, issues: [{ line: sheet.line, field: 'arquivo', problem: sheet.problem }] };
  const [header, ...body] = sheet.records;
  const columns = (header?.cells ?? []).map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/^\uFEFF/, ''),
  );
  const missing = ['tipo', 'enunciado'].filter((c) => !columns.includes(c));
  if (missing.length) {
    return {
      ...out,
      issues: [
        {
          line: 1,
          field: 'cabeçalho',
          problem: `Colunas obrigatórias ausentes: ${missing.join(', ')}. Use: ${BANK_CSV_COLUMNS.join(';')}`,
        },
      ],
    };
  }
  // A scenario is checked once its items below it are read.
  let scenario: { line: number; raw: Record<string, unknown> & { items: unknown[] } } | null = null;
  const closeScenario = () => {
    if (scenario) check(scenario.raw, scenario.line, out);
    scenario = null;
  };
  for (const { cells: row, line } of body) {
    const cell = (key: string) => (row[columns.indexOf(key)] ?? '').trim();
    const word = cell('tipo').toLowerCase();
    const type = TYPE_WORDS[word];
    if (!type) {
      out.issues.push({
        line,
        field: 'tipo',
        problem: `Tipo desconhecido: '${cell('tipo')}'. Use ${Object.values(BANK_CSV_TYPES).join(', ')}.`,
      });
      continue;
    }
    if (type === 'item') {
      if (scenario)
        (scenario as { raw: { items: unknown[] } }).raw.items.push({
          text: cell('enunciado'),
          options: optionsOf(cell, type),
        });
      else
        out.issues.push({ line, field: 'tipo', problem: 'Um item precisa vir logo abaixo da sua situação-problema.' });
      continue;
    }
    closeScenario();
    const raw = {
      type,
      text: cell('enunciado'),
      topic: cell('tema') || null,
      points: cell('pontos') || undefined,
      partial_credit: YES.has(cell('credito_parcial').toLowerCase()),
      explanation: cell('explicacao') || null,
      options: type === 'scenario' ? [] : optionsOf(cell, type),
      items: [] as unknown[],
    };
    if (type === 'scenario') scenario = { line, raw };
    else check(raw, line, out);
  }
  closeScenario();
  return out;
}

/** The platform's JSON (what an export writes): each question checked like the form's. */
export function readBankJson(text: string): ReadBankFile {
  const out: ReadBankFile = { format: 'json', questions: [], issues: [] };
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    return { ...out, issues: [{ line: 0, field: 'arquivo', problem: `JSON malformado: ${(err as Error).message}` }] };
  }
  const questions = Array.isArray(doc) ? doc : (doc as Partial<BankExport> | null)?.questions;
  if (!Array.isArray(questions)) {
    return { ...out, issues: [{ line: 0, field: 'arquivo', problem: BANK_MSG.importFile }] };
  }
  for (const [i, raw] of questions.entries()) check(raw, i + 1, out);
  return out;
}

/** CSV or JSON by the content (a JSON document starts with { or [), never by the file's name. */
export function readBankFile(bytes: Buffer): ReadBankFile {
  const text = bytes.toString('utf8');
  const read = /^\uFEFF?\s*[[{]/.test(text) ? readBankJson(text) : readBankCsv(text);
  const total = read.questions.length + new Set(read.issues.map((i) => i.line)).size;
  if (total === 0 && !read.issues.length)
    read.issues.push({ line: 0, field: 'arquivo', problem: BANK_MSG.importEmpty });
  if (total > BANK_LIMITS.importMaxQuestions)
    read.issues.push({ line: 0, field: 'arquivo', problem: BANK_MSG.importTooMany });
  return read;
}

const letters = (options: { isCorrect: boolean }[]) =>
  options.flatMap((o, i) => (o.isCorrect ? [LETTERS[i]] : [])).join(';');
const optionCells = (options: { text: string }[]) => LETTERS.map((_, i) => options[i]?.text ?? '');

/** A bank question as CSV rows in BANK_CSV_COLUMNS: a scenario's line, then one per item. */
export function questionCsvRows(q: BankQuestion): unknown[][] {
  const own = [
    BANK_CSV_TYPES[q.type],
    q.topic ?? '',
    q.text,
    q.points,
    q.partial_credit ? 'sim' : '',
    q.explanation ?? '',
    q.type === 'scenario' ? '' : letters(q.options),
    ...optionCells(q.type === 'scenario' ? [] : q.options),
  ];
  const items = q.items.map((item) => [
    BANK_CSV_TYPES.item,
    '',
    item.text,
    '',
    '',
    '',
    letters(item.options),
    ...optionCells(item.options),
  ]);
  return [own, ...items];
}
