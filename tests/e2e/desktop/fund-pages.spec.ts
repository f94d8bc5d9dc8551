import { expect, test } from '@playwright/test';
import { shot, signIn, tr, txt, type Lang } from './fund-support';

/**
 * Every fund page renders real data in both languages for the demo company, and the guard refuses
 * a personal member and an uncertified company with the spec's texts.
 */
const PAGES: [path: string, title: string][] = [
  ['/memberCenter/bankrollAccount', 'overview.title'],
  ['/memberCenter/recordList', 'records.title'],
  ['/memberCenter/bankCardList', 'cards.title'],
  ['/memberCenter/setAccount', 'settings.title'],
  ['/memberCenter/deposit', 'deposit.title'],
  ['/memberCenter/withdrawCash', 'withdraw.title'],
  ['/memberCenter/repayment', 'repay.title'],
  ['/memberCenter/openAccount', 'open.title'],
];

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`fund pages render with data (${lang})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    await signIn(page, context, request, baseURL!, lang, '13800000001', 'C10000001');
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, title) })).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .ant-skeleton')).toHaveCount(0);
      await shot(page, `fund-page-${path.split('/').pop()}-${lang}`);
    }
    // Real data: the seeded account, its cards and its records.
    await page.goto('/memberCenter/bankCardList');
    await expect(page.getByText('**** **** **** 5678')).toBeVisible();
    await page.goto('/memberCenter/recordList');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);
  });
}

test('a personal member and an uncertified company are refused with the spec texts', async ({ page, context, baseURL, request }) => {
  const lang: Lang = 'en';
  const personal = await request.post('/api/', { data: { cmd: 'webMember/personLogin', parameters: { mobile: '13800000002', password: 'Demo@1234' } } });
  const { token, refreshToken, ...profile } = ((await personal.json()) as { response: Record<string, unknown> & { token: string; refreshToken: string } }).response;
  await context.addCookies([
    { name: 'token', value: token, url: baseURL! },
    { name: 'refreshToken', value: refreshToken, url: baseURL! },
    { name: 'lang', value: lang, url: baseURL! },
  ]);
  await page.goto('/NoPage');
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
  await page.goto('/memberCenter/bankrollAccount');
  await expect(page.getByText(txt(lang, 'auth.useEnterpriseAccount')).first()).toBeVisible();
  await shot(page, 'fund-refused-personal-en');

  await context.clearCookies();
  await signIn(page, context, request, baseURL!, lang, '13800000003', 'C10000003');
  await page.goto('/memberCenter/deposit');
  await expect(page.getByText(txt(lang, 'realName.required')).first()).toBeVisible();
});
