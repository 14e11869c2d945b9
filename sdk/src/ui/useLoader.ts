import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from './useLatest';

export type LoaderState<T, E = true> =
  | { status: 'loading' }
  | { status: 'error'; error: E }
  | { status: 'ready'; data: T };

export interface LoaderOptions<E> {
  /** What the state keeps of a failure (an error kind, a message); `true` by default. */
  toError?: (error: unknown) => E;
  /** After the first load, a change of `deps` reloads in place instead of showing the loading state again. */
  refetchInPlace?: boolean;
  /** A failed reload in place shows the error; by default what is shown stays. */
  showReloadErrors?: boolean;
}

/**
 * Loads data for a screen or widget and keeps its loading / error / ready state. It loads when
 * `deps` change; `reload` loads again in place (no loading state over what is shown, after a save),
 * `retry` from the loading state (the error state's button). An answer that arrives after a newer
 * request, or after unmount, is dropped. Both resolve with the data, or null when the load failed.
 */
export function useLoader<T, E = true>(load: () => Promise<T>, deps: DependencyList, options: LoaderOptions<E> = {}) {
  const [state, setState] = useState<LoaderState<T, E>>({ status: 'loading' });
  const request = useRef(0);
  const everLoaded = useRef(false);
  const loadRef = useLatest(load);
  const optionsRef = useLatest(options);

  const run = useCallback(
    async (inPlace: boolean): Promise<T | null> => {
      const id = ++request.current;
      if (!inPlace) setState({ status: 'loading' });
      try {
        const data = await loadRef.current();
        if (id === request.current) {
          everLoaded.current = true;
          setState({ status: 'ready', data });
        }
        return data;
      } catch (error) {
        if (id === request.current) {
          const { toError, showReloadErrors } = optionsRef.current;
          const failed = { status: 'error', error: toError ? toError(error) : true } as LoaderState<T, E>;
          setState((prev) => (inPlace && prev.status === 'ready' && !showReloadErrors ? prev : failed));
        }
        return null;
      }
    },
    [loadRef, optionsRef],
  );

  const loadOnChange = () => {
    void run(Boolean(optionsRef.current.refetchInPlace) && everLoaded.current);
    return () => {
      request.current++;
    };
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` are the caller's; `load` is read through a ref
  useEffect(loadOnChange, deps);

  const reload = useCallback(() => run(true), [run]);
  const retry = useCallback(() => run(false), [run]);
  /** Replaces the loaded data (after a save answered with the new version). */
  const setData = useCallback(
    (update: (data: T) => T) =>
      setState((prev) => (prev.status === 'ready' ? { ...prev, data: update(prev.data) } : prev)),
    [],
  );

  return {
    state,
    /** The data once loaded (kept through reloads in place), else null. */
    data: state.status === 'ready' ? state.data : null,
    /** The load failed and nothing is shown. */
    failed: state.status === 'error',
    reload,
    retry,
    setData,
  };
}
