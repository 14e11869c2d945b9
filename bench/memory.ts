/**
 * Resident memory of a child process, from /proc/<pid>/status (VmRSS), sampled every few
 * milliseconds while a request runs: the peak minus the value just before is the growth the
 * request caused. Linux only, like the rest of the bench.
 */
import { readFileSync } from 'node:fs';

export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid} (${/^State:.*$/m.exec(status)?.[0] ?? 'no state'})`);
  return Number(kb) * 1024;
}

export interface RssGrowth {
  beforeBytes: number;
  peakBytes: number;
  growthBytes: number;
}

/** Runs `work` while sampling the RSS of `pid`; returns its result and the peak growth. */
export async function withRssSampling<T>(
  pid: number,
  work: () => Promise<T>,
  everyMs = 10,
): Promise<{ result: T; rss: RssGrowth }> {
  const beforeBytes = rssBytes(pid);
  let peakBytes = beforeBytes;
  const timer = setInterval(() => {
    try {
      peakBytes = Math.max(peakBytes, rssBytes(pid));
    } catch {
      // The process ended: the run fails on its own, nothing to sample.
    }
  }, everyMs);
  try {
    const result = await work();
    peakBytes = Math.max(peakBytes, rssBytes(pid));
    return { result, rss: { beforeBytes, peakBytes, growthBytes: peakBytes - beforeBytes } };
  } finally {
    clearInterval(timer);
  }
}
