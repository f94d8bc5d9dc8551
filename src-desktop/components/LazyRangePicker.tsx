import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { ArrowRightIcon, CalendarIcon } from './icons';
import styles from './LazyRangePicker.module.css';

// antd's DatePicker (~34 kB gzip) loads when the filter is first used, not with the list.
const RangePickerField = lazy(() => import('./RangePickerField'));
const preload = () => void import('./RangePickerField');

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * A date range filter: until it is first focused, clicked or pointed at, a look-alike of antd's
 * empty RangePicker (same size, placeholders and icons); then antd's RangePicker itself, focused
 * and open, as the user asked for it. The value is empty until then, so nothing is lost.
 */
export function LazyRangePicker({ value, onChange, placeholder, 'aria-label': ariaLabel }: { value: Range; onChange: (v: Range) => void; placeholder: [string, string]; 'aria-label': string }) {
  const [used, setUsed] = useState(false);
  const stand = (
    <button type="button" className={styles.stand} aria-label={ariaLabel} aria-haspopup="dialog" onPointerEnter={preload} onFocus={() => setUsed(true)} onClick={() => setUsed(true)}>
      <span className={styles.slot}>{placeholder[0]}</span>
      <ArrowRightIcon className={styles.icon} size={14} />
      <span className={styles.slot}>{placeholder[1]}</span>
      <CalendarIcon className={styles.icon} size={14} />
    </button>
  );
  if (!used) return stand;
  return (
    <Suspense fallback={stand}>
      <RangePickerField aria-label={ariaLabel} placeholder={placeholder} value={value} onChange={(v) => onChange(v)} autoFocus defaultOpen />
    </Suspense>
  );
}
