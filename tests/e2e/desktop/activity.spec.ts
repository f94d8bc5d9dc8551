import { expect, test } from '@playwright/test';
import { SHOTS, registerByApi, setLang, t, uiPasswordLogin, PASSWORD, type Lang } from './account-support';

/**
 * Activities on the desktop: a visitor sees the lucky draw and is sent to log in; back on the
 * page the member draws and sees the result and one draw less (zh-CN). The exposition and
 * invitation-code pages render in both languages; an invitation code draws once.
 */
const tr = (lang: Lang) => t(lang, 'activity');

test('lucky draw: visitor sees the activity, logs in, draws once (zh-CN)', async ({ page, context, request, baseURL }) => {
  await setLang(context, baseURL!, 'zh-CN');
  const zh = tr('zh-CN');
  const member = await registerByApi(request, 'personal');

  await page.goto('/lotteryDraw');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('智造云年终幸运大抽奖');
  await expect(page.getByTestId('winners').locator('li').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-lottery-visitor-zh.png`, fullPage: true });

  await page.getByRole('button', { name: zh('loginToDraw') }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FlotteryDraw$/);
  await uiPasswordLogin(page, 'zh-CN', { mobile: member.mobile, password: PASSWORD, personal: true, redirect: '/lotteryDraw' });

  await expect(page.getByText(zh('left', { left: 3, perDay: 3 }))).toBeVisible();
  await page.getByRole('button', { name: new RegExp(zh('draw')) }).click();
  const result = page.getByTestId('draw-result');
  await expect(result).toBeVisible();
  await expect(result).toContainText(zh('result.leftAfter', { left: 2 }));
  await page.screenshot({ path: `${SHOTS}/activity-lottery-result-zh.png` });
  await page.getByRole('button', { name: zh('result.ok') }).click();
  await expect(page.getByText(zh('left', { left: 2, perDay: 3 }))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-lottery-member-zh.png`, fullPage: true });
});

test('lucky draw and exposition draw in English', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const en = tr('en');
  await page.goto('/lotteryDraw');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Smart Manufacturing Cloud Year-End Lucky Draw');
  await expect(page.getByRole('heading', { name: en('rules') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-lottery-visitor-en.png`, fullPage: true });
  await page.goto('/expositionDraw');
  await expect(page.getByText(en('expo.kicker'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en('loginToDraw') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-expo-en.png`, fullPage: true });
});

test('invitation code: a wrong code is refused, a good one draws once (en, then zh-CN)', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'en');
  const en = tr('en');
  await page.goto('/invitation');
  const input = page.locator('input[name="invitationCode"]');
  await input.fill('NOSUCH999');
  await page.getByRole('button', { name: en('invite.check') }).click();
  await expect(page.getByText('The invitation code is not valid')).toBeVisible();
  await input.fill('vip2026020');
  await page.getByRole('button', { name: en('invite.check') }).click();
  await expect(page.getByText(en('invite.valid'))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-invitation-en.png`, fullPage: true });
  await page.getByRole('button', { name: en('draw'), exact: true }).click();
  await expect(page.getByTestId('draw-result')).toContainText('You won');
  await page.getByRole('button', { name: en('result.ok') }).click();
  await expect(page.getByText(en('invite.used')).first()).toBeVisible();

  await setLang(context, baseURL!, 'zh-CN');
  await page.goto('/invitation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('zh-CN')('invite.title'));
  await page.screenshot({ path: `${SHOTS}/activity-invitation-zh.png` });
  await page.goto('/expositionDraw');
  await expect(page.getByText(tr('zh-CN')('expo.kicker'), { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-expo-zh.png`, fullPage: true });
});
