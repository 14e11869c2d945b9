import type { Context, Middleware } from 'koa';

const PAGE_CSP = [
  "default-src 'self'",
  // The YouTube and Vimeo player APIs the course player loads (the watch-time rules need their events).
  "script-src 'self' https://www.youtube.com https://player.vimeo.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Security headers on every answer; API answers are never cached (auth and personal data).
 * Set in `finally`: an error thrown below (401, 403, 400...) is answered by the error handler
 * above this middleware, and must carry the same headers as a success — and an error answer
 * never keeps the caching or content policy a route had set for the file it meant to send.
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    let failed = true;
    try {
      await next();
      failed = false;
    } finally {
      setHeaders(ctx, failed);
    }
  };
}

function setHeaders(ctx: Context, failed: boolean): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (failed || !ctx.response.get('Referrer-Policy')) ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  // A route may loosen it (the company sign-in's popup must keep its opener: routes/sso.ts).
  if (failed || !ctx.response.get('Cross-Origin-Opener-Policy')) ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.remove('X-Powered-By');
  if (ctx.path.startsWith('/api/')) {
    if (failed || !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    return;
  }
  if (failed || !ctx.response.get('Content-Security-Policy')) ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
}
