import { CONSENT_PURPOSES, CONSENT_TEXTS, type ConsentPurpose, type ConsentShape } from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import { Consent } from '../models';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Whether the person has an active consent for an optional purpose (art. 7º I): what a sender of
 * marketing e-mails, WhatsApp/SMS reminders or an identity check asks before acting. A revocation
 * counts from the moment it is recorded.
 */
export async function hasConsent(userId: number, purpose: ConsentPurpose): Promise<boolean> {
  const active = await Consent.findOne({ where: { user_id: userId, purpose, revoked_at: null }, attributes: ['id'] });
  return active !== null;
}

/** The person's whole ledger, newest grant first (one statement). */
export function consentLedger(userId: number, transaction?: Transaction): Promise<Consent[]> {
  return Consent.findAll({
    where: { user_id: userId },
    order: [
      ['granted_at', 'DESC'],
      ['id', 'DESC'],
    ],
    transaction,
  });
}

/** Each purpose as shown to the person: its current text and version, whether it is on, and its ledger. */
export function presentConsents(ledger: Consent[]): ConsentShape[] {
  return CONSENT_PURPOSES.map((purpose) => {
    const rows = ledger.filter((c) => c.purpose === purpose);
    const active = rows.find((c) => !c.revoked_at);
    const { title, text, version } = CONSENT_TEXTS[purpose];
    return {
      purpose,
      title,
      text,
      version,
      granted_at: active ? iso(active.granted_at) : null,
      ledger: rows.map((c) => ({
        text_version: c.text_version,
        granted_at: iso(c.granted_at),
        ip: c.ip,
        revoked_at: c.revoked_at ? iso(c.revoked_at) : null,
      })),
    };
  });
}
