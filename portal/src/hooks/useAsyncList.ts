import { useCallback, useEffect, useState } from 'react';

/** Loads data, keeps loading/error states, and reloads on demand without flashing what is shown. */
export function useAsync<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `version` drives reloads
  useEffect(() => {
    let alive = true;
    load()
      .then((value) => {
        if (!alive) return;
        setData(value);
        setError(false);
      })
      .catch(() => alive && setError(true));
    return () => {
      alive = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, reload, setData };
}

/** `useAsync` for a list: the items, or null while the first load runs. */
export function useAsyncList<T>(load: () => Promise<T[]>) {
  const { data, error, reload, setData } = useAsync(load);
  return { items: data, error, reload, setItems: setData };
}
