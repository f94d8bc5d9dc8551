import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { SelectProps } from 'antd';
import { Form } from './Form';
import styles from './LazySelect.module.css';

type Props = SelectProps<string> & { name: string; className?: string };
type Real = typeof import('./NamedSelect').NamedSelect;

let loaded: Real | null = null;
let loading: Promise<Real> | null = null;
const load = () =>
  (loading ??= import('./NamedSelect').then(
    (m) => (loaded = m.NamedSelect),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  ));
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A form's Select (NamedSelect: antd Select plus the parameter's hidden input) that costs nothing
 * on first paint: until the user comes near it (pointer over, focus, touch) it is a plain button
 * showing the chosen label or the placeholder, drawn like the Select. Coming near loads antd
 * Select (~25 kB gzip, with its popup and virtual list); the real one then takes the stand-in's
 * place, focused if the stand-in was, and open if the user had already clicked or pressed an
 * opening key. Values, ids and the hidden input are the same before and after, so form rules,
 * labels and tests see one field. Once loaded, later LazySelects render the real one at once.
 */
export function LazySelect(props: Props) {
  const [real, setReal] = useState<Real | null>(() => loaded);
  const [focus, setFocus] = useState(false);
  const [open, setOpen] = useState(false);
  const fetchReal = () => {
    if (!real)
      load().then(
        (r) => setReal(() => r),
        () => undefined,
      );
  };
  if (real) {
    const RealSelect = real;
    return <RealSelect {...props} autoFocus={props.autoFocus || focus} defaultOpen={props.defaultOpen || (open && !props.disabled)} />;
  }
  return (
    <StandIn
      {...props}
      onNear={(focused, opening) => {
        if (focused) setFocus(true);
        if (opening) setOpen(true);
        fetchReal();
      }}
    />
  );
}

function labelOf(props: Props): ReactNode {
  const { value, options, labelRender } = props;
  if (value === undefined || value === null || value === '') return null;
  const option = options?.find((o) => o.value === value);
  const label = (option?.label as ReactNode) ?? value;
  return labelRender ? labelRender({ value, label }) : label;
}

/**
 * The stand-in. `onNear(focused, open)`: the pointer passed over it (neither), the user is on it
 * (focus) or asked for the list (click, opening key).
 */
function StandIn(props: Props & { onNear: (focused: boolean, open: boolean) => void }) {
  const { id, name, value, placeholder, disabled, style, className, onNear } = props;
  const status = Form.Item.useStatus().status;
  const shown = labelOf(props);
  const onKeyDown = (e: KeyboardEvent) => {
    if (!OPEN_KEYS.has(e.key)) return;
    e.preventDefault();
    onNear(true, true);
  };
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} style={style as CSSProperties} data-lazy-select="">
      <button
        type="button"
        id={id}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-label={props['aria-label']}
        aria-invalid={status === 'error' || undefined}
        disabled={disabled}
        className={[styles.trigger, status === 'error' ? styles.error : ''].filter(Boolean).join(' ')}
        onPointerEnter={() => onNear(false, false)}
        onFocus={() => onNear(true, false)}
        onClick={() => onNear(true, true)}
        onKeyDown={onKeyDown}
      >
        <span className={shown === null ? styles.placeholder : styles.value}>{shown ?? placeholder}</span>
        <svg className={styles.arrow} viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
          <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
        </svg>
      </button>
      <input type="hidden" name={name} value={value ?? ''} />
    </span>
  );
}

/** Layout classes for the stand-in (`compactFirst`: the first item of a Space.Compact). */
export const lazySelectStyles = { compactFirst: styles.compactFirst };
