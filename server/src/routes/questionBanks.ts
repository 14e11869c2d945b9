import { BANK_MSG, E } from '@trilha/sdk/contract';
import { bankImporter } from '../commands/bankImport';
import {
  bankCreator,
  bankDeleter,
  bankUpdater,
  questionAdder,
  questionRemover,
  questionUpdater,
} from '../commands/questionBanks';
import { Routes } from '../http/routes';
import { bankCsv, bankJson } from '../queries/bankExport';
import { bankList, bankQuestions, loadBank, presentBank } from '../queries/questionBanks';
import { audit } from '../services/audit';
import { now } from '../services/clock';
import { datedFileName } from '../services/csv';
import { slugOf } from '../services/format';

const savedQuestion = async (bankId: number, qid: number) => {
  const [question] = await bankQuestions(bankId, qid);
  if (!question) throw new Error(`question ${qid} of bank ${bankId} vanished`);
  return question;
};

/** Question banks (issue 21): their questions of every type, kept by those who manage assessments. */
export const questionBankRoutes = new Routes()
  .add(E.questionBanks.list, async () => ({ banks: await bankList() }))
  .add(E.questionBanks.create, async (ctx, { body }) => {
    const bank = await bankCreator(body, ctx.state.actor);
    return { success: true, message: BANK_MSG.created, bank: await presentBank(bank) };
  })
  .add(E.questionBanks.get, async (_ctx, { params }) => {
    const bank = await loadBank(params.id);
    return { bank: await presentBank(bank), questions: await bankQuestions(bank.id) };
  })
  .add(E.questionBanks.update, async (ctx, { params, body }) => {
    const bank = await bankUpdater(params.id, body, ctx.state.actor);
    return { success: true, message: BANK_MSG.updated, bank: await presentBank(bank) };
  })
  .add(E.questionBanks.remove, async (ctx, { params }) => {
    await bankDeleter(params.id, ctx.state.actor);
    return { success: true, message: BANK_MSG.deleted };
  })
  .add(E.questionBanks.addQuestion, async (ctx, { params, body }) => {
    const question = await questionAdder(params.id, body, ctx.state.actor);
    return { success: true, message: BANK_MSG.questionSaved, question: await savedQuestion(params.id, question.id) };
  })
  .add(E.questionBanks.updateQuestion, async (ctx, { params, body }) => {
    await questionUpdater(params.id, params.qid, body, ctx.state.actor);
    return { success: true, message: BANK_MSG.questionSaved, question: await savedQuestion(params.id, params.qid) };
  })
  .add(E.questionBanks.exportFile, async (ctx, { params, query }) => {
    const bank = await loadBank(params.id);
    const at = now();
    ctx.body = query.format === 'csv' ? await bankCsv(bank) : await bankJson(bank, at);
    ctx.type = query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';
    ctx.attachment(datedFileName(`banco-${slugOf(bank.title) || bank.id}`, at, query.format));
    await audit(ctx.state.actor, {
      action: 'BANCO_QUESTOES_EXPORTADO',
      description: `Banco de questões exportado (${query.format.toUpperCase()}): ${bank.title}`,
    });
    return undefined;
  })
  .add(E.questionBanks.importFile, async (ctx, { params, body }) => {
    const report = await bankImporter(params.id, ctx.request.file?.buffer, body.dry_run, ctx.state.actor);
    const message = report.dry_run
      ? report.issues.length
        ? BANK_MSG.importIssues(report.issues.length)
        : BANK_MSG.importChecked(report.total)
      : BANK_MSG.imported(report.imported);
    return { success: true, message, report };
  })
  .add(E.questionBanks.removeQuestion, async (ctx, { params }) => {
    await questionRemover(params.id, params.qid, ctx.state.actor);
    return { success: true, message: BANK_MSG.questionDeleted };
  });
