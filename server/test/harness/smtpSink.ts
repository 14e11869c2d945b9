/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives, for tests
 * that check the mails the server sends (2FA codes, password resets, invitations...).
 *
 * No TLS (STARTTLS is not offered), authentication optional: AUTH PLAIN/LOGIN with ANY
 * credentials is accepted (so SMTP_USER/SMTP_PASSWORD settings can be exercised) and the login is
 * recorded in `authUser`. Any sender and recipient is accepted. Start one sink per test file:
 *
 *   import { extractCode, startSmtpSink, type SmtpSink } from '../harness/smtpSink.js';
 *   let smtp: SmtpSink;
 *   beforeAll(async () => { smtp = await startSmtpSink(); });   // then SMTP_HOST=127.0.0.1 SMTP_PORT=smtp.port SMTP_SECURE=NONE
 *   afterAll(() => smtp.stop());
 *   ...
 *   smtp.clear();
 *   await request.post('/api/auth/login')...;
 *   const code = extractCode(await smtp.latestTo('ana@example.com'));
 *
 * `waitFor` / `latestTo` first look at the messages already received (newest first), then wait
 * for new ones; call `clear()` before the action when an older message could match too.
 * `delayMs` (an option, or set at any time) makes a slow server: each message is accepted that
 * long after its data arrived.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  /** Envelope recipients (RCPT TO), as sent (includes Bcc). */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Parsed From header (`Name <addr>`), '' when absent. */
  fromHeader: string;
  subject: string;
  text: string;
  html: string;
  /** Login used with AUTH, null without AUTH. */
  authUser: string | null;
  /** The raw RFC 822 source. */
  raw: string;
  receivedAt: Date;
}

export interface SmtpSink {
  host: string;
  port: number;
  /** Every message received since start or the last clear(), oldest first. */
  messages: SinkMessage[];
  /** Newest already-received message matching, else the next one to arrive; rejects after timeoutMs (default 10 s). */
  waitFor(predicate: (m: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  /** waitFor(a message whose envelope recipients include `email`, case-insensitive). */
  latestTo(email: string, timeoutMs?: number): Promise<SinkMessage>;
  clear(): void;
  stop(): Promise<void>;
  /** How long each message waits before the server accepts it (a slow SMTP server); 0 by default. */
  delayMs: number;
  /** The next this-many messages are refused with a temporary error (451), as a flaky server does. */
  failNext: number;
}

interface Waiter {
  predicate: (m: SinkMessage) => boolean;
  resolve: (m: SinkMessage) => void;
}

export async function startSmtpSink(options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<Waiter>();
  let sink: SmtpSink | null = null;
  const delayMs = () => sink?.delayMs ?? 0;

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    hideSTARTTLS: true,
    logger: false,
    size: 50 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        if (delayMs() > 0) await new Promise((resolve) => setTimeout(resolve, delayMs()));
        if (sink && sink.failNext > 0) {
          sink.failNext -= 1;
          const refusal = new Error('Falha temporária simulada') as Error & { responseCode: number };
          refusal.responseCode = 451;
          callback(refusal);
          return;
        }
        simpleParser(raw)
          .then((parsed) => {
            const message: SinkMessage = {
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              fromHeader: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              authUser: typeof session.user === 'string' ? session.user : null,
              raw: raw.toString('utf8'),
              receivedAt: new Date(),
            };
            messages.push(message);
            for (const w of [...waiters]) {
              if (w.predicate(message)) {
                waiters.delete(w);
                w.resolve(message);
              }
            }
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  server.on('error', () => {
    // client connection errors (resets...) are not test failures
  });

  const host = '127.0.0.1';
  const port = await new Promise<number>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.server.once('error', onError);
    server.listen(0, host, () => {
      server.server.removeListener('error', onError);
      const address = server.server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('smtp sink: no port'));
    });
  });

  const waitFor = (predicate: (m: SinkMessage) => boolean, timeoutMs = 10_000): Promise<SinkMessage> => {
    for (let i = messages.length - 1; i >= 0; i--) {
      const m = messages[i];
      if (m && predicate(m)) return Promise.resolve(m);
    }
    return new Promise<SinkMessage>((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        const seen = messages.map((m) => `  to=${m.to.join(',')} subject=${JSON.stringify(m.subject)}`).join('\n');
        reject(
          new Error(
            `smtp sink: no matching message within ${timeoutMs} ms; ${messages.length} received${seen ? `:\n${seen}` : ''}`,
          ),
        );
      }, timeoutMs);
      waiters.add(waiter);
    });
  };

  sink = {
    host,
    port,
    messages,
    delayMs: options.delayMs ?? 0,
    failNext: 0,
    waitFor,
    latestTo(email: string, timeoutMs?: number) {
      const wanted = email.trim().toLowerCase();
      return waitFor((m) => m.to.some((t) => t.toLowerCase() === wanted), timeoutMs);
    },
    clear() {
      messages.length = 0;
    },
    stop() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return sink;
}

/** Text of a message, falling back to its HTML with tags stripped. */
function bodyText(m: SinkMessage): string {
  if (m.text.trim()) return m.text;
  return m.html
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');
}

const CODE = /(?<![\w.,/-])\d{6}(?![\w/-]|[.,:]\d)/;

/** Whether a message carries a 6-digit code (a code e-mail, not a notice or a welcome). */
export const hasCode = (m: SinkMessage): boolean => CODE.test(bodyText(m));

/**
 * The code of the newest code e-mail to an address (already received or still to come): notices
 * and welcome e-mails leave through the outbox and may land after it.
 */
export async function latestCodeTo(sink: SmtpSink, email: string, timeoutMs?: number): Promise<string> {
  const wanted = email.trim().toLowerCase();
  return extractCode(await sink.waitFor((m) => m.to.some((t) => t.toLowerCase() === wanted) && hasCode(m), timeoutMs));
}

/** The first 6-digit number standing alone (not part of a longer number, word, date or URL) in the text. */
export function extractCode(m: SinkMessage): string {
  const match = CODE.exec(bodyText(m));
  if (!match) {
    throw new Error(
      `no 6-digit code in message ${JSON.stringify(m.subject)} to ${m.to.join(',')}:\n${bodyText(m).slice(0, 500)}`,
    );
  }
  return match[0];
}

/**
 * The first absolute http(s) URL in the message (text, then HTML hrefs) whose text contains
 * `pathPart`, e.g. extractLink(m, '/redefinir-senha').
 */
export function extractLink(m: SinkMessage, pathPart: string): string {
  const candidates: string[] = [];
  for (const match of m.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) candidates.push(match[0]);
  for (const match of m.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) {
    if (match[1]) candidates.push(decodeEntities(match[1]));
  }
  for (const match of m.html.matchAll(/https?:\/\/[^\s<>"']+/g)) candidates.push(decodeEntities(match[0]));
  const found = candidates.map((c) => c.replace(/[.,;:]+$/, '')).find((c) => c.includes(pathPart));
  if (!found) {
    throw new Error(
      `no link containing ${JSON.stringify(pathPart)} in message ${JSON.stringify(m.subject)}; links: ${candidates.join(' ') || '(none)'}`,
    );
  }
  return found;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#47;/g, '/')
    .replace(/&#x3D;/gi, '=')
    .replace(/&#61;/g, '=')
    .replace(/&quot;/g, '"');
}
