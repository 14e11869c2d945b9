import { GENERATED_PASSWORD_ALPHABET, LIMITS } from '@trilha/sdk/contract';

/** A random password of 12 characters from letters, digits and ! @ # $ % & * (spec §5 Users). */
export function generatePassword(length: number = LIMITS.generatedPasswordLength): string {
  const alphabet = GENERATED_PASSWORD_ALPHABET;
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < limit && out.length < length) out += alphabet[b % alphabet.length];
    }
  }
  return out;
}
