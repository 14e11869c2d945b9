import { ApiError } from '../../client/http';

/** Server text when it sent one (e.g. the watch-time rule, a refused file type), else the fallback (spec §8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return typeof error.body.message === 'string' && error.body.message ? error.message : fallback;
  return error instanceof Error && error.name === 'NetworkError' ? error.message : fallback;
}
