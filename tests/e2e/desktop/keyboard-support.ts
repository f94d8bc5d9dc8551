import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only journeys: moving with Tab / Shift+Tab and checking, at every stop, that the
 * focused control shows where it is. No mouse is used by the specs that import this.
 */

export interface FocusStop {
  /** tag#id.class "name" of the focused element, for the failure message. */
  what: string;
  /** How the focus shows (outline / box-shadow on the element or the part antd draws), or '' when it does not. */
  shown: string;
}

/**
 * Where the focus is and whether it is visible. A focus ring counts when the element itself has
 * an outline or a box-shadow that is not faint, or when it is drawn on a wrapper: any outline
 * there (nothing wears one at rest), or a shadow where antd marks the wrapper focused (a
 * `*-focused` class, the checkbox or radio box round a hidden input). Rest-state shadows of
 * ordinary ancestors (cards) do not count.
 */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', shown: '' };
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    const what = `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.') : ''} "${name}"`;
    const alpha = (c: string) => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return 1;
      const parts = m[1].split(/[ ,/]+/).filter(Boolean);
      return parts.length > 3 ? Number(parts[3]) : 1;
    };
    const ring = (node: Element): string => {
      const s = getComputedStyle(node);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && alpha(s.outlineColor) >= 0.5) return `outline ${s.outlineWidth} ${s.outlineColor}`;
      if (s.boxShadow && s.boxShadow !== 'none') {
        const colours = s.boxShadow.match(/rgba?\([^)]+\)/g) ?? [];
        if (colours.some((c) => alpha(c) >= 0.3)) return `box-shadow ${s.boxShadow}`;
      }
      return '';
    };
    const own = ring(el);
    if (own) return { what, shown: own };
    const focusedClass = (n: Element) => typeof n.className === 'string' && /(^|\s)\S*-focused(\s|$)|focus-visible/.test(n.className);
    for (let n = el.parentElement, i = 0; n && i < 4; n = n.parentElement, i++) {
      const r = ring(n);
      // An outline on a wrapper is a focus ring (nothing wears one at rest); a shadow only when antd marks the wrapper focused.
      if (r.startsWith('outline') || (r && (focusedClass(n) || n.matches('.ant-checkbox, .ant-radio, .ant-switch, .ant-segmented-item, .ant-tabs-tab')))) return { what, shown: `${n.className}: ${r}` };
    }
    return { what, shown: '' };
  });
}

/** Presses a key and checks the focus that follows is visible; answers the stop. */
export async function press(page: Page, key: string): Promise<FocusStop> {
  await page.keyboard.press(key);
  return expectVisibleFocus(page);
}

export async function expectVisibleFocus(page: Page): Promise<FocusStop> {
  let stop: FocusStop = { what: '', shown: '' };
  // The ring can arrive a frame after the key (antd sets its `-focused` class in an effect).
  await expect
    .poll(
      async () => {
        stop = await focusStop(page);
        return stop.shown ? 'visible' : `no visible focus on ${stop.what}`;
      },
      { timeout: 3_000 },
    )
    .toBe('visible');
  return stop;
}

/**
 * Tabs (or Shift+Tabs) until `target` has the focus, at most `max` presses, checking the focus is
 * visible at every stop on the way. Fails listing the stops when the target is never reached.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 30 } = {}): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    stops.push(await press(page, back ? 'Shift+Tab' : 'Tab'));
    if (await target.evaluate((t) => t === document.activeElement || t.contains(document.activeElement)).catch(() => false)) return stops;
  }
  throw new Error(`not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses; stops:\n${stops.map((s) => s.what).join('\n')}`);
}

/** Types text into whatever has the focus (a keyboard user's typing, not Playwright's fill). */
export async function type(page: Page, text: string) {
  await page.keyboard.type(text);
}
