import { IdParamsSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import {
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
  removeQuestion: endpoint<MessageResponse>()({
    method: 'DELETE',
    path: '/api/question-banks/:id/questions/:qid',
    auth: manage,
    params: BankQuestionParamsSchema,
  }),
};
