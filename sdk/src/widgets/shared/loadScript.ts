/**
 * Third-party scripts (video player APIs) are loaded once per page: one promise per URL, an
 * existing <script> with the same src is reused, a failed or timed-out load is forgotten so that a
 * retry starts over (the pattern of stripe-js `shared.ts`).
 */

const pending = new Map<string, Promise<void>>();

export class ScriptLoadError extends Error {
  constructor(
    readonly src: string,
    readonly reason: 'error' | 'timeout' | 'unavailable',
  ) {
    super(`Falha ao carregar ${src} (${reason})`);
    this.name = 'ScriptLoadError';
  }
}

function findScript(src: string): HTMLScriptElement | null {
  for (const script of Array.from(document.getElementsByTagName('script'))) {
    if (script.src === src) return script;
  }
  return null;
}

export function loadScript(src: string, timeoutMs: number): Promise<void> {
  const cached = pending.get(src);
  if (cached) return cached;
  const promise = new Promise<void>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new ScriptLoadError(src, 'unavailable'));
      return;
    }
    const existing = findScript(src);
    if (existing?.dataset.trilhaLoaded === 'true') {
      resolve();
      return;
    }
    const script = existing ?? document.createElement('script');
    const cleanup = () => {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
    };
    const onLoad = () => {
      cleanup();
      script.dataset.trilhaLoaded = 'true';
      resolve();
    };
    const onError = () => {
      cleanup();
      // A script that failed never runs: drop it so that a retry inserts a fresh one.
      script.remove();
      reject(new ScriptLoadError(src, 'error'));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new ScriptLoadError(src, 'timeout'));
    }, timeoutMs);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  });
  pending.set(src, promise);
  promise.catch(() => {
    if (pending.get(src) === promise) pending.delete(src);
  });
  return promise;
}

/**
 * Resolves with a global once `read` finds it (some APIs finish setting up after their script's
 * load event), or rejects after `timeoutMs`.
 */
export function waitForGlobal<T>(read: () => T | undefined, timeoutMs: number, src: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const found = read();
    if (found) {
      resolve(found);
      return;
    }
    const started = Date.now();
    const poll = setInterval(() => {
      const value = read();
      if (value) {
        clearInterval(poll);
        resolve(value);
      } else if (Date.now() - started >= timeoutMs) {
        clearInterval(poll);
        reject(new ScriptLoadError(src, 'timeout'));
      }
    }, 50);
  });
}

/** A global API set up by a script: at once when the page already has it, else after loading `src`. */
export async function loadGlobal<T>(src: string, read: () => T | undefined, timeoutMs: number): Promise<T> {
  const ready = read();
  if (ready) return ready;
  await loadScript(src, timeoutMs);
  return waitForGlobal(read, timeoutMs, src);
}
