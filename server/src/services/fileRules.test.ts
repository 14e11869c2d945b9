import { COVER_FILE_TYPES, type FileType, VIDEO_FILE_TYPES } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_RULE, VIDEO_RULE } from './fileRules';

/** The names a message lists after 'Use ': 'Use JPG, PNG ou BMP.' -> JPG, PNG, BMP. */
function listedNames(message: string): string[] {
  const list = message.split('Use ')[1] ?? '';
  return list
    .replace(/\.$/, '')
    .split(/, | ou /)
    .map((name) => name.trim());
}

describe.each([
  {
    rule: 'THUMBNAIL_RULE',
    spec: THUMBNAIL_RULE,
    types: COVER_FILE_TYPES,
    message: 'Formato de imagem não suportado. Use JPG, PNG, GIF, WEBP, AVIF ou BMP.',
  },
  {
    rule: 'VIDEO_RULE',
    spec: VIDEO_RULE,
    types: VIDEO_FILE_TYPES,
    message: 'Formato de vídeo não suportado. Use MP4, WEBM, OGG, MOV, M4V, MKV ou AVI.',
  },
])('$rule: the refusal names every type it accepts (issue 14)', ({ spec, types, message }) => {
  const nameOf = (mime: string) => (types as readonly FileType[]).find((t) => t.mime === mime)?.name;

  it('reads as people expect', () => {
    expect(spec.badType).toBe(message);
  });

  it('names each accepted type, and nothing else', () => {
    const names = [...new Set(spec.mimes.map(nameOf))];
    expect(names).not.toContain(undefined);
    expect(listedNames(spec.badType).sort()).toEqual((names as string[]).sort());
  });
});
