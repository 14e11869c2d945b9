import { ADMIN_MSG, LIMITS } from '@trilha/sdk/contract';

interface ImageRule {
  maxBytes: number;
  types: readonly string[];
  extensions: RegExp;
  tooLarge: string;
  wrongType: string;
}

/** Spec §5 Settings: logo JPG/PNG/SVG up to 5 MB, background JPG/PNG up to 10 MB. */
export const LOGO_RULE: ImageRule = {
  maxBytes: LIMITS.logoMaxBytes,
  types: ['image/jpeg', 'image/png', 'image/svg+xml'],
  extensions: /\.(jpe?g|png|svg)$/i,
  tooLarge: ADMIN_MSG.logoTooLarge,
  wrongType: ADMIN_MSG.logoType,
};

export const BACKGROUND_RULE: ImageRule = {
  maxBytes: LIMITS.backgroundMaxBytes,
  types: ['image/jpeg', 'image/png'],
  extensions: /\.(jpe?g|png)$/i,
  tooLarge: ADMIN_MSG.backgroundTooLarge,
  wrongType: ADMIN_MSG.backgroundType,
};

/**
 * The spec's message when the file breaks the rule, else null. The browser's type is trusted when
 * it has one; some systems leave it empty, and then the extension decides. The server checks the
 * content again.
 */
export function imageFileError(file: File, rule: ImageRule): string | null {
  const typeOk = file.type ? rule.types.includes(file.type) : rule.extensions.test(file.name);
  if (!typeOk) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}
