import { describe, expect, it } from 'vitest';
import { localVideoPath, parseVimeo, parseYouTubeId, resolveVideoSource } from './videoSource';

describe('parseYouTubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=x', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => {
    expect(parseYouTubeId(url)).toBe(id);
  });
  it.each([
    null,
    '',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'javascript:alert(1)',
  ])('refuses %s', (url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });
});

describe('parseVimeo', () => {
  it('reads public, private and player links', () => {
    expect(parseVimeo('https://vimeo.com/76979871')).toEqual({ id: '76979871', hash: null });
    expect(parseVimeo('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual({ id: '76979871', hash: 'a1b2c3d4e5' });
    expect(parseVimeo('https://player.vimeo.com/video/76979871?h=ff00aa11')).toEqual({
      id: '76979871',
      hash: 'ff00aa11',
    });
    expect(parseVimeo('https://vimeo.com/channels/staffpicks/76979871')).toEqual({ id: '76979871', hash: null });
    expect(parseVimeo('76979871')).toEqual({ id: '76979871', hash: null });
  });
  it('refuses other hosts and links without an id', () => {
    expect(parseVimeo('https://example.com/76979871')).toBeNull();
    expect(parseVimeo('https://vimeo.com/about')).toBeNull();
    expect(parseVimeo(undefined)).toBeNull();
  });
});

describe('resolveVideoSource', () => {
  const api = (path: string) => `https://api.example.com${path}`;
  const lesson = (
    video_type: 'youtube' | 'vimeo' | 'external' | 'local',
    video_url: string | null,
    video_file: string | null = null,
  ) => ({
    video_type,
    video_url,
    video_file,
  });

  it('plays YouTube and Vimeo lessons in their players', () => {
    expect(resolveVideoSource(lesson('youtube', 'https://youtu.be/dQw4w9WgXcQ'), api)).toEqual({
      kind: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(resolveVideoSource(lesson('vimeo', 'https://vimeo.com/76979871'), api)).toEqual({
      kind: 'vimeo',
      id: '76979871',
      hash: null,
    });
  });
  it('prefixes uploaded videos with the API base URL', () => {
    expect(resolveVideoSource(lesson('local', null, '/api/uploads/videos/abc.mp4'), api)).toEqual({
      kind: 'file',
      url: 'https://api.example.com/api/uploads/videos/abc.mp4',
      local: true,
    });
    expect(localVideoPath('abc 1.mp4')).toBe('/api/uploads/videos/abc%201.mp4');
    expect(localVideoPath('api/uploads/videos/x.mp4')).toBe('/api/uploads/videos/x.mp4');
    expect(localVideoPath('videos/x.mp4')).toBe('/api/uploads/videos/x.mp4');
  });
  it('plays external files in the restricted player, and recognises YouTube links given as external', () => {
    expect(resolveVideoSource(lesson('external', 'https://cdn.example.com/v.mp4'), api)).toEqual({
      kind: 'file',
      url: 'https://cdn.example.com/v.mp4',
      local: false,
    });
    expect(resolveVideoSource(lesson('external', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'), api).kind).toBe(
      'youtube',
    );
  });
  it('tells a lesson without video from one with an unusable address', () => {
    expect(resolveVideoSource(lesson('youtube', null), api)).toEqual({ kind: 'none' });
    expect(resolveVideoSource(lesson('local', null, null), api)).toEqual({ kind: 'none' });
    expect(resolveVideoSource(lesson('youtube', 'https://example.com/x'), api)).toEqual({ kind: 'invalid' });
    expect(resolveVideoSource(lesson('external', 'ftp://example.com/x.mp4'), api)).toEqual({ kind: 'invalid' });
  });
});
