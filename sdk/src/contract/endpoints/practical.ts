import { IdParamsSchema } from '../common';
import { endpoint, needs, SESSION } from '../endpoint';
import {
  AttendanceSchema,
  EvaluationSchema,
  ParticipantParamsSchema,
  ParticipantsSchema,
  type PracticalParticipant,
  type PracticalSession,
  type PracticalSessionDetail,
  PracticalSessionSchema,
} from '../practical';
import type { MessageResponse } from '../types';

const manage = needs('practical.manage');
const instruct = needs('practical.instruct');

/**
 * Practical sessions of blended NR training (issue 20): admins plan them and fill the roster; the
 * session's instructor records each worker's signed attendance and the practical evaluation.
 */
export const PRACTICAL = {
  /** An admin's every session, an instructor's own; a client company's manager, those with their workers. */
  list: endpoint<{ sessions: PracticalSession[] }>()({
    method: 'GET',
    path: '/api/practical-sessions',
    auth: SESSION,
  }),
  create: endpoint<MessageResponse & { session: PracticalSession }>()({
    method: 'POST',
    path: '/api/practical-sessions',
    auth: manage,
    body: PracticalSessionSchema,
    status: 201,
  }),
  get: endpoint<{ session: PracticalSessionDetail }>()({
    method: 'GET',
    path: '/api/practical-sessions/:id',
    auth: instruct,
    params: IdParamsSchema,
  }),
  update: endpoint<MessageResponse & { session: PracticalSession }>()({
    method: 'PUT',
    path: '/api/practical-sessions/:id',
    auth: manage,
    params: IdParamsSchema,
    body: PracticalSessionSchema,
  }),
  remove: endpoint<MessageResponse>()({
    method: 'DELETE',
    path: '/api/practical-sessions/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
  addParticipants: endpoint<MessageResponse & { added: number; roster: PracticalParticipant[] }>()({
    method: 'POST',
    path: '/api/practical-sessions/:id/participants',
    auth: manage,
    params: IdParamsSchema,
    body: ParticipantsSchema,
    status: 201,
  }),
  /** E-mails the participant a 6-digit code that the instructor types in as their confirmation. */
  sendCode: endpoint<MessageResponse>()({
    method: 'POST',
    path: '/api/practical-sessions/:id/participants/:userId/code',
    auth: instruct,
    params: ParticipantParamsSchema,
  }),
  /** Idempotent by `client_id`: a retry answers the mark already recorded. */
  attend: endpoint<MessageResponse & { participant: PracticalParticipant }>()({
    method: 'POST',
    path: '/api/practical-sessions/:id/attendance',
    auth: instruct,
    params: IdParamsSchema,
    body: AttendanceSchema,
    status: 201,
  }),
  evaluate: endpoint<MessageResponse & { participant: PracticalParticipant }>()({
    method: 'PUT',
    path: '/api/practical-sessions/:id/evaluations/:userId',
    auth: instruct,
    params: ParticipantParamsSchema,
    body: EvaluationSchema,
  }),
  /**
   * The attendance list as a PDF: session, instructor, each participant with their signature or
   * code confirmation and time. Admins and the session's instructor see everyone on it; a client
   * company's manager, only their own workers (404 when none is on it).
   */
  attendancePdf: endpoint()({
    method: 'GET',
    path: '/api/practical-sessions/:id/attendance.pdf',
    auth: SESSION,
    params: IdParamsSchema,
    answer: 'file',
  }),
};
