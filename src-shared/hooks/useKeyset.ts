import { useState } from 'react';

/** The cursor a keyset list reads with: none (the newest page), `after` a page's `next`, or `before` its `prev`. */
export type KeysetCursor = { after?: string; before?: string };

/**
 * Prev/Next paging of a long list by the `next`/`prev` cursors its pages answer (contract
 * `Keyset`): the cursor to send, the page's number as the user counts it, and the moves. A change
 * of `filterKey` (the list's filters as JSON) goes back to the newest page.
 */
export function useKeyset(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursor: KeysetCursor; page: number }>({ key: filterKey, cursor: {}, page: 1 });
  const current = state.key === filterKey ? state : { key: filterKey, cursor: {}, page: 1 };
  return {
    cursor: current.cursor,
    page: current.page,
    next: (next: string) => setState({ key: filterKey, cursor: { after: next }, page: current.page + 1 }),
    prev: (prev: string) => setState({ key: filterKey, cursor: { before: prev }, page: Math.max(1, current.page - 1) }),
    first: () => setState({ key: filterKey, cursor: {}, page: 1 }),
  };
}
