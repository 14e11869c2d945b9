import { LIMITS, MSG } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { BadRequestError, TooManyRequestsError } from '../errors';
import { OutboxMail, PasswordResetToken, User } from '../models';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { enqueueMail, prepareQueuedMail } from '../services/mailOutbox';
import { hashPassword } from '../services/passwords';
import { hit } from '../services/rateLimit';
import { keyedHash, randomToken } from '../services/secrets';

const WINDOW_MS = 15 * 60_000;

/**
 * Same answer, in the same time, whether or not the e-mail has an account: the request counts its
 * rate limits and queues one reset request, nothing else. Who the address belongs to is looked up
 * only when the outbox prepares the mail, after the answer (below).
 */
export async function forgotPassword(email: string, actor: Actor): Promise<void> {
  if ((await hit(`forgot:ip:${actor.ip ?? 'unknown'}`, WINDOW_MS)) > 10) throw TooManyRequestsError();
  // Three mails per address per window: enough for a typo, not enough to flood an inbox.
  if ((await hit(`forgot:account:${email}`, WINDOW_MS)) > 3) return;
  await enqueueMail({ to: email, subject: 'Redefinição de senha', template: 'password-reset', data: { ip: actor.ip } });
}

/**
 * A queued reset request becomes a mail: for an active account, a fresh link (random, stored
 * hashed, 1 hour, single use) minted right before the attempt; for any other address nothing is
 * sent and the system log says so. As with e-mailed codes, a link that could not be delivered is
 * dropped and the last delivered one keeps working; once a new one is out, the older ones end.
 */
prepareQueuedMail('password-reset', async ({ id, message, attempt }) => {
  const actor: Actor = { user: null, ip: typeof message.data.ip === 'string' ? message.data.ip : null, source: 'api' };
  const user = await User.findOne({ where: { email: message.to, is_active: true } });
  if (!user) {
    await audit(actor, {
      action: 'PASSWORD_RESET_REQUESTED',
      level: 'warn',
      description: 'Redefinição de senha solicitada para um e-mail sem conta ativa: nada foi enviado',
      subject: { email: message.to },
    });
    return null;
  }
  // A retry that a newer request has already answered would only replace the link just sent.
  const answered = { template: 'password-reset', recipient: message.to, status: 'sent', id: { [Op.gt]: id } };
  if (attempt > 1 && (await OutboxMail.count({ where: answered }))) return null;
  const token = randomToken(32);
  const row = await inTransaction(async (transaction) => {
    const created = await PasswordResetToken.create(
      {
        user_id: user.id,
        token_hash: keyedHash(`reset:${token}`),
        expires_at: new Date(Date.now() + LIMITS.resetTokenTtlMinutes * 60_000),
      },
      { transaction },
    );
    if (attempt === 1) {
      await audit(
        actor,
        { action: 'PASSWORD_RESET_REQUESTED', description: 'Redefinição de senha solicitada', subject: user },
        transaction,
      );
    }
    return created;
  });
  const link = `${runtime().config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    message: { ...message, to: user.email, data: { name: user.name, link } },
    async delivered() {
      await PasswordResetToken.update(
        { used_at: new Date() },
        { where: { user_id: user.id, used_at: null, id: { [Op.lt]: row.id } } },
      );
    },
    async undelivered() {
      await row.update({ used_at: new Date() });
    },
  };
});

/** Single use, valid 1 hour; the new password also ends every open session. */
export async function resetPassword(input: { token: string; newPassword: string }, actor: Actor): Promise<void> {
  if ((await hit(`reset:ip:${actor.ip ?? 'unknown'}`, WINDOW_MS)) > 20) throw TooManyRequestsError();
  const tokenHash = keyedHash(`reset:${input.token}`);
  const row = await PasswordResetToken.findOne({
    where: { token_hash: tokenHash, used_at: null, expires_at: { [Op.gt]: new Date() } },
  });
  const user = row ? await User.findByPk(row.user_id) : null;
  if (!row || !user?.is_active) throw BadRequestError(MSG.resetTokenInvalid);
  const password_hash = await hashPassword(input.newPassword);
  await inTransaction(async (transaction) => {
    const [used] = await PasswordResetToken.update(
      { used_at: new Date() },
      { where: { id: row.id, used_at: null }, transaction },
    );
    if (used !== 1) throw BadRequestError(MSG.resetTokenInvalid);
    await user.update(
      {
        password_hash,
        must_change_password: false,
        token_version: user.token_version + 1,
        password_changed_at: new Date(),
      },
      { transaction },
    );
    await audit(
      actor,
      { action: 'PASSWORD_RESET', description: 'Senha redefinida pelo link de e-mail', subject: user },
      transaction,
    );
  });
}
