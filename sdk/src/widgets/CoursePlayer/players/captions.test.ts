import { describe, expect, it } from 'vitest';
import { CAPTION_TRACK, captionMode, captionTrackUrl } from './captions';

describe('lesson captions in the restricted player (issue 17)', () => {
  const api = (path: string) => `https://trilha.example.com${path}`;

  it('prefixes the signed path with the API base URL, keeping its signature', () => {
    expect(captionTrackUrl('/api/uploads/captions/ab.vtt?exp=1&sig=x', api)).toBe(
      'https://trilha.example.com/api/uploads/captions/ab.vtt?exp=1&sig=x',
    );
    expect(captionTrackUrl('https://cdn.example.com/a.vtt', api)).toBe('https://cdn.example.com/a.vtt');
  });

  it('has no track without captions or with an address it cannot place', () => {
    expect(captionTrackUrl(null, api)).toBeNull();
    expect(captionTrackUrl(undefined, api)).toBeNull();
    expect(captionTrackUrl('  ', api)).toBeNull();
    expect(captionTrackUrl('javascript:alert(1)', api)).toBeNull();
  });

  it('hides the track instead of disabling it, so its cues stay loaded', () => {
    expect(captionMode(true)).toBe('showing');
    expect(captionMode(false)).toBe('hidden');
  });

  it('is a pt-BR captions track named in Portuguese', () => {
    expect(CAPTION_TRACK).toEqual({ kind: 'captions', srcLang: 'pt-BR', label: 'Português' });
  });
});
