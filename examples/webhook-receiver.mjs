// Receiving Trilha Segura webhooks (Node 20, no dependencies): checks X-Trilha-Signature before
// trusting a body, refuses deliveries older than five minutes (replays), and answers 2xx fast.
// Run: WEBHOOK_SECRET=whsec_... node examples/webhook-receiver.mjs
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

/** True when `header` (t=<unix>,v1=<hex>) signs `body` with `secret` and is at most `toleranceS` old. */
export function verifyTrilhaSignature(secret, body, header, toleranceS = 300, nowS = Date.now() / 1000) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((p) => p.split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(nowS - t) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const secret = process.env.WEBHOOK_SECRET ?? '';
  const seen = new Set(); // event ids already handled: a retried delivery is acknowledged, not redone
  http
    .createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (!verifyTrilhaSignature(secret, body, req.headers['x-trilha-signature'])) {
          res.writeHead(401).end();
          return;
        }
        const event = JSON.parse(body);
        if (!seen.has(event.id)) {
          seen.add(event.id);
          console.log(event.type, JSON.stringify(event.data));
        }
        res.writeHead(204).end();
      });
    })
    .listen(Number(process.env.PORT ?? 8080));
}
