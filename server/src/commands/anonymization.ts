import { PRIVACY_MSG, RETENTION_RULES } from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import { NotFoundError } from '../errors';
import {
  AssessmentAttempt,
  Certificate,
  CertificateAcknowledgment,
  Consent,
  Convalidation,
  LessonProgress,
  LessonQuestion,
  PasswordResetToken,
  PracticalAttendance,
  PracticalEvaluation,
  RetainedIdentity,
  SystemLog,
  User,
  VerificationCode,
} from '../models';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { brDate } from '../services/format';
import { NO_PASSWORD } from '../services/passwords';
import { retentionDays } from '../services/privacySettings';
import { removeUpload } from '../services/storage';

const DAY_MS = 86_400_000;

/** The kinds of training evidence (ARCHITECTURE §11) kept under art. 16 I, as the answer names them. */
type Counter = (where: { user_id: number }, transaction: Transaction) => Promise<number>;
const EVIDENCE: { count: Counter; one: string; many: string }[] = [
  {
    count: (where, transaction) => Certificate.count({ where, transaction }),
    one: 'certificado',
    many: 'certificados',
  },
  {
    count: (where, transaction) => AssessmentAttempt.count({ where, transaction }),
    one: 'tentativa de avaliação',
    many: 'tentativas de avaliação',
  },
  {
    count: (where, transaction) => LessonProgress.count({ where, transaction }),
    one: 'registro de aula assistida',
    many: 'registros de aulas assistidas',
  },
  {
    count: (where, transaction) => PracticalAttendance.count({ where, transaction }),
    one: 'presença em turma prática',
    many: 'presenças em turmas práticas',
  },
  {
    count: (where, transaction) => PracticalEvaluation.count({ where, transaction }),
    one: 'avaliação prática',
    many: 'avaliações práticas',
  },
  {
    count: (where, transaction) => CertificateAcknowledgment.count({ where, transaction }),
    one: 'ciência de certificado',
    many: 'ciências de certificados',
  },
  {
    count: (where, transaction) => Convalidation.count({ where, transaction }),
    one: 'aproveitamento de treinamento',
    many: 'aproveitamentos de treinamentos',
  },
  {
    count: (where, transaction) => LessonQuestion.count({ where, transaction }),
    one: 'dúvida enviada à tutoria',
    many: 'dúvidas enviadas à tutoria',
  },
];

export interface RetainedEvidence {
  label: string;
  count: number;
}

export interface Anonymization {
  userId: number;
  /** The address and name before pseudonymisation (the answer is e-mailed there). */
  email: string;
  name: string;
  /** Already anonymised before this call: nothing changed. */
  already: boolean;
  retained: RetainedEvidence[];
  retainedUntil: Date | null;
  /** What was kept and why, in pt-BR, for the answer to the person. */
  notice: string;
}

export const anonymizedEmail = (id: number) => `anonimizado-${id}@anonimizado.invalid`;

const REMOVED =
  'Foram removidos: foto, telefone, endereço, consentimentos opcionais, preferências de notificação e sessões abertas; ' +
  'o cadastro foi anonimizado (nome, e-mail e CPF) e o acesso à plataforma foi desativado.';

/** The sentence of the answer that says exactly what was kept, how much of it, until when and why. */
export function retainedStatement(retained: RetainedEvidence[], until: Date | null): string {
  if (!retained.length || !until) {
    return `${REMOVED} Nenhuma evidência de treinamento precisou ser mantida.`;
  }
  const list = retained.map((r) => `${r.count} ${r.label}`).join('; ');
  return (
    `${REMOVED} Foram mantidos, com o seu nome e CPF: ${list}. ` +
    `${PRIVACY_MSG.retainedNotice(brDate(until))} Base legal: ${RETENTION_RULES.training_evidence.basis}`
  );
}

/**
 * Pseudonymises a person (LGPD art. 18 VI, with the legal-obligation rule of art. 16 I): removes
 * what the platform does not need (photo, phone, address, optional consents, notification
 * settings, sessions and open codes), keeps the name and CPF of their training evidence in
 * RetainedIdentity until the retention period of training evidence ends, and renames the profile
 * so every other screen shows the pseudonym. Sign-in ends (inactive, unknown e-mail, no password).
 * Runs inside the caller's transaction: a request answered, or the retention job's batch; the
 * photo file goes only after that transaction commits.
 */
export async function personAnonymizer(userId: number, actor: Actor, transaction: Transaction): Promise<Anonymization> {
  const user = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!user) throw NotFoundError();
  const counts = await Promise.all(
    EVIDENCE.map(async (kind) => ({ kind, count: await kind.count({ user_id: userId }, transaction) })),
  );
  const retained = counts
    .filter((c) => c.count > 0)
    .map((c) => ({ label: c.count === 1 ? c.kind.one : c.kind.many, count: c.count }));

  if (user.anonymized_at) {
    const kept = await RetainedIdentity.findByPk(userId, { transaction });
    const until = kept?.retained_until ?? null;
    return {
      userId,
      email: user.email,
      name: user.name,
      already: true,
      retained,
      retainedUntil: until,
      notice: retainedStatement(kept ? retained : [], until),
    };
  }

  const at = now();
  let retainedUntil: Date | null = null;
  if (retained.length) {
    retainedUntil = new Date(at.getTime() + (await retentionDays('training_evidence')) * DAY_MS);
    await RetainedIdentity.upsert(
      {
        user_id: userId,
        name: user.name,
        cpf: user.cpf ?? null,
        basis: RETENTION_RULES.training_evidence.basis.slice(0, 200),
        retained_until: retainedUntil,
        created_at: at,
      },
      { transaction },
    );
  }

  const original = { email: user.email, name: user.name };
  const photo = user.photo;
  const pseudonym = { name: PRIVACY_MSG.anonymizedName(userId), email: anonymizedEmail(userId) };
  await user.update(
    {
      ...pseudonym,
      cpf: null,
      phone: null,
      address: null,
      photo: null,
      weekly_digest: false,
      two_factor_enabled: false,
      must_change_password: false,
      password_hash: NO_PASSWORD,
      is_active: false,
      token_version: user.token_version + 1,
      anonymized_at: at,
    },
    { transaction },
  );
  await Consent.update({ revoked_at: at }, { where: { user_id: userId, revoked_at: null }, transaction });
  await PasswordResetToken.update({ used_at: at }, { where: { user_id: userId, used_at: null }, transaction });
  await VerificationCode.update({ consumed_at: at }, { where: { user_id: userId, consumed_at: null }, transaction });
  // The log keeps what happened (and the user id links it to the evidence), not who by name.
  await SystemLog.update(
    { user_name: pseudonym.name, user_email: pseudonym.email },
    { where: { user_id: userId }, transaction },
  );
  await audit(
    actor,
    {
      action: 'TITULAR_ANONIMIZADO',
      level: 'warn',
      description: retainedUntil
        ? `Titular ${userId} anonimizado (LGPD); evidências de treinamento retidas até ${brDate(retainedUntil)}`
        : `Titular ${userId} anonimizado (LGPD); sem evidências de treinamento a reter`,
      subject: { id: userId, ...pseudonym },
    },
    transaction,
  );
  if (photo) transaction.afterCommit(() => void removeUpload(photo).catch(() => undefined));
  return {
    userId,
    ...original,
    already: false,
    retained,
    retainedUntil,
    notice: retainedStatement(retained, retainedUntil),
  };
}
