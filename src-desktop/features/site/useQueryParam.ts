import { useSearchParams } from 'react-router-dom';

/** A positive integer from the query string (?id=, ?page=), or null when absent or malformed. */
export function usePositiveInt(name: string): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
