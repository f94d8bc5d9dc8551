import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditActor } from '#shared/contract/audit';

export type ActorSearch = (keyword: string) => Promise<AuditActor[]>;
export type ActorSearchState = { found: AuditActor[]; keyword: string; state: 'idle' | 'loading' | 'done' | 'error' };

const DEBOUNCE_MS = 250;

/**
 * The "who" filter's server search (audit/actors or audit/operatorActors): the first list when the
 * filter opens, then one search per pause in typing; an answer to an older keyword is dropped.
 */
export function useActorSearch(search: ActorSearch | undefined) {
  const [result, setResult] = useState<ActorSearchState>({ found: [], keyword: '', state: 'idle' });
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (keyword: string) => {
      if (!search) return;
      const n = ++seq.current;
      setResult((r) => ({ ...r, keyword, state: 'loading' }));
      try {
        const found = await search(keyword);
        if (n === seq.current) setResult({ found, keyword, state: 'done' });
      } catch {
        if (n === seq.current) setResult({ found: [], keyword, state: 'error' });
      }
    },
    [search],
  );
  const onSearch = useCallback(
    (keyword: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(keyword.trim()), DEBOUNCE_MS);
    },
    [run],
  );
  const onOpen = useCallback(
    (open: boolean) => {
      if (open && result.state === 'idle') void run('');
    },
    [run, result.state],
  );
  return { ...result, onSearch, onOpen, enabled: search !== undefined };
}
