import { describe, expect, it } from 'vitest';
import { acceptOf, COVER_FILE_TYPES, typeNames, VIDEO_FILE_TYPES } from './fileTypes';

describe('upload types of the course form', () => {
  it('names each type once, in pt-BR list form', () => {
    expect(typeNames(COVER_FILE_TYPES)).toBe('JPG, PNG, GIF, WEBP, AVIF ou BMP');
    expect(typeNames(VIDEO_FILE_TYPES)).toBe('MP4, WEBM, OGG, MOV, M4V, MKV ou AVI');
    expect(typeNames([{ mime: 'a/b', name: 'PDF', extensions: ['pdf'] }])).toBe('PDF');
  });

  it("offers every extension and type in the pickers' accept", () => {
    const offered = acceptOf(VIDEO_FILE_TYPES).split(',');
    for (const t of VIDEO_FILE_TYPES) {
      expect(offered).toContain(t.mime);
      for (const e of t.extensions) expect(offered).toContain(`.${e}`);
    }
    expect(offered.filter((o) => o === '.avi')).toHaveLength(1);
  });
});
