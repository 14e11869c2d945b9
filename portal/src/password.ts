import { GENERATED_PASSWORD_ALPHABET, LIMITS } from '@trilha/sdk/contract';
import { useState } from 'react';

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

/**
 * The provisional password of a form that creates an account (Usuários, Equipe): typed or
 * generated. Generating fills the field and shows it; `wasGenerated(password)` says whether the
 * password saved is the one generated here, which the form then shows once, to be handed over.
 */
export function useProvisionalPassword(setPassword: (password: string) => void) {
  const [generated, setGenerated] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  return {
    visible,
    setVisible,
    generate() {
      const password = generatePassword();
      setGenerated(password);
      setPassword(password);
      setVisible(true);
    },
    wasGenerated: (password: string) => generated !== null && generated === password,
  };
}
