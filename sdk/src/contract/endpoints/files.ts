import { endpoint, PUBLIC } from '../endpoint';
import { z } from '../zod';

/** A query string value as it arrives: once, repeated, or absent. */
const QueryValue = z.union([z.string(), z.array(z.string())]).optional();

/** A file opened by its signed link (services/videoLinks): the tags that fetch it send no token. */
const signedFile = <const P extends string>(path: P) =>
  endpoint()({
    method: 'GET',
    path,
    auth: PUBLIC,
    params: z.object({ file: z.string() }),
    query: z.object({ exp: QueryValue, sig: QueryValue }),
    answer: 'file',
  });

/**
 * Stored files under generated names, served without a session: the public areas (photos,
 * login branding, course covers) and lesson videos and their captions, whose signed link is their key.
 */
export const FILES = {
  /** A lesson video, opened by <video>. */
  video: signedFile('/api/uploads/videos/:file'),
  /** A lesson video's WebVTT captions, opened by <track>. */
  caption: signedFile('/api/uploads/captions/:file'),
  /** A picture a worker attached to a question (issue 26), opened by <img> in the player and the tutors' queue. */
  tutoring: signedFile('/api/uploads/tutoring/:file'),
  /** '{area}/{file}' of a public area; anything else is 404. */
  upload: endpoint()({
    method: 'GET',
    path: '/api/uploads/*path',
    auth: PUBLIC,
    params: z.object({ path: z.string() }),
    answer: 'file',
  }),
  /** The spec's /uploads/{area}/{file} aliases (login branding, course covers). */
  alias: endpoint()({
    method: 'GET',
    path: '/uploads/:area/:file',
    auth: PUBLIC,
    params: z.object({ area: z.string(), file: z.string() }),
    answer: 'file',
  }),
};
