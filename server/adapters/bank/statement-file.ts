/**
 * The bank's daily statement file (docs/bank-contract.md): UTF-8 text, a header line, then one
 * line per movement of the Beijing day: day,orderNo,bankRef,direction,amountFen,status.
 * Parsing is strict: a line that does not fit throws, so a damaged file never reconciles as "clean".
 */
export interface StatementLine {
  day: string;
  orderNo: string;
  bankRef: string;
  direction: 'in' | 'out';
  /** Integer cents (fen). */
  amount: number;
  status: 'success' | 'failed';
}

export const STATEMENT_HEADER = 'day,orderNo,bankRef,direction,amountFen,status';

const LINE = /^(\d{4}-\d{2}-\d{2}),([A-Z0-9]{1,40}),([A-Za-z0-9-]{1,64}),(in|out),([1-9]\d{0,14}),(success|failed)$/;

export function formatStatement(lines: StatementLine[]): string {
  return [STATEMENT_HEADER, ...lines.map((l) => [l.day, l.orderNo, l.bankRef, l.direction, l.amount, l.status].join(','))].join('\n') + '\n';
}

export function parseStatement(file: string, day: string): StatementLine[] {
  const rows = file.split(/\r?\n/).filter((r) => r.length > 0);
  if (rows[0] !== STATEMENT_HEADER) throw new Error('statement: missing header');
  return rows.slice(1).map((row, i) => {
    const m = LINE.exec(row);
    if (!m) throw new Error(`statement: bad line ${i + 2}`);
    if (m[1] !== day) throw new Error(`statement: line ${i + 2} is not of ${day}`);
    return { day: m[1], orderNo: m[2], bankRef: m[3], direction: m[4] as 'in' | 'out', amount: Number(m[5]), status: m[6] as 'success' | 'failed' };
  });
}
