import type { Server } from 'node:http';

/** How often idle keep-alive connections are closed while the answers under way finish. */
const IDLE_SWEEP_MS = 200;

/**
 * Stops the listener at once (a new connection is refused) and lets the requests under way be
 * answered; their answers say `Connection: close` (middleware/observe), and keep-alive connections
 * are closed as soon as they are idle. Whatever is still open after `timeoutMs` is cut. Resolves
 * true when every connection ended by itself.
 */
export function drainHttp(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let forced = false;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const force = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve(!forced);
    });
    server.closeIdleConnections();
  });
}
