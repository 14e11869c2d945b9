import { COURSE_MSG, COVER_FILE_TYPES, type FileType, VIDEO_FILE_TYPES } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { CAPTION_RULE, THUMBNAIL_RULE, VIDEO_RULE } from './fileRules';
import { isWebVtt } from './storage';

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

describe('CAPTION_RULE: WebVTT judged by its content (issue 17)', () => {
  const vtt = (text: string) => Buffer.from(text, 'utf8');

  it.each([
    ['the bare header', vtt('WEBVTT')],
    ['a header with a title', vtt('WEBVTT - Aula 1\n\n00:00.000 --> 00:01.000\nAtenção\n')],
    ['CRLF lines', vtt('WEBVTT\r\n\r\n00:00.000 --> 00:01.000\r\nOlá\r\n')],
    ['a UTF-8 BOM first', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), vtt('WEBVTT\n')])],
  ])('accepts %s', (_name, content) => {
    expect(isWebVtt(content)).toBe(true);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['SubRip', vtt('1\n00:00:00,000 --> 00:00:01,000\nOlá\n')],
    ['a header run into a word', vtt('WEBVTTS\n')],
    ['a lower-case header', vtt('webvtt\n')],
    ['text before the header', vtt(' WEBVTT\n')],
    ['Latin-1 text', Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nAtenção\n', 'latin1')],
    ['UTF-16', Buffer.from('\ufeffWEBVTT\n', 'utf16le')],
    ['NUL bytes', Buffer.concat([vtt('WEBVTT\n'), Buffer.from([0])])],
  ])('refuses %s', (_name, content) => {
    expect(isWebVtt(content)).toBe(false);
  });

  it('refuses by content, whatever the name', () => {
    expect(CAPTION_RULE.allowWebVtt).toBe(true);
    expect(CAPTION_RULE.badType).toBe(COURSE_MSG.captionType);
  });
});
