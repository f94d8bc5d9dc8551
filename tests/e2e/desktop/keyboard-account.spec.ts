import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, PASSWORD, SHOTS, freshMobile, h1, outboxCode, registerByApi, resendWindow, setLang, t } from './account-support';
import { expectVisibleFocus, press, tabTo, type } from './keyboard-support';

/**
 * Sign-in and sign-up with the keyboard only (Tab, Shift+Tab, arrows, Enter, Space): every stop
 * on the way shows its focus, and dialogs hand the focus back to where the user was.
 */

const zh = t('zh-CN');
const en = t('en');
const zhDesk = t('zh-CN', 'desktop');
const enDesk = t('en', 'desktop');

test('password login, Chinese: Tab from the top of the page to the fields and Enter', async ({ page }) => {
  await page.goto('/login');
  await expect(h1(page)).toHaveText(zh('login.title.default'));
  await tabTo(page, page.locator('input[name="mobile"]'), { max: 40 });
  await type(page, '13800000001');
  await expect(page.locator('input[name="companyCode"]')).toHaveValue('C10000001');
  await tabTo(page, page.locator('input[name="password"]'));
  await type(page, DEMO_PASSWORD);
  await page.screenshot({ path: `${SHOTS}/keyboard-login-zh.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/memberCenter$/);
  await expect(h1(page)).toHaveText(zhDesk('member.worktable.greeting', { name: '张伟' }));
});

test('SMS-code login, English: the personal tab and the method by arrow keys, the captcha dialog and back', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  const person = await registerByApi(request, 'personal');
  await setLang(context, baseURL!, 'en');
  await resendWindow(page, person.smsSentAt);
  await page.goto('/login');
  await expect(h1(page)).toHaveText(en('login.title.default'));

  // Tabs: Tab reaches the active tab, the arrow moves to the personal one, Enter opens it.
  await tabTo(page, page.getByRole('tab', { name: en('login.tab.enterprise') }), { max: 40 });
  await press(page, 'ArrowRight');
  await expect(page.getByRole('tab', { name: en('login.tab.personal') })).toBeFocused();
  await press(page, 'Enter');
  await expect(page.getByRole('tab', { name: en('login.tab.personal') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('input[name="companyCode"]')).toHaveCount(0);

  await tabTo(page, page.locator('input[name="mobile"]'));
  await type(page, person.mobile);
  // The method switch is a radio group: Tab lands on it, the arrow chooses the SMS code.
  await tabTo(page, page.getByRole('radio', { name: en('login.method.password') }));
  await press(page, 'ArrowRight');
  await expect(page.getByRole('radio', { name: en('login.method.sms') })).toBeChecked();

  const send = page.getByRole('button', { name: en('field.smsCode.send') });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  // The picture captcha opens with its answer field focused; Enter answers it.
  const dialog = page.getByRole('dialog').filter({ has: page.locator('img[data-captcha-id]') });
  const img = dialog.locator('img[data-captcha-id]');
  await expect(img).toBeVisible();
  await expect(dialog.locator('input').first()).toBeFocused();
  await expectVisibleFocus(page);
  await type(page, await outboxCode(request, (await img.getAttribute('data-captcha-id'))!, 'captcha'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The focus is not lost to the page: it goes on to the code the user now types.
  await expect(page.locator('input[name="smsCode"]')).toBeFocused();
  await expectVisibleFocus(page);
  await type(page, await outboxCode(request, person.mobile));
  await page.screenshot({ path: `${SHOTS}/keyboard-login-sms-en.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/memberCenter$/);
  await expect(h1(page)).toHaveText(enDesk('member.worktable.greeting', { name: '李明' }));
});

test('personal registration, English: slider by arrows, the option list by arrows, the agreement by Space', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  await setLang(context, baseURL!, 'en');
  const mobile = freshMobile();
  await page.goto('/register');
  await expect(h1(page)).toHaveText(en('register.title'));
  await tabTo(page, page.getByRole('tab', { name: en('register.tab.company') }), { max: 40 });
  await press(page, 'ArrowRight');
  await press(page, 'Space');
  await expect(page.getByRole('tab', { name: en('register.tab.personal') })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('input[name="companyName"]')).toHaveCount(0);

  await tabTo(page, page.locator('input[name="mobile"]'));
  await type(page, mobile);
  const send = page.getByRole('button', { name: en('field.smsCode.send') });
  await tabTo(page, send);
  const puzzle = page.waitForResponse((r) => (r.request().postDataJSON() as { cmd?: string } | null)?.cmd === 'webMember/getJigsaw');
  await page.keyboard.press('Enter');
  const { captchaId } = ((await (await puzzle).json()) as { response: { captchaId: string } }).response;
  const dialog = page.getByRole('dialog', { name: en('jigsaw.title') });
  await expect(dialog).toBeVisible();
  // The slider is reached from inside the dialog by Tab (the focus is trapped in it).
  await tabTo(page, dialog.getByRole('slider'), { max: 6 });
  const x = Number(await outboxCode(request, captchaId, 'captcha'));
  for (let i = 0; i < Math.floor(x / 10); i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < x % 10; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Back in the form, on the code field.
  await expect(page.locator('input[name="smsCode"]')).toBeFocused();
  await expectVisibleFocus(page);
  await type(page, await outboxCode(request, mobile));

  await tabTo(page, page.locator('input[name="name"]'));
  await type(page, 'Li Ming');
  // The work function: an antd Select, opened and chosen with the arrow keys and Enter.
  await tabTo(page, page.locator('#workFunction'));
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('input[name="workFunction"]')).not.toHaveValue('');
  await tabTo(page, page.locator('input[name="password"]'));
  await type(page, PASSWORD);
  await tabTo(page, page.locator('input[name="confirmPassword"]'));
  await type(page, PASSWORD);
  await tabTo(page, page.locator('input[name="agree"]'));
  await page.keyboard.press('Space');
  await expect(page.locator('input[name="agree"]')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/keyboard-register-en.png` });
  await tabTo(page, page.getByRole('button', { name: en('register.submitPersonal') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/registerSuccess\?type=personal$/);
  await expect(h1(page)).toHaveText(en('registerSuccess.title'));
});
