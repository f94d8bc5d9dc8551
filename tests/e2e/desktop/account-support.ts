import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { E2E_SMS_RESEND_SECONDS } from '../e2e-env';
import { ErrorCode } from '#shared/contract/errors';
import { ruleTexts } from '../../helpers/rule-texts';

/** Shared steps of the account journeys (tests/e2e/desktop/account-*.spec.ts). */

export const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';
mkdirSync(SHOTS, { recursive: true });
export const DEMO_PASSWORD = 'Demo@1234';
export const PASSWORD = 'Plant2024x';

type Tree = { [k: string]: string | Tree };
const load = (lang: string, area: string) => JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/${area}.json`, 'utf8')) as Tree;
const texts = ruleTexts();
const pick = (tree: Tree, path: string) => path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k], tree) as string;

export type Lang = 'zh-CN' | 'en';
/** `t(lang)('login.submit')` reads the account namespace; `rule(lang)(key)` the shared texts. */
export const t = (lang: Lang, area = 'account') => {
  const tree = load(lang, area);
  return (path: string, vars: Record<string, string | number> = {}) => pick(tree, path).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(vars[k]));
};
export const rule = (lang: Lang) => (key: string) => texts[key][lang];

/** A fresh mainland mobile (19x + 8 digits from the clock and chance), so tests never share one. */
export function freshMobile(): string {
  const tail = String(Date.now() % 1e5).padStart(5, '0') + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  // Allocated 19x segments only: the gateway refuses unallocated ones such as 194.
  const segments = ['191', '192', '193', '195', '196', '197', '198', '199'];
  return `${segments[Math.floor(Math.random() * segments.length)]}${tail}`;
}

export async function setLang(context: BrowserContext, baseURL: string, lang: Lang) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

interface Envelope<T> {
  response?: T;
  error?: { errorCode: number; errorInfo: string; field?: string };
}
export async function api<T>(request: APIRequestContext, cmd: string, parameters: unknown, token?: string): Promise<T> {
  const body = (await (await request.post('/api/', { data: { cmd, parameters, token } })).json()) as Envelope<T>;
  if (body.response === undefined) throw new Error(`${cmd}: ${JSON.stringify(body.error)}`);
  return body.response;
}
export async function apiError(request: APIRequestContext, cmd: string, parameters: unknown, token?: string) {
  return ((await (await request.post('/api/', { data: { cmd, parameters, token } })).json()) as Envelope<unknown>).error;
}

/** The newest development-outbox item of a kind sent to `to` (a mobile or a captchaId). */
export async function outboxCode(request: APIRequestContext, to: string, kind: 'sms' | 'captcha' = 'sms'): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { list: { kind: string; code: string }[] };
      code = body.list.find((m) => m.kind === kind)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A picture captcha solved through the gateway and the dev outbox: every public SMS send needs one. */
export async function solvedCaptcha(request: APIRequestContext): Promise<{ captchaId: string; captchaCode: string }> {
  const { captchaId } = await api<{ captchaId: string }>(request, 'webMember/getImage', {});
  return { captchaId, captchaCode: await outboxCode(request, captchaId, 'captcha') };
}

/** webMember/getSmsCode with a solved captcha. */
export async function sendSmsByApi(request: APIRequestContext, mobile: string, purpose: string, nationCode = '86') {
  return api<{ sent: true; resendAfter: number }>(request, 'webMember/getSmsCode', { mobile, nationCode, purpose, ...(await solvedCaptcha(request)) });
}

/**
 * Answers the picture-captcha dialog a "get code" button (or a look-up past its free budget) opened,
 * desktop (antd Modal) or H5 (captcha-sheet), with the answer from the dev outbox.
 */
export async function answerCaptchaDialog(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.locator('img[data-captcha-id]') });
  const img = dialog.locator('img[data-captcha-id]');
  await expect(img).toBeVisible();
  const answer = await outboxCode(page.request, (await img.getAttribute('data-captcha-id'))!, 'captcha');
  const input = dialog.locator('input[name="captchaDialogCode"], input[name="captchaCode"]');
  await input.fill(answer);
  await input.press('Enter');
  await expect(page.locator('[role="dialog"] img[data-captcha-id]')).toHaveCount(0);
}

/**
 * Makes the gateway answer `cmd` as it does past the free look-ups of the hour (1004, field
 * captcha) whenever the call carries no captcha; calls with one go through. The e2e server has
 * the look-up budgets off (playwright.config.ts), so this is how a spec sees the client's side.
 * Answers the parameters of every call of `cmd`.
 */
export async function captchaRequiredFor(page: Page, cmd: string, lang: Lang) {
  const seen: Record<string, unknown>[] = [];
  await page.route('**/api/?lang=*', async (route) => {
    const body = route.request().postDataJSON() as { cmd?: string; parameters?: Record<string, unknown> } | null;
    if (body?.cmd !== cmd) return route.continue();
    seen.push(body.parameters ?? {});
    if (body.parameters?.captchaId) return route.continue();
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ error: { errorCode: ErrorCode.tooMany, errorInfo: rule(lang)('member.captcha.required'), field: 'captcha' } }) });
  });
  return seen;
}

/** Registers through the gateway; answers when the SMS was sent (a second code to the number needs the resend wait). */
export async function registerByApi(request: APIRequestContext, kind: 'company' | 'personal', mobile = freshMobile()) {
  await sendSmsByApi(request, mobile, 'register');
  const smsSentAt = Date.now();
  const smsCode = await outboxCode(request, mobile);
  const base = { mobile, nationCode: '86', smsCode, name: kind === 'company' ? '王工' : '李明', workFunction: 'engineering', password: PASSWORD, agree: true };
  const companyName = `测试精工${mobile.slice(-8)}有限公司`;
  const r: { memberCode: string; companyCode?: string } =
    kind === 'company'
      ? await api<{ memberCode: string; companyCode: string }>(request, 'webMember/companyRegister', { ...base, companyName })
      : await api<{ memberCode: string }>(request, 'webMember/personalRegister', base);
  return { mobile, smsSentAt, companyName: kind === 'company' ? companyName : null, ...r };
}

/** Waits out the SMS resend window of a number (started at `sentAt`; shortened for e2e, e2e-env.ts). */
export async function resendWindow(page: Page, sentAt: number) {
  const wait = sentAt + (E2E_SMS_RESEND_SECONDS + 1.5) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/** Logs in on /login with the form (password), answering once the target has loaded. */
export async function uiPasswordLogin(page: Page, lang: Lang, o: { mobile: string; password: string; personal?: boolean; redirect?: string }) {
  const tr = t(lang);
  await page.goto(o.redirect ? `/login?redirect=${encodeURIComponent(o.redirect)}` : '/login');
  if (o.personal) await page.getByRole('tab', { name: tr('login.tab.personal') }).click();
  await page.locator('input[name="mobile"]').fill(o.mobile);
  if (!o.personal) await expect(page.locator('input[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill(o.password);
  await page.getByRole('button', { name: tr('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${(o.redirect ?? '/memberCenter').replace(/[?]/g, '\\?')}$`));
}

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

export async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'token' && c.value)?.value;
}

/**
 * Chooses an option of an antd Select by its text. Under load a click can land while the list is
 * still animating and choose nothing, so it is tried again until the select shows the option.
 * A form's LazySelect is a stand-in until first used (`data-lazy-select`): the click loads the Select.
 */
export async function chooseOption(page: Page, trigger: string, option: string) {
  const select = page.locator(trigger).locator('xpath=ancestor::*[contains(@class,"ant-select") or @data-lazy-select][1]');
  await expect(async () => {
    if (!(await select.textContent())?.includes(option)) {
      await page.locator(trigger).click();
      await page.locator('.ant-select-item-option', { hasText: option }).first().click({ timeout: 3_000 });
    }
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens the slider with "get code", solves it with the arrow keys and answers the SMS code sent. */
export async function codeThroughJigsaw(page: Page, lang: Lang, mobile: string) {
  const tr = t(lang);
  const puzzle = page.waitForResponse((r) => (r.request().postDataJSON() as { cmd?: string } | null)?.cmd === 'webMember/getJigsaw');
  await page.getByRole('button', { name: tr('field.smsCode.send') }).click();
  const { captchaId } = ((await (await puzzle).json()) as { response: { captchaId: string } }).response;
  const dialog = page.getByRole('dialog', { name: tr('jigsaw.title') });
  await expect(dialog).toBeVisible();
  const x = Number(await outboxCode(page.request, captchaId, 'captcha'));
  const handle = dialog.getByRole('slider');
  await handle.focus();
  for (let i = 0; i < Math.floor(x / 10); i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < x % 10; i++) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(x));
  await page.screenshot({ path: `${SHOTS}/account-register-jigsaw-${lang}.png` });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: lang === 'en' ? /Resend in/ : /秒后重发/ })).toBeDisabled();
  // The page says the code went out (a live region next to the field).
  await expect(page.getByRole('status').filter({ hasText: tr('field.smsCode.sent') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-register-code-sent-${lang}.png` });
  return outboxCode(page.request, mobile);
}

/** Before a full-page shot: at the top with nothing focused, so sticky headers stay where they belong. */
export async function scrollTop(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
}

/**
 * A new personal member invited into `companyCode` with `roleIds`, who accepts: a member no other
 * spec signs in. Specs that change a member's money buttons use one, since losing a money button
 * ends that member's sessions (decision 0050) and a shared demo member would be signed out of
 * the specs running beside them.
 */
export async function freshCompanyMember(request: APIRequestContext, adminToken: string, roleIds: number[] = []) {
  const reg = await registerByApi(request, 'personal');
  await api(request, 'facInfo/addFacMember', { mobile: reg.mobile, roleIds }, adminToken);
  const personal = await api<{ token: string }>(request, 'webMember/personLogin', { mobile: reg.mobile, password: PASSWORD });
  const [invitation] = await api<{ invitationId: number }[]>(request, 'memberInvitation/myList', {}, personal.token);
  await api(request, 'memberInvitation/accept', { invitationId: invitation.invitationId }, personal.token);
  return { mobile: reg.mobile, memberCode: reg.memberCode, name: '李明', password: PASSWORD };
}
