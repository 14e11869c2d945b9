import { LIMITS, MSG } from '@trilha/sdk/contract';
import { literal, Op, type Transaction } from 'sequelize';
import { BadRequestError, HttpError, TooManyRequestsError } from '../errors';
import { type CodePurpose, type User, VerificationCode } from '../models';
import { runtime } from '../runtime';
import { log } from './logger';
import { keyedHash, sameHash, sixDigitCode } from './secrets';

const INTRO: Record<CodePurpose, { subject: string; intro: string }> = {
  login_2fa: {
    subject: 'Seu código de acesso',
    intro: 'Use o código abaixo para concluir o login com verificação em duas etapas.',
  },
  first_login: {
    subject: 'Código para o primeiro acesso',
    intro: 'Este é o seu primeiro acesso. Use o código abaixo para definir a sua nova senha.',
  },
  enable_2fa: {
    subject: 'Ative a verificação em duas etapas',
    intro: 'Use o código abaixo para ativar a autenticação de dois fatores na sua conta.',
  },
  // Confirms every security change of one's own account: password, e-mail, switching 2FA off.
  password_change: {
    subject: 'Código para confirmar uma alteração de segurança',
    intro:
      'Use o código abaixo para confirmar a alteração pedida na sua conta (senha, e-mail ou verificação em duas etapas).',
  },
  certificate_acknowledgment: {
    subject: 'Código para confirmar o recebimento do treinamento',
    intro: 'Use o código abaixo para confirmar que recebeu o treinamento (a sua assinatura eletrônica no certificado).',
  },
  practical_attendance: {
    subject: 'Código de presença na turma prática',
    intro: 'Informe o código abaixo ao instrutor para confirmar a sua presença na turma prática.',
  },
};

/**
 * Binds a code to what it confirms beyond its purpose (a practical session's id): a code e-mailed
 * for one session does not open another.
 */
export interface CodeOptions {
  scope?: string;
  /** A more specific first line of the e-mail than the purpose's. */
  intro?: string;
}

const codeKey = (userId: number, purpose: CodePurpose, code: string, scope?: string) =>
  scope ? `${userId}:${purpose}:${scope}:${code}` : `${userId}:${purpose}:${code}`;

/**
 * Creates a fresh 6-digit code and e-mails it; once it is sent, older open codes of the same
 * purpose stop working. The row is committed before sending. If the mail fails (503, retry), the
 * new code is dropped and the user's last delivered code keeps working: a resend during an SMTP
 * outage loses nothing (consumeCode checks the newest open code, so the undelivered one must not
 * stay open).
 */
export async function issueCode(
  user: User,
  purpose: CodePurpose,
  transaction?: Transaction,
  options: CodeOptions = {},
): Promise<void> {
  const code = sixDigitCode();
  const row = await VerificationCode.create(
    {
      user_id: user.id,
      purpose,
      code_hash: keyedHash(codeKey(user.id, purpose, code, options.scope)),
      expires_at: new Date(Date.now() + LIMITS.codeTtlMinutes * 60_000),
    },
    { transaction },
  );
  const text = INTRO[purpose];
  try {
    await sendOrExplain({
      to: user.email,
      subject: text.subject,
      template: 'code',
      data: { name: user.name, intro: options.intro ?? text.intro, code, ttlMinutes: LIMITS.codeTtlMinutes },
    });
  } catch (err) {
    await row.update({ consumed_at: new Date() }, { transaction }).catch(() => undefined);
    throw err;
  }
  await VerificationCode.update(
    { consumed_at: new Date() },
    { where: { user_id: user.id, purpose, consumed_at: null, id: { [Op.lt]: row.id } }, transaction },
  );
}

/** A code nobody can receive is useless: an SMTP failure becomes a clear 503 the user can retry. */
async function sendOrExplain(message: Parameters<ReturnType<typeof runtime>['mailer']['send']>[0]): Promise<void> {
  try {
    await runtime().mailer.send(message);
  } catch (err) {
    log({ module: 'mail' }).error({ err }, 'falha ao enviar código');
    throw new HttpError(503, 'mail_unavailable', MSG.mailFailed);
  }
}

/**
 * Checks a code: single use, valid 10 minutes, at most 5 tries per code. It runs on its own (never
 * inside the caller's transaction) so a wrong try stays counted when the caller fails. The try is
 * taken with a conditional UPDATE before the code is compared: a burst of concurrent guesses that
 * all read the row at 0 tries still gets only 5 comparisons. The consuming UPDATE is conditional
 * too, so two concurrent uses of the right code cannot both succeed.
 */
export async function consumeCode(userId: number, purpose: CodePurpose, code: string, scope?: string): Promise<void> {
  const row = await VerificationCode.findOne({
    where: { user_id: userId, purpose, consumed_at: null, expires_at: { [Op.gt]: new Date() } },
    order: [['id', 'DESC']],
  });
  if (!row) throw BadRequestError(MSG.invalidCode);
  const [took] = await VerificationCode.update(
    { attempts: literal('attempts + 1') },
    { where: { id: row.id, attempts: { [Op.lt]: LIMITS.codeMaxTries } } },
  );
  if (took !== 1) throw TooManyRequestsError(MSG.codeTriesExceeded);
  if (!sameHash(row.code_hash, keyedHash(codeKey(userId, purpose, code, scope)))) {
    const after = await VerificationCode.findByPk(row.id, { attributes: ['attempts'] });
    if ((after?.attempts ?? LIMITS.codeMaxTries) >= LIMITS.codeMaxTries)
      throw TooManyRequestsError(MSG.codeTriesExceeded);
    throw BadRequestError(MSG.invalidCode);
  }
  const [used] = await VerificationCode.update(
    { consumed_at: new Date() },
    { where: { id: row.id, consumed_at: null } },
  );
  if (used !== 1) throw BadRequestError(MSG.invalidCode);
}
