import { now } from './clock';
import { keyedHash, sameHash } from './secrets';
import { publicUploadUrl } from './storage';

/**
 * Links to uploaded lesson videos. The browser's <video> tag fetches them itself (with Range
 * requests) and cannot send the bearer token, so a video URL carries its own proof instead: an
 * expiry and an HMAC of file + expiry, handed out only with a lesson the caller may watch. A link
 * copied out of the page stops working when it expires; a guessed or edited one never works.
 *
 * Their WebVTT captions are fetched the same way by the <track> tag and linked the same way; the
 * signed path names its area, so a caption's link never opens a video.
 *
 * Expiries are rounded up to the hour, so the same lesson keeps the same URL for an hour (the
 * browser's cache and a video's many Range requests see one URL), and every API node signs alike:
 * the key is JWT_SECRET, which the nodes share.
 */
const VALID_SECONDS = 12 * 3600;
const ROUND_SECONDS = 3600;

/** The file and its expiry under the server's keyed hash; the prefix keeps it apart from codes and tokens. */
const signature = (relative: string, expires: number) => keyedHash(`video-link:${relative}\n${expires}`);

const nowSeconds = () => Math.floor(now().getTime() / 1000);

/** '/api/uploads/videos/x.mp4?exp=..&sig=..' for a stored 'videos/x.mp4' (or 'captions/x.vtt'), or null without one. */
export function signedVideoUrl(relative: string): string;
export function signedVideoUrl(relative: string | null | undefined): string | null;
export function signedVideoUrl(relative: string | null | undefined): string | null {
  const url = publicUploadUrl(relative);
  if (!url || !relative) return null;
  const expires = Math.ceil((nowSeconds() + VALID_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  return `${url}?exp=${expires}&sig=${signature(relative, expires)}`;
}

/** Whether `exp` and `sig` (from the query string) open this stored video (or caption file) now. */
export function videoLinkValid(relative: string, exp: unknown, sig: unknown): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  const expires = Number(exp);
  const current = nowSeconds();
  if (expires <= current || expires > current + VALID_SECONDS + ROUND_SECONDS) return false;
  return sameHash(sig, signature(relative, expires));
}
