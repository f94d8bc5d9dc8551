import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawItem, DrawResult } from '#shared/contract/activity';
import styles from './activity.module.css';

/** The 8 cells around the button, clockwise from the top left; prizes first, the rest "thanks". */
const RING = [0, 1, 2, 5, 8, 7, 6, 3];

type Cell = { kind: 'prize'; item: DrawItem } | { kind: 'thanks' };

function cellsOf(items: DrawItem[]): Cell[] {
  const prizes = items.slice(0, 6).map((item): Cell => ({ kind: 'prize', item }));
  const cells: Cell[] = [];
  // Prizes and "thanks" alternate so a miss never lands next to the same picture twice.
  for (let i = 0; i < 8; i++) cells.push(i % 2 === 1 || prizes.length === 0 ? ({ kind: 'thanks' } as Cell) : prizes.shift()!);
  while (prizes.length) cells[cells.findIndex((c) => c.kind === 'thanks')] = prizes.shift()!;
  return cells;
}

/**
 * A 3x3 grid draw: the light runs round the prizes while the gateway draws, and stops on the
 * cell of the result. Keyboard: the centre is a real button. Reduced motion: no run, the
 * result cell lights at once.
 */
export function DrawGrid(props: {
  items: DrawItem[];
  /** Text of the centre button and whether it draws (else onBlocked runs, e.g. go to login). */
  label: string;
  sublabel?: string;
  canDraw: boolean;
  onBlocked?: () => void;
  onDraw: () => Promise<DrawResult>;
  onResult: (r: DrawResult) => void;
}) {
  const { t } = useTranslation('activity');
  const cells = cellsOf(props.items);
  const [lit, setLit] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const start = async () => {
    if (busy) return;
    if (!props.canDraw) return props.onBlocked?.();
    setBusy(true);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    let step = 0;
    if (!reduced) timer.current = window.setInterval(() => setLit(RING[step++ % 8]), 80);
    const began = Date.now();
    try {
      const r = await props.onDraw();
      const target = cells.findIndex((c) => (r.prize ? c.kind === 'prize' && c.item.prizeId === r.prize.prizeId : c.kind === 'thanks'));
      // Let the light run a moment (at most 0.8 s in all), then stop on the result.
      await new Promise((done) => window.setTimeout(done, reduced ? 0 : Math.max(0, 800 - (Date.now() - began))));
      window.clearInterval(timer.current);
      setLit(RING[Math.max(0, target)]);
      props.onResult(r);
    } catch {
      window.clearInterval(timer.current);
      setLit(null);
    } finally {
      setBusy(false);
    }
  };

  const slots: (Cell | 'button')[] = [];
  RING.forEach((pos, i) => (slots[pos] = cells[i]));
  slots[4] = 'button';

  return (
    <div className={styles.grid} data-testid="draw-grid">
      {slots.map((slot, pos) =>
        slot === 'button' ? (
          <button key="button" type="button" className={styles.drawButton} onClick={() => void start()} disabled={busy} aria-busy={busy}>
            <span className={styles.drawLabel}>{busy ? t('drawing') : props.label}</span>
            {props.sublabel && !busy ? <span className={styles.drawSub}>{props.sublabel}</span> : null}
          </button>
        ) : (
          <div key={pos} className={lit === pos ? `${styles.cell} ${styles.cellLit}` : styles.cell} data-lit={lit === pos || undefined}>
            {slot.kind === 'prize' ? (
              <>
                <span className={styles.cellLevel} aria-hidden="true">
                  {'★'.repeat(Math.max(1, 5 - slot.item.level))}
                </span>
                <span className={styles.cellName}>{slot.item.name}</span>
                <span className={styles.cellStock}>{t('stock', { stock: slot.item.stock, total: slot.item.total })}</span>
              </>
            ) : (
              <span className={styles.cellThanks}>{t('thanks')}</span>
            )}
          </div>
        ),
      )}
    </div>
  );
}
