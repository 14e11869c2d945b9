import type { Transaction } from 'sequelize';
import type { User } from '../models';
import type { Actor } from './audit';
import { brDateTime } from './format';
import { enqueueMail } from './mailOutbox';

/** The account changes its owner is told about, with their pt-BR wording. */
const NOTICES = {
  password: {
    subject: 'Sua senha foi alterada',
    headline: 'Sua senha foi alterada.',
    detail: 'A senha da sua conta foi trocada e as sessões abertas foram encerradas.',
  },
  twoFactorOff: {
    subject: 'A verificação em duas etapas foi desativada',
    headline: 'A verificação em duas etapas (2FA) da sua conta foi desativada.',
    detail: 'O login passa a pedir apenas e-mail e senha.',
  },
  email: {
    subject: 'O e-mail da sua conta foi alterado',
    headline: 'O e-mail de acesso da sua conta foi alterado.',
    detail: 'Os links de redefinição de senha e códigos enviados a este endereço deixaram de valer.',
  },
} as const;

export type SecurityChange = keyof typeof NOTICES;

/**
 * Tells the owner of an account that its password, 2FA or e-mail changed, with when, from which
 * IP and by whom. Queued in the transaction of the change: the mail goes only if the
 * change happened, and never makes the request wait. `to` is the address to warn (the old one
 * when the e-mail itself changed).
 */
export async function notifySecurityChange(
  owner: User,
  change: SecurityChange,
  actor: Actor,
  transaction: Transaction,
  to: string = owner.email,
): Promise<void> {
  const text = NOTICES[change];
  const by = actor.user && actor.user.id !== owner.id ? `${actor.user.name} (administrador)` : 'Você';
  await enqueueMail(
    {
      to,
      subject: text.subject,
      template: 'security-notice',
      data: {
        name: owner.name,
        headline: text.headline,
        detail: text.detail,
        when: brDateTime(new Date()),
        ip: actor.ip ?? 'desconhecido',
        by,
      },
    },
    transaction,
  );
}
