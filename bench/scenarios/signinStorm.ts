/**
 * Shift-start sign-in storm (issue 25): a shift signs in at 7:00. STORM_RATE sign-ins per second
 * for STORM_SECONDS, each a new client on its own connection and its own address (127.x.y.z: the
 * per-address login limits see different people, as a shift behind several gateways would), with
 * passwords hashed at the production cost (BCRYPT_COST, the server's default); meanwhile signed-in
 * people call GET /api/auth/me (80 a second), whose latency shows whether hashing blocks the server.
 *
 * The ceiling is the hashing itself: native bcrypt checks at that cost, one per core, measured in
 * the bench process before the storm. A machine that checks fewer passwords per second than the
 * storm brings cannot answer it in time whatever the server does; the rows then show by how much
 * (and a second, gentler storm at 80 % of that capacity shows the latency the server adds).
 */
import http from 'node:http';
import { availableParallelism } from 'node:os';
import bcrypt from 'bcrypt';
import { percentile } from '../load';
import { STUDENT_ID_BASE, STUDENT_PASSWORD, studentEmail } from '../seed';
import type { ScenarioContext } from './context';

const BCRYPT_COST = 11;
const STORM_RATE = 40;
const STORM_SECONDS = 30;
const ME_CONNECTIONS = 8;
/**
 * Each /me caller starts a call at most this often: 8 callers, 80 calls a second. They probe the
 * event loop's latency; calling in a closed loop as fast as answers come would load the server
 * with ~750 calls a second and take from the hashing threads the core the ceiling had to itself.
 */
const ME_INTERVAL_MS = 100;
/** A person at the login screen gives up long before this; later answers count as this long. */
const CLIENT_TIMEOUT_MS = 60_000;
const TIMED_OUT = -1;

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One request on a fresh connection from `localAddress`. */
function request(
  base: string,
  method: string,
  urlPath: string,
  opts: { body?: unknown; token?: string; localAddress?: string; agent?: http.Agent },
): Promise<Answer> {
  const started = performance.now();
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = http.request(
      base + urlPath,
      {
        method,
        agent: opts.agent ?? false,
        localAddress: opts.localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          if (body.length < 2000) body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }));
        res.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, body: err.message }));
      },
    );
    req.setTimeout(CLIENT_TIMEOUT_MS, () => {
      resolve({ status: TIMED_OUT, ms: CLIENT_TIMEOUT_MS, body: 'no answer in time' });
      req.destroy();
    });
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, body: err.message }));
    req.end(payload);
  });
}

/** Password checks per second this machine does at BCRYPT_COST, one check per core at a time. */
async function hashCapacity(seconds: number): Promise<number> {
  const hash = bcrypt.hashSync(STUDENT_PASSWORD, BCRYPT_COST);
  const until = performance.now() + seconds * 1000;
  let checks = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      while (performance.now() < until) {
        await bcrypt.compare(STUDENT_PASSWORD, hash);
        checks++;
      }
    }),
  );
  return checks / ((performance.now() - started) / 1000);
}

/** A loopback address per client, so each sign-in comes from its own address. */
const addressOf = (i: number) => `127.1.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

interface Storm {
  logins: Answer[];
  me: Answer[];
}

/** `count` sign-ins started `rate` per second (open loop), with /me callers running meanwhile. */
async function storm(ctx: ScenarioContext, first: number, count: number, rate: number, meTokens: string[]) {
  const base = ctx.project.base;
  const result: Storm = { logins: [], me: [] };
  let storming = true;
  const agent = new http.Agent({ keepAlive: true, maxSockets: ME_CONNECTIONS });
  const meCallers = Array.from({ length: ME_CONNECTIONS }, async (_, c) => {
    for (let i = c; storming; i += ME_CONNECTIONS) {
      const due = performance.now() + ME_INTERVAL_MS;
      result.me.push(await request(base, 'GET', '/api/auth/me', { token: meTokens[i % meTokens.length], agent }));
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  });
  const started = performance.now();
  const logins: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    logins.push(
      request(base, 'POST', '/api/auth/login', {
        body: { email: studentEmail(first + i), password: STUDENT_PASSWORD },
        localAddress: addressOf(first + i),
      }).then((a) => {
        result.logins.push(a);
      }),
    );
  }
  await Promise.all(logins);
  storming = false;
  await Promise.all(meCallers);
  agent.destroy();
  return result;
}

const ms = (x: number) => (x < 10 ? `${x.toFixed(1)} ms` : `${Math.round(x)} ms`);

export async function signinStormScenario(ctx: ScenarioContext): Promise<void> {
  const seconds = ctx.quick ? 2 : STORM_SECONDS;
  const count = STORM_RATE * seconds;
  // Students past the load group's class (the first ones) and before the compliance company's
  // workers (the last ones): their hashes are raised to the production cost.
  const first = Math.floor(ctx.size.students / 4);
  const gentleFirst = first + count;
  ctx.log(`- mariadb: shift-start sign-in storm (${STORM_RATE}/s for ${seconds} s, bcrypt cost ${BCRYPT_COST})`);
  const capacity = await hashCapacity(ctx.quick ? 1 : 5);
  const gentleRate = Math.max(1, Math.floor(capacity * 0.8));
  const gentleCount = gentleRate * seconds;
  const costly = bcrypt.hashSync(STUDENT_PASSWORD, BCRYPT_COST);
  const idsFrom = (n: number) => STUDENT_ID_BASE + n;
  await ctx.sql(
    `UPDATE users SET password_hash = '${costly}' WHERE id BETWEEN ${idsFrom(first)} AND ${idsFrom(gentleFirst + gentleCount - 1)}`,
  );
  const meTokens: string[] = [];
  for (let n = 1; n <= ME_CONNECTIONS; n++) {
    const a = await request(ctx.project.base, 'POST', '/api/auth/login', {
      body: { email: studentEmail(n), password: STUDENT_PASSWORD },
    });
    const token = (JSON.parse(a.body) as { token?: string }).token;
    if (!token) throw new Error(`sign-in storm: login of ${studentEmail(n)} failed: ${a.status} ${a.body}`);
    meTokens.push(token);
  }

  for (const [label, from, n, rate] of [
    [`${STORM_RATE}/s for ${seconds} s`, first, count, STORM_RATE],
    [`${gentleRate}/s (80 % of the hash capacity)`, gentleFirst, gentleCount, gentleRate],
  ] as const) {
    const run = await storm(ctx, from, n, rate, meTokens);
    // Not answered within the client's 60 s is the storm's own failure (slow), not the harness's.
    const failed = [...run.logins, ...run.me].filter(
      (a) => a.status !== TIMED_OUT && (a.status < 200 || a.status >= 300),
    );
    const unanswered = run.logins.filter((a) => a.status === TIMED_OUT).length;
    const loginMs = run.logins.map((a) => a.ms).sort((a, b) => a - b);
    const meMs = run.me.map((a) => a.ms).sort((a, b) => a - b);
    const main = rate === STORM_RATE;
    const error = failed.length
      ? `${failed.length} answers outside 2xx, e.g. ${failed[0]?.status} ${failed[0]?.body.slice(0, 200)}`
      : undefined;
    ctx.addRow({
      db: 'mariadb',
      scenario: `shift-start sign-in ${label} (bcrypt cost ${BCRYPT_COST}) p99`,
      project: `p99 ${ms(percentile(loginMs, 99))}`,
      ceiling: `${capacity.toFixed(1)} checks/s (native bcrypt, ${availableParallelism()} threads)`,
      ratio: `${(rate / capacity).toFixed(2)}x load`,
      target: main ? 'p99 < 1 s' : '-',
      result: error ? 'ERROR' : main ? ctx.verdict(percentile(loginMs, 99) < 1000) : 'INFO',
      note:
        error ??
        `p50 ${ms(percentile(loginMs, 50))}, max ${ms(loginMs.at(-1) ?? 0)}, ${n} sign-ins` +
          (unanswered ? `, ${unanswered} not answered within ${CLIENT_TIMEOUT_MS / 1000} s` : ''),
      raw: { logins: loginMs, rate, capacity },
    });
    ctx.addRow({
      db: 'mariadb',
      scenario: `GET /api/auth/me during the sign-in storm at ${rate}/s p99`,
      project: `p99 ${ms(percentile(meMs, 99))}`,
      ceiling: '-',
      ratio: '-',
      target: 'p99 < 50 ms',
      result: error ? 'ERROR' : ctx.verdict(percentile(meMs, 99) < 50),
      note: error ?? `p50 ${ms(percentile(meMs, 50))}, ${meMs.length} calls on ${ME_CONNECTIONS} connections`,
    });
  }
}
