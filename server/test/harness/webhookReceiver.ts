/**
 * An integrator's endpoint for the webhook tests: a real HTTP server on loopback that records
 * every delivery (headers, body, what it answered) and answers what the test sets: a status, a
 * delay (a slow receiver), or a dropped connection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookPayload } from '@trilha/sdk/contract';

export interface Received {
  at: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  event: WebhookPayload;
  answered: number | 'dropped';
}

export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** What the next requests get: an HTTP status (200 by default) or 'drop' (connection closed). */
  answer: number | 'drop';
  delayMs: number;
  /** Events answered 2xx, in the order they arrived. */
  accepted(): Received[];
  waitFor(check: (accepted: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver = {
    received: [] as Received[],
    answer: 200 as number | 'drop',
    delayMs: 0,
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const answer = receiver.answer;
      setTimeout(() => {
        receiver.received.push({
          at: Date.now(),
          headers: req.headers,
          body,
          event: JSON.parse(body) as WebhookPayload,
          answered: answer === 'drop' ? 'dropped' : answer,
        });
        if (answer === 'drop') req.socket.destroy();
        else res.writeHead(answer).end();
      }, receiver.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const accepted = () =>
    receiver.received.filter((r) => typeof r.answered === 'number' && r.answered >= 200 && r.answered < 300);
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    accepted,
    async waitFor(check: (accepted: Received[]) => boolean, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(accepted())) {
        if (Date.now() > deadline) {
          throw new Error(
            `webhook receiver: condition not met in ${timeoutMs} ms; got ${receiver.received.map((r) => `${r.event.type}=${r.answered}`).join(', ')}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return accepted();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
