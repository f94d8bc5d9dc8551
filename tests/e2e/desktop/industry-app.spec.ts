import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SHOTS, setLang, t, type Lang } from './account-support';
import { btn } from './centre-helpers';

/**
 * The industry app member admin in Chromium (decision 0028): a signed-out company admin opens
 * /industryApp/auth, signs in, the gateway obtains the industry API's token and the admin lands on
 * the member page; adds, searches, disables, enables and removes a member (confirmations
 * included). Then the industry API revokes the company's tokens: the next action ends the admin's
 * industry session on the entry page with the reason, and "authenticate again" brings them back.
 * Each language uses its own company, so the revocation of one does not touch the other.
 */

const ADMIN: Record<Lang, { mobile: string; tenant: string }> = {
  'zh-CN': { mobile: '13800000001', tenant: 'C10000001' },
  en: { mobile: '13800000005', tenant: 'C10000005' },
};
const STANDIN_BASIC = `Basic ${Buffer.from('portal-standin:industry-standin-secret-0000').toString('base64')}`;

async function login(page: Page, lang: Lang, mobile: string) {
  const tr = t(lang);
  await page.locator('input[name="mobile"]').fill(mobile);
  await expect(page.locator('input[name="companyCode"]')).not.toHaveValue('');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: tr('login.submit'), exact: true }).click();
}

const freshMobile = () => `136${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the company admin manages industry app members; a refused token sends them back (${lang})`, async ({ page, context, request, baseURL }) => {
    await setLang(context, baseURL!, lang);
    const ia = t(lang, 'industryApp');
    const { mobile, tenant } = ADMIN[lang];

    // Signed out: the entry sends to login and back, then on to the member page.
    await page.goto('/industryApp/auth');
    await expect(page).toHaveURL(/\/login\?redirect=%2FindustryApp%2Fauth$/);
    await login(page, lang, mobile);
    await expect(page).toHaveURL(/\/memberCenter\/industryAppMembers$/);
    const frame = page.getByTestId('industry-app-members');
    await expect(frame.getByRole('heading', { name: ia('members.title') })).toBeVisible();
    await expect(page.locator('.ant-spin-blur')).toHaveCount(0);

    // Add: the form checks the mobile first, then the member shows in the list.
    const name = `${lang === 'en' ? 'Tester' : '测试'} ${Date.now() % 100000}`;
    const phone = freshMobile();
    await page.getByRole('button', { name: ia('members.add') }).click();
    const dialog = page.getByRole('dialog', { name: ia('add.title') });
    await dialog.locator('input[name="mobile"]').fill('123');
    await dialog.locator('input[name="name"]').fill(name);
    await dialog.getByRole('button', { name: btn(ia('add.submit')) }).click();
    await expect(dialog.getByText(lang === 'en' ? 'Please enter a valid mobile number' : '请输入正确的手机号码')).toBeVisible();
    await dialog.locator('input[name="mobile"]').fill(phone);
    await dialog.getByRole('button', { name: btn(ia('add.submit')) }).click();
    await expect(dialog).toBeHidden();
    await frame.getByRole('searchbox', { name: ia('members.search') }).fill(name);
    await frame.getByRole('searchbox', { name: ia('members.search') }).press('Enter');
    const row = frame.locator('tr').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(ia('members.status.enabled'))).toBeVisible();
    await expect(row.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/industry-members-${lang}.png`,
      fullPage: true,
    });

    // Disable asks first; enable does not.
    await row.getByRole('button', { name: ia('members.disableLabel', { name }) }).click();
    // OK once the confirmation has finished opening (a click during its zoom-in was lost on a loaded machine).
    await expect(page.locator('.ant-popconfirm')).not.toHaveClass(/zoom-big-(appear|enter)/);
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: btn(ia('members.ok')) })
      .click();
    await expect(row.getByText(ia('members.status.disabled'))).toBeVisible();
    await row.getByRole('button', { name: ia('members.enableLabel', { name }) }).click();
    await expect(row.getByText(ia('members.status.enabled'))).toBeVisible();

    // Remove asks first: cancel keeps the member, OK removes them.
    await row.getByRole('button', { name: ia('members.removeLabel', { name }) }).click();
    await expect(page.locator('.ant-popconfirm').getByText(ia('members.removeConfirm', { name }))).toBeVisible();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: btn(ia('members.cancel')) })
      .click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: ia('members.removeLabel', { name }) }).click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: btn(ia('members.ok')) })
      .click();
    await expect(row).toHaveCount(0);
    await expect(frame.getByText(ia('members.emptySearch'))).toBeVisible();

    // The industry API revokes the company's tokens: the next call ends the industry session here.
    const revoked = await request.post('/industry-standin/_standin/revoke-tenant', { headers: { authorization: STANDIN_BASIC }, data: { tenant } });
    expect(((await revoked.json()) as { revoked: number }).revoked).toBeGreaterThan(0);
    await frame.getByRole('searchbox', { name: ia('members.search') }).fill('');
    await frame.getByRole('searchbox', { name: ia('members.search') }).press('Enter');
    await expect(page).toHaveURL(/\/industryApp\/auth\?ended=1$/);
    await expect(page.getByRole('heading', { name: ia('auth.ended') })).toBeVisible();
    await expect(page.getByText(ia('auth.endedBody'))).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/industry-ended-${lang}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: ia('auth.again') }).click();
    await expect(page).toHaveURL(/\/memberCenter\/industryAppMembers$/);
    await expect(frame.getByRole('heading', { name: ia('members.title') })).toBeVisible();
  });
}

test('a company member without the button is refused at the entry (zh-CN)', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL!, 'zh-CN');
  const ia = t('zh-CN', 'industryApp');
  await page.goto('/industryApp/auth');
  await login(page, 'zh-CN', '13800000011');
  await expect(page.getByRole('heading', { name: ia('auth.failed') })).toBeVisible();
  await expect(page.getByText('您没有该功能的权限，请联系企业管理员')).toBeVisible();
  await expect(page).toHaveURL(/\/industryApp\/auth$/);
  await page.screenshot({
    path: `${SHOTS}/industry-forbidden-zh-CN.png`,
    fullPage: true,
  });
});
