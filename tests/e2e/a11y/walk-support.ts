import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/**
 * The accessibility and overflow walk: one page visits a build's route table in order; on each
 * route it sets each viewport width, measures horizontal overflow, and runs axe once (at the
 * first width). Everything found is collected and reported together, so one run lists every
 * route that fails instead of stopping at the first.
 */

export type Lang = 'zh-CN' | 'en';

/** The WCAG A/AA rule sets (2.0 to 2.2); axe's best-practice rules are advice, not the bar. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Motion off: axe reads colours mid-fade otherwise, and the walk does not wait out transitions. */
const STILL = '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';

export interface WalkStop {
  path: string;
  /** What the page reached (a guard or a redirect may have moved it). */
  landed: string;
}

export interface Problem {
  path: string;
  what: string;
}

/**
 * Counts the page's requests in flight, so a visit waits until the network has been quiet for
 * 200 ms (Playwright's networkidle waits 500 ms, on every one of some 250 visits).
 */
export function trackNetwork(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const up = () => {
    inFlight++;
    last = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async () => {
    const end = Date.now() + 6_000;
    while (Date.now() < end && (inFlight > 0 || Date.now() - last < 200)) await page.waitForTimeout(50);
  };
}

/** Waits until the page has painted its content: no spinner or skeleton left (best effort, 6 s). */
async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .adm-skeleton, .adm-spin-loading, [aria-busy="true"]'), undefined, { timeout: 6_000 }).catch(() => undefined);
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth - el.clientWidth;
  });
}

async function setWidth(page: Page, width: number) {
  const size = page.viewportSize()!;
  if (size.width !== width) await page.setViewportSize({ width, height: size.height });
  // One frame for layout (and ResizeObserver-driven components) to follow the new width.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Visits one path and checks it: overflow at every width, axe at the first. Returns the problems.
 * `spa`: move inside the already loaded app (history + popstate, as a link would) instead of
 * loading the document again; the first visit of a session loads it.
 */
export async function checkRoute(page: Page, path: string, widths: number[], quiet: () => Promise<void>, spa = false): Promise<{ problems: Problem[]; landed: string }> {
  const problems: Problem[] = [];
  const started = Date.now();
  if (spa) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForTimeout(50);
  } else {
    await page.goto(path, { waitUntil: 'load' });
  }
  // Once per document (a history move keeps it).
  await page.evaluate((css) => {
    if (document.getElementById('a11y-still')) return;
    const style = document.createElement('style');
    style.id = 'a11y-still';
    style.textContent = css;
    document.head.append(style);
  }, STILL);
  await quiet();
  await settle(page);
  await quiet();
  const landed = new URL(page.url()).pathname;
  for (const [i, width] of widths.entries()) {
    await setWidth(page, width);
    const extra = await overflow(page);
    if (extra > 1) problems.push({ path, what: `scrolls sideways by ${extra}px at ${width}px` });
    if (i === 0) {
      const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of result.violations) {
        if (v.impact !== 'critical' && v.impact !== 'serious') continue;
        const where = v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ');
        problems.push({ path, what: `${v.impact} ${v.id} (${v.nodes.length}): ${where}` });
      }
    }
  }
  if (process.env.A11Y_TRACE) console.log(`${path} ${Date.now() - started} ms`);
  return { problems, landed };
}

export async function api<T = unknown>(request: APIRequestContext, cmd: string, parameters: unknown): Promise<T> {
  const body = (await (await request.post('/api/', { data: { cmd, parameters } })).json()) as { response?: T; error?: unknown };
  if (body.error) throw new Error(`${cmd}: ${JSON.stringify(body.error)}`);
  return body.response as T;
}

/** Signs the context in with a login command's answer, as the login pages do (cookies + stored profile). */
export async function signIn(page: Page, context: BrowserContext, baseURL: string, login: Record<string, unknown>) {
  const { token, refreshToken, ...profile } = login as { token: string; refreshToken: string };
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'refreshToken', value: refreshToken, url: baseURL },
  ]);
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
}

export async function setLang(context: BrowserContext, baseURL: string, lang: Lang) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/** One line per problem, so a failing run reads as a to-do list. */
export function report(problems: Problem[]) {
  expect(problems.map((p) => `${p.path}: ${p.what}`)).toEqual([]);
}
