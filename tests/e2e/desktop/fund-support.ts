import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { ruleTexts } from '../../helpers/rule-texts';

/** Steps shared by the fund-account journeys: API sign-in, dev outbox and jobs, locale texts, screenshots. */

export const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';
mkdirSync(SHOTS, { recursive: true });

export type Lang = 'zh-CN' | 'en';
type Tree = { [k: string]: string | Tree };
const cache = new Map<string, Tree>();

/** A text of the fund namespace (or another) by dotted path, with {{vars}} filled. */
export function tr(lang: Lang, path: string, vars: Record<string, string | number> = {}, ns = 'fund'): string {
  const key = `${lang}/${ns}`;
  if (!cache.has(key)) cache.set(key, JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/${ns}.json`, 'utf8')) as Tree);
  const v = path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k], cache.get(key)!) as string;
  return v.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(vars[n]));
}
const texts = ruleTexts();
export const txt = (lang: Lang, key: string) => texts[key][lang];

export async function api<T = unknown>(request: APIRequestContext, cmd: string, parameters: unknown, token?: string): Promise<T> {
  const body = (await (await request.post('/api/', { data: { cmd, parameters, token } })).json()) as { response?: T; error?: unknown };
  if (body.error) throw new Error(`${cmd}: ${JSON.stringify(body.error)}`);
  return body.response as T;
}

export async function outbox(request: APIRequestContext, to: string) {
  return ((await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { list: { kind: string; code?: string; amount?: string }[] }).list;
}

/** The newest code sent to a mobile, after the page asked for it. */
export async function codeFor(request: APIRequestContext, mobile: string, after: number) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const item = (await outbox(request, mobile)).find((i) => i.code && Date.parse((i as { at?: string }).at ?? '') >= after - 1000);
      code = item?.code;
      return !!code;
    })
    .toBe(true);
  return code!;
}

export async function runJobs(request: APIRequestContext, advanceDays: number) {
  const res = await request.post('/api/dev/run-jobs', { data: { advanceDays } });
  expect(res.ok()).toBe(true);
}

/** Signs the page in as the login page would (cookies + stored profile). */
export async function signIn(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string, lang: Lang, mobile: string, companyCode: string) {
  const { token, refreshToken, ...profile } = await api<Record<string, unknown> & { token: string; refreshToken: string }>(request, 'webMember/companyLogin', {
    mobile,
    password: 'Demo@1234',
    companyCode,
  });
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'refreshToken', value: refreshToken, url: baseURL },
    { name: 'lang', value: lang, url: baseURL },
  ]);
  await page.goto('/NoPage');
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
  return token;
}

/** Types an 8-digit payment password into the 8-box input named `name`. */
export async function typePayKey(page: Page, name: string, digits: string) {
  await page.getByTestId(name).click();
  await page.keyboard.type(digits);
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
