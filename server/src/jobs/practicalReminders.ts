import { Op } from 'sequelize';
import { sessionMail } from '../commands/practical';
import { inTransaction } from '../db/transaction';
import { Course, PracticalParticipant, PracticalSession, User } from '../models';
import { saoPauloDate } from '../services/calendar';
import { now } from '../services/clock';
import { enqueueMail } from '../services/mailOutbox';

/** Tomorrow in São Paulo (UTC-3 all year since 2019), as the instants it starts and ends. */
function tomorrow(at: Date): { from: Date; to: Date } {
  const from = new Date(`${saoPauloDate(new Date(at.getTime() + 86_400_000))}T00:00:00-03:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/**
 * The day-before reminder of practical sessions: each participant of a session that starts
 * tomorrow (São Paulo) gets it once. A participant is claimed by the conditional update that sets
 * `reminded_at`, in the transaction that queues the mail, so runs on several nodes, or repeated
 * every hour, never send it twice. Answers how many reminders were queued.
 */
export async function remindPracticalSessions(at: Date = now()): Promise<number> {
  const { from, to } = tomorrow(at);
  const sessions = await PracticalSession.findAll({ where: { starts_at: { [Op.gte]: from, [Op.lt]: to } } });
  let queued = 0;
  for (const session of sessions) {
    queued += await inTransaction(async (transaction) => {
      const due = await PracticalParticipant.findAll({
        where: { session_id: session.id, reminded_at: null },
        attributes: ['id', 'user_id'],
        transaction,
      });
      if (!due.length) return 0;
      const mine: number[] = [];
      for (const row of due) {
        const [claimed] = await PracticalParticipant.update(
          { reminded_at: at },
          { where: { id: row.id, reminded_at: null }, transaction },
        );
        if (claimed === 1) mine.push(row.user_id);
      }
      if (!mine.length) return 0;
      const [users, course] = await Promise.all([
        User.findAll({ where: { id: mine, is_active: true }, attributes: ['name', 'email'], transaction }),
        Course.findByPk(session.course_id, { attributes: ['title'], transaction }),
      ]);
      for (const user of users) await enqueueMail(sessionMail(user, course?.title ?? '', session, true), transaction);
      return users.length;
    });
  }
  return queued;
}
