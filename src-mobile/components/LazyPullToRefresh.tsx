import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Props = PullToRefreshProps & { children: ReactNode };

let loaded: ComponentType<Props> | null = null;
let loading: Promise<ComponentType<Props>> | null = null;
const load = () => (loading ??= import('antd-mobile/es/components/pull-to-refresh').then((m) => (loaded = m.default as ComponentType<Props>)));

/**
 * antd-mobile's PullToRefresh, loaded on the first touch of the content rather than with the page:
 * it brings antd-mobile's gesture and spring libraries (~24 kB gzip), which a first paint does not
 * need. The content renders through a portal into one element kept for the component's life,
 * placed first in a plain block and then moved into PullToRefresh once it has loaded: React keeps
 * the content mounted (typed values, uploads and lists stay as they are). The move waits until
 * nothing inside has the focus (moving a focused input would drop the keyboard), so the first
 * touch may not refresh; the pulls after the move do.
 */
export function LazyPullToRefresh({ children, ...props }: Props) {
  const [Pull, setPull] = useState<ComponentType<Props> | null>(() => loaded);
  const [box] = useState(() => document.createElement('div'));
  // The slot of whichever wrapper is mounted takes the content's element.
  const place = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot && box.parentNode !== slot) slot.appendChild(box);
    },
    [box],
  );

  useEffect(() => {
    if (Pull) return;
    let gone = false;
    const focusInside = () => box.contains(document.activeElement);
    const swap = (c: ComponentType<Props>) => {
      if (gone) return;
      if (!focusInside()) return setPull(() => c);
      const onFocusOut = (e: FocusEvent) => {
        if (box.contains(e.relatedTarget as Node | null)) return;
        box.removeEventListener('focusout', onFocusOut);
        if (!gone) setPull(() => c);
      };
      box.addEventListener('focusout', onFocusOut);
    };
    // Native: React's touch events follow the portal's React parent, not the DOM the finger is on.
    const onTouch = () => void load().then(swap, () => undefined);
    box.addEventListener('touchstart', onTouch, { once: true, passive: true });
    return () => {
      gone = true;
      box.removeEventListener('touchstart', onTouch);
    };
  }, [Pull, box]);

  return (
    <>
      {Pull ? (
        <Pull {...props}>
          <div ref={place} />
        </Pull>
      ) : (
        <div ref={place} />
      )}
      {createPortal(children, box)}
    </>
  );
}
