import { endpoint, PUBLIC } from '../endpoint';
import { z } from '../zod';

/** A query string value as it arrives: once, repeated, or absent. */
const QueryValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * Stored files under generated names, served without a session: the public areas (photos,
 * login branding, course covers) and lesson videos, whose signed link is their key.
 */
export const FILES = {
  /** A lesson video: the <video> tag sends no token, so `exp` and `sig` (services/videoLinks) open it. */
  video: endpoint()({
    method: 'GET',
    path: '/api/uploads/videos/:file',
    auth: PUBLIC,
    params: z.object({ file: z.string() }),
    query: z.object({ exp: QueryValue, sig: QueryValue }),
    answer: 'file',
  }),
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
