import { useRef, type KeyboardEvent } from 'react';
import './segment-tabs.css';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

/**
 * Equal-width tabs with an ink bar, for switching a form's mode (enterprise /
 * personal). ARIA tabs pattern with arrow-key movement; CSS-only animation, so
 * it costs nothing like antd-mobile Tabs (which brings @react-spring).
 */
export function SegmentTabs<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: SegmentOption<V>[]; onChange: (value: V) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + options.length) % options.length;
    onChange(options[next].value);
    refs.current[next]?.focus();
  };

  return (
    <div className={options.length >= 4 ? 'h5-segtabs h5-segtabs--many' : 'h5-segtabs'} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((o, i) => (
        <button
          key={o.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={i === index}
          tabIndex={i === index ? 0 : -1}
          className={i === index ? 'h5-segtabs__tab h5-segtabs__tab--on' : 'h5-segtabs__tab'}
          onClick={() => o.value !== value && onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
      <span className="h5-segtabs__ink" aria-hidden="true" style={{ width: `${100 / options.length}%`, transform: `translateX(${index * 100}%)` }} />
    </div>
  );
}
