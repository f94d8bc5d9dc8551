import { useId, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { lazyPart } from './lazy-part';
import type { SegmentedOption } from './ScopedSegmented';
import styles from './LazySegmented.module.css';

const useReal = lazyPart(() => import('./ScopedSegmented').then((m) => m.default));

/** Where the focus was in the stand-in: the group itself or the n-th option's radio. */
type FocusAt = 'group' | number;

/**
 * antd's Segmented (a radio group) that costs nothing on first paint: until the pointer comes over
 * it or it takes focus it is a look-alike with the same markup (a `radiogroup` of native radios
 * with their labels) drawn at antd's sizes, and it already works (click, arrow keys). Coming near
 * loads antd's Segmented with its provider; it takes the stand-in's place at the same size and
 * the focus moves to the same element of it.
 */
export function LazySegmented<V extends string | number>({ value, options, onChange, 'aria-labelledby': labelledBy }: { value: V; options: SegmentedOption<V>[]; onChange: (v: V) => void; 'aria-labelledby'?: string }) {
  const [Real, want] = useReal();
  const focusAt = useRef<FocusAt | null>(null);
  const realRef = useRef<HTMLDivElement>(null);
  const name = useId();

  useLayoutEffect(() => {
    const at = focusAt.current;
    const root = realRef.current;
    if (!Real || at === null || !root) return;
    focusAt.current = null;
    (at === 'group' ? root : root.querySelectorAll<HTMLInputElement>('input[type="radio"]')[at])?.focus();
  }, [Real]);

  if (Real) return <Real segRef={realRef} value={value} options={options} onChange={onChange} aria-labelledby={labelledBy} />;

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const radios = [...e.currentTarget.querySelectorAll('input')];
    const i = radios.indexOf(e.target as HTMLInputElement);
    focusAt.current = i < 0 ? 'group' : i;
    want();
  };
  return (
    // The same roles and keyboard stops as antd's: the group takes focus, then its checked radio.
    <div role="radiogroup" aria-labelledby={labelledBy} aria-orientation="horizontal" tabIndex={0} className={styles.root} onPointerEnter={want} onFocus={onFocus} data-lazy-segmented="">
      <div className={styles.group}>
        {options.map((o) => (
          <label key={o.value} className={[styles.item, o.value === value ? styles.selected : ''].filter(Boolean).join(' ')}>
            <input className={styles.input} type="radio" name={name} checked={o.value === value} onChange={() => onChange(o.value)} />
            <div className={styles.label} title={o.label}>
              {o.label}
            </div>
          </label>
        ))}
      </div>
    </div>
  );
}
