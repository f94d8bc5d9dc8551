import { useEffect, useRef } from 'react';

/**
 * Moves the focus into a step flow's body when the step changes: the button that moved it is
 * gone with its step, and the focus would drop to the page. The first field of the new step
 * takes it, or the body itself (tabIndex -1) when the step has no field, so a screen reader
 * reads the new step and Tab goes on from there. Not on the first render: the page opening
 * leaves the focus where the browser put it.
 */
export function useStepFocus(step: number) {
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = body.current;
    if (!el || el.contains(document.activeElement)) return;
    const field = el.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea, [role=combobox]');
    (field ?? el).focus();
  }, [step]);
  return body;
}
