import type { BankQuestionReq, QuestionBankReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** Question banks and their questions (issue 21). */
export const questionBanksApi = ({ call }: Caller) => ({
  list: () => call(E.questionBanks.list),
  get: (id: number) => call(E.questionBanks.get, { params: { id } }),
  create: (body: QuestionBankReq) => call(E.questionBanks.create, { body }),
  update: (id: number, body: QuestionBankReq) => call(E.questionBanks.update, { params: { id }, body }),
  remove: (id: number) => call(E.questionBanks.remove, { params: { id } }),
  addQuestion: (id: number, body: BankQuestionReq) => call(E.questionBanks.addQuestion, { params: { id }, body }),
  updateQuestion: (id: number, qid: number, body: BankQuestionReq) =>
    call(E.questionBanks.updateQuestion, { params: { id, qid }, body }),
  removeQuestion: (id: number, qid: number) => call(E.questionBanks.removeQuestion, { params: { id, qid } }),
  /** The bank as a file (Blob): CSV in the documented columns, or the platform's JSON. */
  exportFile: (id: number, format: 'csv' | 'json') =>
    call(E.questionBanks.exportFile, { params: { id }, query: { format } }),
  /** Adds a CSV or JSON file's questions (all or none); with dryRun only the report. */
  importFile: (id: number, file: Blob, dryRun: boolean) => {
    const form = new FormData();
    form.append('dry_run', String(dryRun));
    form.append('file', file, (file as File).name ?? 'banco.csv');
    return call(E.questionBanks.importFile, { params: { id }, body: form });
  },
});
