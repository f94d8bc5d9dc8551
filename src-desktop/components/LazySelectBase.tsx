import { useEffect, useState, type ComponentType, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { SelectProps } from 'antd';
import styles from './LazySelect.module.css';

/** What every lazy Select takes: antd Select's props, an optional parameter name and class. */
export type LazySelectProps = SelectProps<string> & { name?: string; className?: string };
/** What the stand-in reads of the real component's props (antd Select's and TreeSelect's have them all). */
export interface StandInProps {
  id?: string;
  name?: string;
  value?: string | number | null;
  placeholder?: ReactNode;
  disabled?: boolean;
  style?: CSSProperties;
  className?: string;
  autoFocus?: boolean;
  defaultOpen?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Makes a Select that costs nothing on first paint: until the user comes near it (pointer over,
 * focus, touch) it is a plain button showing the chosen label or the placeholder, drawn like the
 * Select. Coming near loads `loadReal` (antd Select, ~25 kB gzip with its popup and virtual list);
 * the real one then takes the stand-in's place, focused if the stand-in was, and open if the user
 * had already clicked or pressed an opening key. Values, ids and the hidden input are the same
 * before and after, so labels and tests see one field. Once loaded, every Select made by the same
 * call renders the real one (a form's other stand-ins too, so the next field is ready when the
 * user reaches it). LazySelect (a form's), LazyFilterSelect (a filter's) and LazyTreeSelect (a
 * filter's TreeSelect) are made here; `labelOf` finds the label the stand-in shows for the value.
 */
export function makeLazySelect<P extends StandInProps = LazySelectProps>(loadReal: () => Promise<ComponentType<P>>, labelOf: (props: P) => ReactNode = optionLabel as (props: P) => ReactNode) {
  type Real = ComponentType<P>;
  let loaded: Real | null = null;
  let loading: Promise<Real> | null = null;
  /** Stand-ins still shown: each becomes the real Select once it is in. */
  const waiting = new Set<(r: Real) => void>();
  const load = () =>
    (loading ??= loadReal().then(
      (r) => {
        loaded = r;
        for (const swap of waiting) swap(r);
        return r;
      },
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));

  return function LazySelectOf({ invalid, ...rest }: P & { invalid?: boolean }) {
    const props = rest as unknown as P;
    const [real, setReal] = useState<Real | null>(() => loaded);
    const [focus, setFocus] = useState(false);
    const [open, setOpen] = useState(false);
    useEffect(() => {
      if (real) return;
      // Loaded between this render and now: no swap will come.
      if (loaded) return setReal(() => loaded);
      const swap = (r: Real) => setReal(() => r);
      waiting.add(swap);
      return () => void waiting.delete(swap);
    }, [real]);
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
        shown={labelOf(props)}
        invalid={invalid}
        onNear={(focused, opening) => {
          if (focused) setFocus(true);
          if (opening) setOpen(true);
          fetchReal();
        }}
      />
    );
  };
}

/** A Select's shown label: the chosen option's (through `labelRender`), or the value itself. */
function optionLabel(props: LazySelectProps): ReactNode {
  const { value, options, labelRender } = props;
  if (value === undefined || value === null) return null;
  // An option may stand for "no choice" with the empty value (a filter's "all").
  const option = options?.find((o) => o.value === value);
  if (!option && value === '') return null;
  const label = (option?.label as ReactNode) ?? value;
  return labelRender ? labelRender({ value, label }) : label;
}

/**
 * The stand-in. `onNear(focused, open)`: the pointer passed over it (neither), the user is on it
 * (focus) or asked for the list (click, opening key).
 */
function StandIn(props: StandInProps & { shown: ReactNode; invalid?: boolean; onNear: (focused: boolean, open: boolean) => void }) {
  const { id, name, value, placeholder, disabled, style, className, invalid, shown, onNear } = props;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!OPEN_KEYS.has(e.key)) return;
    e.preventDefault();
    onNear(true, true);
  };
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} style={style} data-lazy-select="">
      <button
        type="button"
        id={id}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className={[styles.trigger, invalid ? styles.error : ''].filter(Boolean).join(' ')}
        onPointerEnter={() => onNear(false, false)}
        onFocus={() => onNear(true, false)}
        onClick={() => onNear(true, true)}
        onKeyDown={onKeyDown}
      >
        <span className={shown === null || shown === undefined ? styles.placeholder : styles.value}>{shown ?? placeholder}</span>
        <svg className={styles.arrow} viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
          <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
        </svg>
      </button>
      {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
    </span>
  );
}

/** Layout classes for the stand-in (`compactFirst`: the first item of a Space.Compact). */
export const lazySelectStyles = { compactFirst: styles.compactFirst };
