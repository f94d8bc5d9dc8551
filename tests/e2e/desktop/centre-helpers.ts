import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { sendSmsByApi } from './account-support';
import { ruleTexts } from '../../helpers/rule-texts';
import { adoptLogin, companyLogin } from './session-support';

/** Shared steps of the member-centre journeys: API sign-up and sign-in, locale texts, screenshots. */

export const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';
mkdirSync(SHOTS, { recursive: true });

type Tree = { [k: string]: string | Tree };
export type Lang = 'zh-CN' | 'en';
const cache = new Map<string, Tree>();
/** A text of a locale namespace by dotted path, with {{vars}} filled. */
export function tr(lang: Lang, ns: string, path: string, vars: Record<string, string | number> = {}): string {
  const key = `${lang}/${ns}`;
  if (!cache.has(key)) cache.set(key, JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/${ns}.json`, 'utf8')) as Tree);
  const v = path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k], cache.get(key)!) as string;
  return v.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(vars[n]));
}
const texts = ruleTexts();
export const txt = (lang: Lang, key: string) => texts[key][lang];

/** antd spaces two-character Chinese button labels ("登 录"): match either way. */
export const btn = (label: string) => (/^[\u4e00-\u9fff]{2}$/.test(label) ? new RegExp(`^${label[0]}\\s?${label[1]}$`) : label);

export async function api<T = unknown>(request: APIRequestContext, cmd: string, parameters: unknown, token?: string): Promise<T> {
  const body = (await (await request.post('/api/', { data: { cmd, parameters, token } })).json()) as { response?: T; error?: unknown };
  if (body.error) throw new Error(`${cmd}: ${JSON.stringify(body.error)}`);
  return body.response as T;
}

export async function outbox(request: APIRequestContext, to: string) {
  return ((await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { list: { kind: string; code?: string; amount?: string; note?: string }[] }).list;
}

export const freshMobile = (prefix = '137') => `${prefix}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

/** Registers a company via the API and signs the page in as the login page would (cookies + profile). */
export async function signUpCompany(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string, lang: Lang, companyName: string) {
  const mobile = freshMobile();
  await sendSmsByApi(request, mobile, 'register');
  const code = (await outbox(request, mobile)).find((i) => i.kind === 'sms')!.code!;
  const reg = await api<{ companyCode: string }>(request, 'webMember/companyRegister', {
    mobile,
    nationCode: '86',
    smsCode: code,
    name: '陈立',
    workFunction: 'management',
    companyName,
    password: 'Plant2024x',
    agree: true,
  });
  const login = await companyLogin(request, mobile, reg.companyCode, 'Plant2024x');
  await adoptLogin(page, context, baseURL, lang, login);
  return { mobile, token: login.token, companyCode: reg.companyCode };
}

/** Picks an option of an antd Select (with search) by its label, and checks it was chosen. */
export async function pick(page: Page, label: string | RegExp, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: typeof label === 'string' });
  const shown = box.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]');
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  // A LazySelect is a plain stand-in until the pointer comes near: bring the real Select in first.
  await box.hover();
  // Under load a click can land while the list is still animating and choose nothing: try again.
  await expect(async () => {
    if (!(await shown.textContent())?.includes(option)) {
      await box.click();
      // A missed try leaves its search text in the box: replace it rather than type after it.
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(option);
      await open.getByTitle(option, { exact: true }).first().click({ timeout: 3_000 });
    }
    if (await open.count()) await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0, { timeout: 1_000 });
    await expect(shown).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Presses a button of the open confirm dialog and waits for the dialog to close. Under load
 * a click can land while antd's opening animation still runs and do nothing: press again.
 */
export async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 3_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Answers an open antd Popconfirm with its `yes` button until `done` shows (or `done.gone` is
 * gone): a click during
 * the popover's opening animation can be lost, and the popover then just stays open.
 */
export async function confirmPopover(page: Page, yes: string | RegExp, done: Locator | { gone: Locator }) {
  const finished = async () => ('gone' in done ? (await done.gone.count()) === 0 : done.isVisible());
  await expect(async () => {
    const button = page.getByRole('tooltip').getByRole('button', { name: yes });
    if (!(await finished()) && (await button.isVisible())) await button.click({ timeout: 3_000 });
    if ('gone' in done) await expect(done.gone).toHaveCount(0, { timeout: 3_000 });
    else await expect(done).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Answers the page's picture captcha (webMember/getImage) with the answer the development outbox kept for its captchaId. */
export async function solveCaptcha(page: Page) {
  const img = page.locator('img[data-captcha-id]');
  const captchaId = (await img.getAttribute('data-captcha-id'))!;
  let answer = '';
  await expect.poll(async () => (answer = (await outbox(page.request, captchaId)).find((i) => i.kind === 'captcha')?.code ?? '')).not.toBe('');
  await page.locator('input[name="captchaCode"]').fill(answer);
}

/** Operator console login (with its picture captcha) in its own browser context. */
export async function operatorPage(browser: import('@playwright/test').Browser, baseURL: string, lang: Lang) {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  await ctx.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const op = await ctx.newPage();
  await op.goto('/operator');
  await op.getByLabel(tr(lang, 'operator', 'login.account')).fill('operator');
  await op.getByLabel(tr(lang, 'operator', 'login.password')).fill('Operator@1234');
  await solveCaptcha(op);
  await op.getByRole('button', { name: btn(tr(lang, 'operator', 'login.submit')) }).click();
  await expect(op.getByRole('heading', { level: 1, name: tr(lang, 'operator', 'title') })).toBeVisible();
  return { op, ctx };
}
