import { useRef, type KeyboardEvent } from 'react';
import styles from './TabList.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * A row of tabs that switch what a form asks for (the login's and registration's member kinds),
 * drawn like antd's line Tabs without loading them (~19 kB gzip with their overflow menu).
 * The WAI-ARIA tabs pattern with manual activation, as antd's: Tab reaches the chosen tab, the
 * arrows, Home and End move between tabs, Enter or Space chooses. The tabs switch fields inside
 * one form, so there is no separate tab panel to point at.
 */
export function TabList<K extends string>({ items, active, onChange, label }: { items: TabItem<K>[]; active: K; onChange: (key: K) => void; label?: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const last = items.length - 1;
    const to = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? (i === last ? 0 : i + 1) : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? (i === 0 ? last : i - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (to < 0) return;
    e.preventDefault();
    refs.current[to]?.focus();
  };
  return (
    <div className={styles.list} role="tablist" aria-label={label}>
      {items.map((item, i) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => !selected && onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
