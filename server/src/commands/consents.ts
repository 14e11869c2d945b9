import { CONSENT_TEXTS, type ConsentPurpose, PRIVACY_MSG } from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { NotFoundError } from '../errors';
import { Consent, User } from '../models';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { consentLedger } from '../services/consents';

/** The person's row, locked: two grants sent at once for one person run one after the other. */
const lockPerson = (userId: number, transaction: Transaction) =>
  User.findByPk(userId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });

/**
 * Records the person's consent to an optional purpose with the text version shown, the time, the
 * IP and the browser (art. 8º: the controller proves it). A consent already active stays as it
 * is: `created` is false and no row is added.
 */
export async function consentGranter(
  userId: number,
  purpose: ConsentPurpose,
  actor: Actor,
): Promise<{ created: boolean; ledger: Consent[] }> {
  return inTransaction(async (transaction) => {
    await lockPerson(userId, transaction);
    const active = await Consent.findOne({ where: { user_id: userId, purpose, revoked_at: null }, transaction });
    if (!active) {
      const { version, title } = CONSENT_TEXTS[purpose];
      await Consent.create(
        {
          user_id: userId,
          purpose,
          text_version: version,
          granted_at: now(),
          ip: actor.ip,
          user_agent: actor.userAgent?.slice(0, 300) ?? null,
        },
        { transaction },
      );
      await audit(
        actor,
        { action: 'CONSENTIMENTO_DADO', description: `Consentimento dado: ${title} (texto ${version})` },
        transaction,
      );
    }
    return { created: !active, ledger: await consentLedger(userId, transaction) };
  });
}

/** Revokes at once: the active grant is closed now (404 when there is none). */
export async function consentRevoker(userId: number, purpose: ConsentPurpose, actor: Actor): Promise<Consent[]> {
  return inTransaction(async (transaction) => {
    await lockPerson(userId, transaction);
    const active = await Consent.findAll({ where: { user_id: userId, purpose, revoked_at: null }, transaction });
    if (!active.length) throw NotFoundError(PRIVACY_MSG.consentNone);
    await Consent.update({ revoked_at: now() }, { where: { id: active.map((c) => c.id) }, transaction });
    await audit(
      actor,
      { action: 'CONSENTIMENTO_REVOGADO', description: `Consentimento revogado: ${CONSENT_TEXTS[purpose].title}` },
      transaction,
    );
    return consentLedger(userId, transaction);
  });
}
