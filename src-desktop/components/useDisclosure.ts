import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A disclosure (button + panel) for site navigation, the WAI-ARIA pattern for
 * nav menus: the button toggles with click/Enter/Space, opens on hover after a
 * short delay, ArrowDown opens and focuses the first link, arrows move between
 * the panel's links, Escape closes and returns focus to the button, and the
 * panel closes when focus or the pointer leaves it.
 */
export function useDisclosure(opts: { hover?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);
  const focusItem = (i: number) => {
    const list = items();
    if (list.length) list[(i + list.length) % list.length].focus();
  };

  const close = useCallback((refocus = false) => {
    clearTimeout(timer.current);
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hoverProps = opts.hover
    ? {
        onPointerEnter: (e: { pointerType: string }) => {
          if (e.pointerType !== 'mouse') return;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setOpen(true), 120);
        },
        onPointerLeave: (e: { pointerType: string }) => {
          if (e.pointerType !== 'mouse') return;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setOpen(false), 200);
        },
      }
    : {};

  return {
    open,
    close,
    rootProps: {
      ref: rootRef,
      ...hoverProps,
      onBlur: (e: FocusEvent<HTMLDivElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      },
      onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          close(true);
        }
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      onClick: () => setOpen((o) => !o),
      onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => focusItem(0));
        }
      },
    },
    panelProps: {
      ref: panelRef,
      hidden: !open,
      onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
        const list = items();
        const i = list.indexOf(document.activeElement as HTMLElement);
        if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
          e.preventDefault();
          focusItem(i + 1);
        } else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
          e.preventDefault();
          focusItem(i - 1);
        } else if (e.key === 'Home') {
          e.preventDefault();
          focusItem(0);
        } else if (e.key === 'End') {
          e.preventDefault();
          focusItem(list.length - 1);
        }
      },
      // Following a link closes the panel.
      onClick: (e: { target: EventTarget }) => {
        if ((e.target as HTMLElement).closest('a,button')) setOpen(false);
      },
    },
  };
}
