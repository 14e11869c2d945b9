/** Child processes of the bench (project server, ceilings): start, wait for ready, stop, never leak. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

/** `npm run build -w <workspace>`; on failure the error carries the build's last lines, not just its exit code. */
export function npmBuild(workspace: string): void {
  try {
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'pipe', maxBuffer: 64 * 2 ** 20 });
  } catch (err) {
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    const output = `${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}`
      .trim()
      .split('\n')
      .slice(-25)
      .join('\n');
    throw new Error(`npm run build -w ${workspace} failed:\n${output}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

export interface Child {
  base: string;
  proc: ChildProcess;
  /** The last few KB the child printed (stdout and stderr): why it failed, when it did. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Spawns `node [nodeArgs] script` and resolves once a stdout line matches `ready`. `nodeArgs`
 * lets a TypeScript ceiling run through tsx (`['--import', 'tsx']`).
 */
export async function spawnNode(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  port: number,
  nodeArgs: string[] = [],
): Promise<Child> {
  const proc = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in 180 s:\n${output.slice(-3000)}`)),
      180_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) during start:\n${output.slice(-3000)}`));
    });
  });
  proc.removeAllListeners('exit');
  // Keep draining the pipes so a chatty child never blocks; keep the tail for error reports.
  proc.stdout?.removeAllListeners('data');
  proc.stderr?.removeAllListeners('data');
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return {
    base: `http://127.0.0.1:${port}`,
    proc,
    output: () => output,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        proc.once('exit', () => {
          clearTimeout(kill);
          children.delete(proc);
          resolve();
        });
        proc.kill('SIGTERM');
      });
    },
  };
}
