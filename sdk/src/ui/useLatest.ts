import { useCallback, useLayoutEffect, useRef } from 'react';

/** A ref that always holds the latest value, for callbacks read from effects and timers. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** A stable function that always calls the latest `fn` (host callbacks may change every render). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useLatest(fn);
  return useCallback((...args: A) => ref.current(...args), [ref]);
}
