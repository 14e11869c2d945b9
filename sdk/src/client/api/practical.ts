import type { AttendanceReq, EvaluationReq, PracticalSessionReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** Practical sessions (issue 20): admins plan them, the session's instructor runs them. */
export const practicalApi = ({ call }: Caller) => ({
  list: () => call(E.practical.list),
  get: (id: number) => call(E.practical.get, { params: { id } }),
  create: (body: PracticalSessionReq) => call(E.practical.create, { body }),
  update: (id: number, body: PracticalSessionReq) => call(E.practical.update, { params: { id }, body }),
  remove: (id: number) => call(E.practical.remove, { params: { id } }),
  addParticipants: (id: number, userIds: number[]) =>
    call(E.practical.addParticipants, { params: { id }, body: { user_ids: userIds } }),
  sendCode: (id: number, userId: number) => call(E.practical.sendCode, { params: { id, userId } }),
  attend: (id: number, body: AttendanceReq) => call(E.practical.attend, { params: { id }, body }),
  evaluate: (id: number, userId: number, body: EvaluationReq) =>
    call(E.practical.evaluate, { params: { id, userId }, body }),
  attendancePdf: (id: number) => call(E.practical.attendancePdf, { params: { id } }),
});
