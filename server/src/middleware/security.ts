import type { Middleware } from 'koa';

/** Security headers on every answer; API answers are never cached (auth and personal data). */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.remove('X-Powered-By');
    if (ctx.path.startsWith('/api/')) {
      if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    } else if (!ctx.response.get('Content-Security-Policy')) {
      ctx.set(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          "script-src 'self'",
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
        ].join('; '),
      );
      ctx.set('X-Frame-Options', 'SAMEORIGIN');
    }
  };
}
