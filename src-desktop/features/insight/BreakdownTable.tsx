import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WrRow } from '#shared/contract/insight';
import { lazyPart } from '../../components/lazy-part';
import type { BreakdownColumn } from './breakdown-columns';
import styles from './BreakdownTable.module.css';
import insight from './insight.module.css';

const useReal = lazyPart(() => import('./BreakdownTableReal').then((m) => m.default));

/**
 * The breakdown table. Its top is in the Chinese first view, so it renders at once, but as a plain
 * <table> drawn like antd's small Table (same cells, texts, header and sorter marks); antd's Table
 * (~60 kB gzip with its parts and provider) loads when the reader comes to it: the pointer over it,
 * or the focus on one of its sortable headers. It then takes the same place at the same size; a
 * header the reader had focused keeps the focus, a sort asked for meanwhile is applied.
 */
export function BreakdownTable({ rows, columns, title, loading }: { rows: WrRow[]; columns: BreakdownColumn[]; title: string; loading: boolean }) {
  const { t } = useTranslation('insight');
  const [Real, want] = useReal();
  const [sortedBy, setSortedBy] = useState<string>();
  const focusedHeader = useRef<number | null>(null);
  const box = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const at = focusedHeader.current;
    if (!Real || at === null) return;
    focusedHeader.current = null;
    box.current?.querySelectorAll<HTMLElement>('thead th')[at]?.focus();
  }, [Real]);

  const sortBy = (c: BreakdownColumn) => {
    setSortedBy(c.key);
    want();
  };
  return (
    <section ref={box} className={insight.panel} aria-label={title} onPointerEnter={want}>
      {Real ? (
        <Real rows={rows} columns={columns} loading={loading} sortedBy={sortedBy} />
      ) : (
        <div className={styles.table} data-testid="stats-table" aria-busy={loading || undefined} style={{ opacity: loading ? 0.5 : 1 }}>
          <table>
            <thead>
              <tr>
                {columns.map((c, i) =>
                  c.sort ? (
                    <th
                      key={c.key}
                      scope="col"
                      className={styles.sortable}
                      style={{ textAlign: c.align }}
                      tabIndex={0}
                      aria-label={c.title}
                      aria-description={t('stats.sortable')}
                      onFocus={() => {
                        focusedHeader.current = i;
                        want();
                      }}
                      onClick={() => sortBy(c)}
                      onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && sortBy(c)}
                    >
                      <div className={styles.sorters}>
                        <span className={styles.title}>{c.title}</span>
                        <SorterMarks />
                      </div>
                    </th>
                  ) : (
                    <th key={c.key} scope="col" style={{ textAlign: c.align }}>
                      {c.title}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.code} data-row-key={r.code}>
                  {columns.map((c) => (
                    <td key={c.key} style={{ textAlign: c.align }}>
                      {c.text(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** antd's two sorter carets (caret-up, caret-down), neither active. */
function SorterMarks() {
  return (
    <span className={styles.sorter} aria-hidden="true">
      <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor">
        <path d="M858.9 689L530.5 308.2c-9.4-10.9-27.5-10.9-37 0L165.1 689c-12.2 14.2-1.2 35 18.5 35h656.8c19.7 0 30.7-20.8 18.5-35z" />
      </svg>
      <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" className={styles.down}>
        <path d="M840.4 300H183.6c-19.7 0-30.7 20.8-18.5 35l328.4 380.8c9.4 10.9 27.5 10.9 37 0L858.9 335c12.2-14.2 1.2-35-18.5-35z" />
      </svg>
    </span>
  );
}
