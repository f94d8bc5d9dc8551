import { useCallback, useState } from 'react';

/**
 * A part loaded on first use and then kept: `const usePart = lazyPart(() => import('./X').then(...))`
 * at module level, then `const [Part, want] = usePart()` in the component; `Part` is null until
 * `want()` (a pointer, a focus) has brought it in, and already there for every later mount. Unlike
 * React.lazy, whatever stands in meanwhile stays mounted (its focus too) until the part is in.
 */
export function lazyPart<P>(load: () => Promise<P>) {
  let loaded: P | null = null;
  let loading: Promise<P> | null = null;
  const fetchPart = () =>
    (loading ??= load().then(
      (p) => (loaded = p),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  return function usePart(): [P | null, () => void] {
    const [part, setPart] = useState<P | null>(() => loaded);
    const want = useCallback(() => {
      if (part) return;
      fetchPart().then(
        (p) => setPart(() => p),
        () => undefined,
      );
    }, [part]);
    return [part, want];
  };
}
