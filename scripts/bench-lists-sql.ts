// The bare SQL beside each case of scripts/bench-lists.ts (filled in from the server's own statements).
export interface BareCase {
  list: 'messages' | 'records' | 'unread';
  page: number;
  rows: number;
  parameters: Record<string, unknown>;
  after?: string;
}

export function bareStatements(_c: BareCase, _who: { memberId: number; ledgerAccountId: number }): Array<{ sql: string; params: unknown[] }> | null {
  return null;
}
