import { BANK_MSG, E } from '@trilha/sdk/contract';
import {
  bankCreator,
  bankDeleter,
  bankUpdater,
  questionAdder,
  questionRemover,
  questionUpdater,
} from '../commands/questionBanks';
import { Routes } from '../http/routes';
import { bankList, bankQuestions, loadBank, presentBank } from '../queries/questionBanks';

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
  .add(E.questionBanks.removeQuestion, async (ctx, { params }) => {
    await questionRemover(params.id, params.qid, ctx.state.actor);
    return { success: true, message: BANK_MSG.questionDeleted };
  });
