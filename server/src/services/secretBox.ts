import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { runtime } from '../runtime';

/**
 * Encrypts stored secrets (the SMTP password) with AES-256-GCM under a key derived from the
 * server's secret: the database and its backups never hold them in clear.
 */
function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', runtime().config.jwtSecret, 'trilha-settings', 'smtp-password', 32));
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

/** Null when the value was sealed under another secret (a backup from another installation). */
export function open(sealed: string | null | undefined): string | null {
  if (!sealed?.startsWith('v1:')) return null;
  try {
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
