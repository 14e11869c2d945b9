import { E, PRACTICAL_MSG } from '@trilha/sdk/contract';
import {
  attendanceCodeSender,
  attendanceRecorder,
  evaluationRecorder,
  loadSession,
  participantsAdder,
  sessionCreator,
  sessionDeleter,
  sessionUpdater,
} from '../commands/practical';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { attendanceListScope, authorizeAttendanceLists, authorizeSessionView } from '../policies/practical';
import { presentSession, rosterOf, sessionList } from '../queries/practical';
import { attendancePdf } from '../services/attendancePdf';
import { audit } from '../services/audit';

const participant = async (sessionId: number, userId: number) => {
  const [row] = await rosterOf(sessionId, [userId]);
  if (!row) throw new Error(`participant ${userId} of session ${sessionId} vanished`);
  return row;
};

/** Practical sessions (issue 20): admins plan them; the session's instructor runs them. */
export const practicalRoutes = new Routes()
  .add(E.practical.list, async (_ctx, { user }) => ({ sessions: await sessionList(user) }))
  .add(E.practical.create, async (ctx, { body }) => {
    const session = await sessionCreator(body, ctx.state.actor);
    return { success: true, message: PRACTICAL_MSG.created, session: await presentSession(session) };
  })
  .add(E.practical.get, async (_ctx, { params, user }) => {
    const session = await loadSession(params.id);
    authorizeSessionView(user, session);
    return { session: { ...(await presentSession(session)), roster: await rosterOf(session.id) } };
  })
  .add(E.practical.update, async (ctx, { params, body }) => {
    const session = await sessionUpdater(params.id, body, ctx.state.actor);
    return { success: true, message: PRACTICAL_MSG.updated, session: await presentSession(session) };
  })
  .add(E.practical.remove, async (ctx, { params }) => {
    await sessionDeleter(params.id, ctx.state.actor);
    return { success: true, message: PRACTICAL_MSG.deleted };
  })
  .add(E.practical.addParticipants, async (ctx, { params, body }) => {
    const { added } = await participantsAdder(params.id, body.user_ids, ctx.state.actor);
    return {
      success: true,
      message: PRACTICAL_MSG.participantsAdded(added),
      added,
      roster: await rosterOf(params.id),
    };
  })
  .add(E.practical.sendCode, async (ctx, { params, user }) => {
    await attendanceCodeSender(params.id, params.userId, user, ctx.state.actor);
    return { success: true, message: PRACTICAL_MSG.codeSent };
  })
  .add(E.practical.attend, async (ctx, { params, body, user }) => {
    const mark = await attendanceRecorder(params.id, body, user, ctx.state.actor);
    return {
      success: true,
      message: PRACTICAL_MSG.attendanceRecorded,
      participant: await participant(params.id, mark.user_id),
    };
  })
  .add(E.practical.evaluate, async (ctx, { params, body, user }) => {
    await evaluationRecorder(params.id, params.userId, body, user, ctx.state.actor);
    return {
      success: true,
      message: PRACTICAL_MSG.evaluated,
      participant: await participant(params.id, params.userId),
    };
  })
  .add(E.practical.attendancePdf, async (ctx, { params, user }) => {
    authorizeAttendanceLists(user);
    const session = await loadSession(params.id);
    const { companyId } = attendanceListScope(user, session);
    const pdf = await attendancePdf(session, companyId);
    if (!pdf) throw NotFoundError(PRACTICAL_MSG.notFound);
    await audit(ctx.state.actor, {
      action: 'LISTA_PRESENCA_BAIXADA',
      description: `Lista de presença da turma prática ${session.id} baixada${companyId ? ' (trabalhadores da empresa)' : ''}`,
    });
    ctx.type = 'application/pdf';
    ctx.attachment(`lista-de-presenca-turma-${session.id}.pdf`);
    ctx.body = pdf;
    return undefined;
  });
