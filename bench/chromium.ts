/**
 * Chromium processes under a server process, from /proc: how the bench proves that certificate
 * PDFs reuse one browser instead of launching one per request. Linux only.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
}

function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so split at the last ')'.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      out.push({ pid: Number(name), ppid, comm });
    } catch {
      // Gone between readdir and read.
    }
  }
  return out;
}

export interface ChromiumTree {
  /**
   * Browser processes under the root, one per launched Chromium: the Chromium processes whose
   * parent is not Chromium (renderers, zygotes and helpers are the browser's descendants; a
   * child caught between fork and exec still looks like its parent, so command lines won't do).
   */
  browsers: number[];
  /** Every Chromium process under the root (browser, zygotes, renderers, utilities). */
  all: number;
}

export function chromiumUnder(rootPid: number): ChromiumTree {
  const procs = processes();
  const childrenOf = new Map<number, Proc[]>();
  for (const p of procs) childrenOf.set(p.ppid, [...(childrenOf.get(p.ppid) ?? []), p]);
  const found: Proc[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop() as number;
    for (const child of childrenOf.get(pid) ?? []) {
      if (/chrom/i.test(child.comm)) found.push(child);
      queue.push(child.pid);
    }
  }
  const chromium = new Set(found.map((p) => p.pid));
  return { browsers: found.filter((p) => !chromium.has(p.ppid)).map((p) => p.pid), all: found.length };
}
