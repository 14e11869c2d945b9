import { IdParamsSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import {
  BANK_LIMITS,
  BANK_MSG,
  BankExportQuerySchema,
  type BankImportReport,
  BankImportSchema,
  type BankQuestion,
  BankQuestionParamsSchema,
  BankQuestionSchema,
  type QuestionBank,
  QuestionBankSchema,
} from '../questionBanks';
import type { MessageResponse } from '../types';

const manage = needs('assessments.manage');

/** Question banks (issue 21): kept by those who manage assessments. */
export const QUESTION_BANKS = {
  list: endpoint<{ banks: QuestionBank[] }>()({ method: 'GET', path: '/api/question-banks', auth: manage }),
  create: endpoint<MessageResponse & { bank: QuestionBank }>()({
    method: 'POST',
    path: '/api/question-banks',
    auth: manage,
    body: QuestionBankSchema,
    status: 201,
  }),
  /** The bank with its questions, each with its options and which are correct. */
  get: endpoint<{ bank: QuestionBank; questions: BankQuestion[] }>()({
    method: 'GET',
    path: '/api/question-banks/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
  update: endpoint<MessageResponse & { bank: QuestionBank }>()({
    method: 'PUT',
    path: '/api/question-banks/:id',
    auth: manage,
    params: IdParamsSchema,
    body: QuestionBankSchema,
  }),
  remove: endpoint<MessageResponse>()({
    method: 'DELETE',
    path: '/api/question-banks/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
  addQuestion: endpoint<MessageResponse & { question: BankQuestion }>()({
    method: 'POST',
    path: '/api/question-banks/:id/questions',
    auth: manage,
    params: IdParamsSchema,
    body: BankQuestionSchema,
    status: 201,
  }),
  updateQuestion: endpoint<MessageResponse & { question: BankQuestion }>()({
    method: 'PUT',
    path: '/api/question-banks/:id/questions/:qid',
    auth: manage,
    params: BankQuestionParamsSchema,
    body: BankQuestionSchema,
  }),
  /** The bank as CSV (BANK_CSV_COLUMNS) or as the platform's JSON (pictures included), streamed. */
  exportFile: endpoint()({
    method: 'GET',
    path: '/api/question-banks/:id/export',
    auth: manage,
    params: IdParamsSchema,
    query: BankExportQuerySchema,
    answer: 'file',
  }),
  /** Adds the file's questions to the bank, all or none; `dry_run` only reports what it would do. */
  importFile: endpoint<MessageResponse & { report: BankImportReport }>()({
    method: 'POST',
    path: '/api/question-banks/:id/import',
    auth: manage,
    params: IdParamsSchema,
    body: BankImportSchema,
    upload: { field: 'file', maxBytes: BANK_LIMITS.importMaxBytes, tooLarge: BANK_MSG.importFile },
  }),
  removeQuestion: endpoint<MessageResponse>()({
    method: 'DELETE',
    path: '/api/question-banks/:id/questions/:qid',
    auth: manage,
    params: BankQuestionParamsSchema,
  }),
};
