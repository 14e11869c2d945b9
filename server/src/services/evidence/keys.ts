import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import { inTransaction } from '../../db/transaction';
import { Setting } from '../../models';
import { open, seal } from '../secretBox';

/** The platform's evidence key: the private half sealed in settings, the public half published. */
const PRIVATE = 'evidence_key_private';
const PUBLIC = 'evidence_key_public';

export interface SigningKey {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicPem: string;
}

/** Which key signed: the first 16 hex digits of the SHA-256 of the public key's DER. */
export const keyIdOf = (publicKey: KeyObject): string =>
  createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);

export function keyFromPem(privatePem: string): SigningKey {
  const privateKey = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  return {
    id: keyIdOf(publicKey),
    privateKey,
    publicKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function newSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('ed25519');
  return keyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
}

let cached: SigningKey | null = null;

/**
 * The evidence key, made on first use. Two nodes making it at once: the first insert wins and the
 * other reads it back, so every pack of an installation is signed by the same key.
 */
export async function evidenceKey(): Promise<SigningKey> {
  if (cached) return cached;
  const stored = await Setting.findByPk(PRIVATE);
  const pem = open(stored?.value);
  if (pem) {
    cached = keyFromPem(pem);
    return cached;
  }
  if (stored) {
    throw new Error('evidence key sealed under another server secret (JWT_SECRET changed?): restore the secret');
  }
  const made = newSigningKey();
  try {
    await inTransaction(async (transaction) => {
      await Setting.create(
        { key: PRIVATE, value: seal(made.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()) },
        { transaction },
      );
      await Setting.upsert({ key: PUBLIC, value: made.publicPem }, { transaction });
    });
  } catch (err) {
    if (!(err instanceof UniqueConstraintError)) throw err;
    return evidenceKey();
  }
  cached = made;
  return made;
}

/** Forgets the loaded key (tests that swap databases). */
export function forgetEvidenceKey(): void {
  cached = null;
}
