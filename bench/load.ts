/** autocannon on loopback, A/B interleaving and the small statistics the table needs. */
import autocannon from 'autocannon';

export interface Target {
  /** Base URL, e.g. http://127.0.0.1:4321 */
  base: string;
  method?: 'GET' | 'POST';
  /** Requests cycle through these (path, headers, body) so load spreads over users and rows. */
  requests: TargetRequest[];
  /**
   * When set, every request comes from here instead (and `requests` is ignored): for endpoints
   * that must never see the same row twice across runs (certificate PDFs are cached per row).
   */
  next?: () => TargetRequest;
}

export interface TargetRequest {
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  rps: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  /** When set, a fixed number of requests instead of a duration (slow endpoints). */
  amount?: number;
}

export async function load(target: Target, opts: LoadOptions): Promise<LoadResult> {
  let i = 0;
  const list = target.requests;
  const method = target.method ?? 'GET';
  const result = await autocannon({
    url: target.base,
    connections: opts.connections,
    duration: opts.durationS,
    ...(opts.amount ? { amount: opts.amount } : {}),
    // Whole-table reports at size M/L take seconds; never count a slow answer as an error.
    timeout: 120,
    requests: [
      {
        method,
        setupRequest: (req: Record<string, unknown>) => {
          const r = target.next ? target.next() : list[i++ % list.length];
          if (!r) return req;
          return {
            ...req,
            method,
            path: r.path,
            headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
            ...(r.body ? { body: r.body } : {}),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    meanMs: result.latency.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The p-th percentile of an ascending list (nearest rank), 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export interface PairResult {
  a: LoadResult[];
  b: LoadResult[];
  /** Median of each side over the pairs. */
  aMedian: LoadResult;
  bMedian: LoadResult;
  failed: string | null;
  /** Requests per run when the runs were count-based (slow endpoints), else null. */
  fixedAmount: number | null;
}

function medianResult(rs: LoadResult[]): LoadResult {
  return {
    rps: median(rs.map((r) => r.rps)),
    meanMs: median(rs.map((r) => r.meanMs)),
    p50Ms: median(rs.map((r) => r.p50Ms)),
    p99Ms: median(rs.map((r) => r.p99Ms)),
    requests: rs.reduce((s, r) => s + r.requests, 0),
    errors: rs.reduce((s, r) => s + r.errors, 0),
    non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
  };
}

/**
 * One run that got at least one answer: a timed run in which no request finished (a page that
 * took longer than the whole run on a busy machine) is run again as one request per connection,
 * waited for, so a slow side is measured as slow instead of reported as broken.
 */
async function loadAnswered(target: Target, run: LoadOptions): Promise<LoadResult> {
  const r = await load(target, run);
  if (r.requests || r.errors || r.non2xx || run.amount) return r;
  return load(target, { ...run, amount: run.connections });
}

/**
 * A B A B ...: one short warm-up each, then `pairs` interleaved runs; medians per side. With
 * `adaptive`, one probe request per side first: when either side takes over 250 ms, every run is
 * a fixed 3 requests per connection instead of a duration (a multi-second page would otherwise
 * finish no request inside a short run).
 */
export async function interleave(
  a: Target,
  b: Target,
  opts: LoadOptions & { pairs: number; warmupS: number; adaptive?: boolean },
): Promise<PairResult> {
  let run: LoadOptions = opts;
  if (opts.adaptive) {
    const probeA = await load(a, { connections: 1, durationS: 1, amount: 1 });
    const probeB = await load(b, { connections: 1, durationS: 1, amount: 1 });
    if (Math.max(probeA.meanMs, probeB.meanMs) > 250) run = { ...opts, amount: opts.connections * 3 };
  }
  if (!run.amount) {
    await load(a, { ...opts, durationS: opts.warmupS });
    await load(b, { ...opts, durationS: opts.warmupS });
  }
  const as: LoadResult[] = [];
  const bs: LoadResult[] = [];
  for (let p = 0; p < opts.pairs; p++) {
    as.push(await loadAnswered(a, run));
    bs.push(await loadAnswered(b, run));
  }
  const aMedian = medianResult(as);
  const bMedian = medianResult(bs);
  const bad = (side: string, runs: LoadResult[], r: LoadResult) =>
    r.errors || r.non2xx || runs.some((x) => !x.requests)
      ? `${side}: ${r.errors} errors, ${r.non2xx} non-2xx, runs with no answer: ${runs.filter((x) => !x.requests).length}`
      : null;
  return {
    a: as,
    b: bs,
    aMedian,
    bMedian,
    failed: bad('project', as, aMedian) ?? bad('ceiling', bs, bMedian),
    fixedAmount: run.amount ?? null,
  };
}
