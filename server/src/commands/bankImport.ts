import {
  BANK_MSG,
  type BankImportIssue,
  type BankImportReport,
  QUESTION_TYPES,
  type QuestionType,
} from '@trilha/sdk/contract';
import { inTransaction } from '../db/transaction';
import { BadRequestError, NotFoundError } from '../errors';
import { QuestionBank } from '../models';
import { type Actor, audit } from '../services/audit';
import { type ReadQuestion, readBankFile } from '../services/bankFile';
import { bankContentChanged } from '../services/courseContent';
import { type ImageChange, imageChange, storeQuestionImage } from '../services/questionImages';
import { removeUpload } from '../services/storage';
import { insertQuestion } from './questionBanks';

const issueLine = (i: BankImportIssue) => `${i.line ? `Linha ${i.line}` : 'Arquivo'} — ${i.field}: ${i.problem}`;

/** Each question's picture checked by its bytes (a dry run finds a bad one too); problems as report lines. */
async function pictures(questions: ReadQuestion[], issues: BankImportIssue[]): Promise<ImageChange[]> {
  const changes: ImageChange[] = [];
  for (const q of questions) {
    try {
      changes.push(await imageChange(q.input.image, null));
    } catch {
      issues.push({ line: q.line, field: 'imagem', problem: BANK_MSG.image });
      changes.push({ kind: 'remove' });
    }
  }
  return changes;
}

function report(questions: ReadQuestion[], issues: BankImportIssue[], format: 'csv' | 'json', dryRun: boolean) {
  const byType = Object.fromEntries(QUESTION_TYPES.map((t) => [t, 0])) as Record<QuestionType, number>;
  for (const q of questions) byType[q.input.type] += 1;
  const topics = [...new Set(questions.flatMap((q) => (q.input.topic ? [q.input.topic] : [])))];
  return {
    dry_run: dryRun,
    format,
    total: questions.length + new Set(issues.filter((i) => i.line > 0).map((i) => i.line)).size,
    by_type: byType,
    topics: topics.sort((a, z) => a.localeCompare(z, 'pt-BR')),
    issues: issues.sort((a, z) => a.line - z.line),
    imported: 0,
  } satisfies BankImportReport;
}

/**
 * Adds a CSV or JSON file's questions to a bank, all or none: a file with any problem writes
 * nothing and answers the problems by line; a dry run only reports what an import would do.
 */
export async function bankImporter(
  bankId: number,
  file: Buffer | undefined,
  dryRun: boolean,
  actor: Actor,
): Promise<BankImportReport> {
  const bank = await QuestionBank.findByPk(bankId, { attributes: ['id', 'title'] });
  if (!bank) throw NotFoundError(BANK_MSG.notFound);
  if (!file?.length)
    throw BadRequestError(BANK_MSG.importFile, { errors: [{ msg: BANK_MSG.importFile, path: 'file' }] });
  const read = readBankFile(file);
  const changes = await pictures(read.questions, read.issues);
  const result = report(read.questions, read.issues, read.format, dryRun);
  if (dryRun) return result;
  if (result.issues.length) {
    throw BadRequestError(BANK_MSG.importIssues(result.issues.length), {
      errors: result.issues.map((i) => ({ msg: issueLine(i), path: i.field })),
      report: result,
    });
  }
  const stored: (string | null)[] = [];
  try {
    for (const change of changes) stored.push(await storeQuestionImage(change));
    await inTransaction(async (transaction) => {
      const locked = await QuestionBank.findByPk(bankId, { transaction, lock: transaction.LOCK.UPDATE });
      if (!locked) throw NotFoundError(BANK_MSG.notFound);
      await bankContentChanged(bankId, transaction);
      for (const [i, q] of read.questions.entries()) {
        await insertQuestion(bankId, q.input, stored[i] ?? null, transaction);
      }
      await audit(
        actor,
        {
          action: 'BANCO_QUESTOES_IMPORTADO',
          description: `${read.questions.length} questões importadas (${read.format.toUpperCase()}) para o banco ${bank.title}`,
        },
        transaction,
      );
    });
  } catch (err) {
    await Promise.all(stored.map((f) => removeUpload(f)));
    throw err;
  }
  return { ...result, imported: read.questions.length };
}
