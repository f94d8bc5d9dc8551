import type { PopconfirmProps } from 'antd';
import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import styles from './LazyPopconfirm.module.css';

// antd's Popconfirm (with Popover and their styles, ~3 kB gzip) loads with the first click on its trigger.
const Popconfirm = lazy(() => import('antd/es/popconfirm'));
const preload = () => void import('antd/es/popconfirm');

type Trigger = ReactElement<{ onClick?: () => void; onPointerEnter?: () => void }>;

/**
 * antd's Popconfirm around a trigger (a row's delete button, say) that loads it when first asked
 * for: until then the trigger alone, whose click (or Enter/Space) loads Popconfirm and opens it
 * as antd's would have. The trigger is drawn anew inside Popconfirm; focus stays on it.
 */
export function LazyPopconfirm({ children, ...props }: PopconfirmProps & { children: Trigger }) {
  const [asked, setAsked] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const bare = cloneElement(children, {
    onPointerEnter: preload,
    onClick: () => {
      hadFocus.current = Boolean(box.current?.contains(document.activeElement));
      setAsked(true);
    },
  });
  return (
    <span ref={box} className={styles.box}>
      {asked ? (
        <Suspense fallback={children}>
          <Popconfirm defaultOpen {...props}>
            {children}
          </Popconfirm>
          <Refocus box={box} when={hadFocus} />
        </Suspense>
      ) : (
        bare
      )}
    </span>
  );
}

/** Gives focus back to the trigger once Popconfirm has drawn it, if the first one had it. */
function Refocus({ box, when }: { box: RefObject<HTMLSpanElement | null>; when: RefObject<boolean> }) {
  useEffect(() => {
    if (when.current) box.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [box, when]);
  return null;
}
