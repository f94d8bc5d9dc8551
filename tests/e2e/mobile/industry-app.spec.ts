import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * /h5/industryApp/members?token=: the H5 variant with a passed token (rows 1000, page 1). Opened with
 * a company admin's portal token it obtains the industry token itself and lists the company's
 * industry-app members; a member without the button and a bad token each get their own state.
 * 'phone' runs in Chinese, 'wechat' in English; each uses its own company.
 */

const texts = (lang: 'zh-CN' | 'en') =>
  JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/industryApp.json`, 'utf8')) as {
    h5: Record<string, string>;
    members: { status: Record<string, string> };
  };

async function api(request: APIRequestContext, cmd: string, parameters: unknown, token?: string, extra: Record<string, unknown> = {}) {
  const res = await request.post('/api/', {
    data: { cmd, parameters, ...(token ? { token } : {}), ...extra },
  });
  const body = (await res.json()) as {
    response?: Record<string, unknown>;
    error?: { errorInfo: string };
  };
  if (!body.response) throw new Error(`${cmd}: ${body.error?.errorInfo}`);
  return body.response;
}

test('lists the industry app members with a passed token; refusals and a bad token say so', async ({ page, request, baseURL }, testInfo) => {
  const en = testInfo.project.name === 'wechat';
  const lang = en ? 'en' : 'zh-CN';
  const h5 = texts(lang).h5;
  if (en) await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const [mobile, companyCode] = en ? ['13800000005', 'C10000005'] : ['13800000001', 'C10000001'];
  const login = await api(request, 'webMember/companyLogin', {
    mobile,
    password: 'Demo@1234',
    companyCode,
  });
  const token = login.token as string;

  // A member added through the gateway (as the desktop page does) shows on the phone.
  await api(request, 'industryApp/connect', {}, token);
  const name = `${en ? 'Field' : '现场'} ${Date.now() % 100000}`;
  const phone = `135${String(Date.now()).slice(-8)}`;
  await api(request, 'industryApp/addMember', { mobile: phone, name }, token);
  // Forget the industry token, so the page has to obtain one with the passed token itself.
  await api(request, 'industryApp/disconnect', {}, token);

  await page.goto(`/h5/industryApp/members?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: h5.title, level: 1 }).last()).toBeVisible();
  const card = page.locator('.h5-ind-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible();
  await expect(card.getByText(texts(lang).members.status.enabled)).toBeVisible();
  await page.screenshot({
    path: `.tmp/shots/h5-industry-${lang}.png`,
    fullPage: true,
  });

  // A company member without the button.
  const staff = await api(request, 'webMember/companyLogin', {
    mobile: '13800000011',
    password: 'Demo@1234',
    companyCode: 'C10000001',
  });
  await page.goto(`/h5/industryApp/members?token=${encodeURIComponent(staff.token as string)}`);
  await expect(page.getByRole('heading', { name: h5.forbidden })).toBeVisible();

  await page.goto('/h5/industryApp/members?token=not-a-token');
  await expect(page.getByRole('heading', { name: h5.badToken })).toBeVisible();
  await page.goto('/h5/industryApp/members');
  await expect(page.getByRole('heading', { name: h5.noToken })).toBeVisible();
});
