import {
  PRIVACY_LIMITS,
  type PrivacySettingsReq,
  type PrivacySettingsSchema,
  type PrivacySettingsShape,
  RETENTION_CLASSES,
  RETENTION_RULES,
  type RetentionClass,
} from '@trilha/sdk/contract';
import type { Transaction } from 'sequelize';
import type { z } from 'zod';
import { allSettings, setSettings } from './settings';

/** The keys the privacy settings live under in the settings table. */
const KEY = {
  controller: 'privacy.controller',
  encarregado_name: 'privacy.encarregado_name',
  encarregado_email: 'privacy.encarregado_email',
  encarregado_phone: 'privacy.encarregado_phone',
  request_deadline_days: 'privacy.request_deadline_days',
} as const;
const retentionKey = (c: RetentionClass) => `privacy.retention.${c}_days`;

const positive = (value: string | null | undefined, fallback: number, min = 1) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : fallback;
};

/** The encarregado, the legal deadline of requests and each class's retention period (defaults where unset). */
export async function privacySettings(): Promise<PrivacySettingsShape> {
  const s = await allSettings();
  return {
    controller: s.get(KEY.controller) || null,
    encarregado_name: s.get(KEY.encarregado_name) || null,
    encarregado_email: s.get(KEY.encarregado_email) || null,
    encarregado_phone: s.get(KEY.encarregado_phone) || null,
    request_deadline_days: positive(s.get(KEY.request_deadline_days), PRIVACY_LIMITS.deadlineDaysDefault),
    retention: RETENTION_CLASSES.map((c) => {
      const rule = RETENTION_RULES[c];
      return {
        class: c,
        label: rule.label,
        days: positive(s.get(retentionKey(c)), rule.defaultDays, rule.minDays),
        min_days: rule.minDays,
        action: rule.action,
        basis: rule.basis,
      };
    }),
  };
}

/** A class's retention period in days. */
export async function retentionDays(c: RetentionClass): Promise<number> {
  return (await privacySettings()).retention.find((r) => r.class === c)?.days ?? RETENTION_RULES[c].defaultDays;
}

/** Saves what the admin sent; retention periods left out keep their value. */
export async function savePrivacySettings(
  input: z.output<typeof PrivacySettingsSchema>,
  transaction?: Transaction,
): Promise<void> {
  const values: Record<string, string | null> = {
    [KEY.controller]: input.controller,
    [KEY.encarregado_name]: input.encarregado_name,
    [KEY.encarregado_email]: input.encarregado_email,
    [KEY.encarregado_phone]: input.encarregado_phone,
    [KEY.request_deadline_days]: String(input.request_deadline_days),
  };
  for (const c of RETENTION_CLASSES) {
    const days = input.retention[c];
    if (days !== undefined) values[retentionKey(c)] = String(days);
  }
  await setSettings(values, transaction);
}

export type { PrivacySettingsReq };
