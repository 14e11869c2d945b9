import { LIMITS, MSG } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { BadRequestError, TooManyRequestsError } from '../errors';
import { PasswordResetToken, User } from '../models';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { hashPassword } from '../services/passwords';
import { hit } from '../services/rateLimit';
import { keyedHash, randomToken } from '../services/secrets';

const WINDOW_MS = 15 * 60_000;

/** Same answer whether or not the e-mail exists: the response never tells who has an account. */
export async function forgotPassword(email: string, actor: Actor): Promise<void> {
  if ((await hit(`forgot:ip:${actor.ip ?? 'unknown'}`, WINDOW_MS)) > 10) throw TooManyRequestsError();
  // Three mails per address per window: enough for a typo, not enough to flood an inbox.
  if ((await hit(`forgot:account:${email}`, WINDOW_MS)) > 3) return;
  const user = await User.findOne({ where: { email, is_active: true } });
  if (!user) return;
  const token = randomToken(32);
  await inTransaction(async (transaction) => {
    await PasswordResetToken.update(
      { used_at: new Date() },
      { where: { user_id: user.id, used_at: null }, transaction },
    );
    await PasswordResetToken.create(
      {
        user_id: user.id,
        token_hash: keyedHash(`reset:${token}`),
        expires_at: new Date(Date.now() + LIMITS.resetTokenTtlMinutes * 60_000),
      },
      { transaction },
    );
    await audit(
      actor,
      { action: 'PASSWORD_RESET_REQUESTED', description: 'Redefinição de senha solicitada', subject: user },
      transaction,
    );
  });
  const link = `${runtime().config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await runtime().mailer.send({
      to: user.email,
      subject: 'Redefinição de senha',
      template: 'password-reset',
      data: { name: user.name, link },
    });
  } catch (err) {
    // Answering differently here would reveal that the account exists; the failure goes to the log.
    await audit(actor, {
      action: 'EMAIL_FALHOU',
      level: 'error',
      description: 'Falha ao enviar e-mail de redefinição de senha',
      message: (err as Error).message,
      subject: user,
    });
  }
}

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
