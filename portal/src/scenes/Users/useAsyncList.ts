import { useCallback, useEffect, useState } from 'react';

/** Loads a list, keeps loading/error states, and reloads on demand without flashing the table. */
export function useAsyncList<T>(load: () => Promise<T[]>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `version` drives reloads
  useEffect(() => {
    let alive = true;
    load()
      .then((list) => {
        if (!alive) return;
        setItems(list);
        setError(false);
      })
      .catch(() => alive && setError(true));
    return () => {
      alive = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { items, error, reload, setItems };
}
