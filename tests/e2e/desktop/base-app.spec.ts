import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * Base-app journeys: a data role limits the devices a member sees (decision records 0013, 0016), and
 * the admin adds a dictionary group and a select extended field that uses it (zh-CN and en).
 */
type Tree = { [k: string]: string | Tree };
type Lang = 'zh-CN' | 'en';
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';
const tr = (lang: Lang) => {
  const tree = JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/org.json`, 'utf8')) as Tree;
  return (path: string, vars: Record<string, string> = {}) =>
    (path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k], tree) as string).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k]);
};
const btn = (label: string) => (/^[\u4e00-\u9fff]{2}$/.test(label) ? new RegExp(`^${label[0]}\\s?${label[1]}$`) : new RegExp(`^${label}$`));

async function login(request: APIRequestContext, mobile: string) {
  const r = (await (await request.post('/api/', { data: { cmd: 'webMember/companyLogin', parameters: { mobile, password: 'Demo@1234', companyCode: 'C10000001' } } })).json()) as {
    response: Record<string, unknown> & { token: string; refreshToken: string };
  };
  return r.response;
}

async function signIn(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string, lang: Lang, mobile: string) {
  const { token, refreshToken, ...profile } = await login(request, mobile);
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'refreshToken', value: refreshToken, url: baseURL },
    { name: 'lang', value: lang, url: baseURL },
  ]);
  await page.goto('/NoPage');
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
}

async function api(request: APIRequestContext, token: string, cmd: string, parameters: unknown) {
  const body = (await (await request.post('/api/', { data: { cmd, parameters, token } })).json()) as { response?: unknown; error?: unknown };
  expect(body.error).toBeUndefined();
  return body.response as Record<string, unknown>;
}

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a data role of one department: the member sees only that department\'s devices', async ({ browser, baseURL, request }) => {
  const admin = (await login(request, '13800000001')).token;
  type Node = { id: number; name: string; children: Node[] };
  const flat = (ns: Node[]): Node[] => ns.flatMap((n) => [n, ...flat(n.children)]);
  const tree = (await api(request, admin, 'departmentMember/queryDepartmentTree', {})) as unknown as Node[];
  const assembly = flat(tree).find((d) => d.name === '装配车间')!.id;
  const role = await api(request, admin, 'webMember/saveRoleConfiguration', { name: '装配设备查看', buttonIds: ['device.view'], departmentIds: [assembly] });
  await api(request, admin, 'webMember/authorizationRole', { roleId: role.roleId, memberCodes: ['M10000012'] });

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, context, request, baseURL!, 'zh-CN', '13800000012');
  await page.goto('/memberCenter/deviceInfo');
  await expect(page.getByRole('row', { name: /装配线拧紧机/ })).toBeVisible();
  for (const other of ['数控车床 1 号', '加工中心 A']) await expect(page.getByRole('row', { name: new RegExp(other) })).toHaveCount(0);
  await shot(page, 'base-app-scoped-devices-zh-CN');
  await context.close();
});

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`the admin adds a dictionary group and a select extended field using it (${lang})`, async ({ browser, baseURL, request }) => {
    const t = tr(lang);
    const suffix = lang === 'en' ? 'En' : 'Zh';
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, context, request, baseURL!, lang, '13800000001');

    await page.goto('/memberCenter/dictionary');
    await expect(page.getByTestId('dictionary-page')).toBeVisible();
    await page.getByTestId('add-group').click();
    const dialog = page.getByRole('dialog', { name: t('baseApp.dict.add') });
    await dialog.getByLabel(t('baseApp.dict.col.key')).first().fill(`shift${suffix}`);
    await dialog.getByLabel(t('baseApp.dict.col.nameZh')).first().fill('班次');
    await dialog.getByLabel(t('baseApp.dict.col.nameEn')).first().fill('Shift');
    for (const [key, zh, en] of [['day', '白班', 'Day'], ['night', '夜班', 'Night']]) {
      await dialog.getByTestId('add-value').click();
      const row = dialog.locator('.ant-space').filter({ has: page.getByPlaceholder(t('baseApp.dict.col.key')) }).last();
      await row.getByPlaceholder(t('baseApp.dict.col.key')).fill(key);
      await row.getByPlaceholder(t('baseApp.dict.col.nameZh')).fill(zh);
      await row.getByPlaceholder(t('baseApp.dict.col.nameEn')).fill(en);
    }
    await dialog.getByRole('button', { name: btn(t('baseApp.save')) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`shift${suffix}`) })).toContainText(lang === 'en' ? 'Night' : '夜班');
    await shot(page, `base-app-dictionary-${lang}`);

    await page.goto('/memberCenter/extendedField');
    await page.getByRole('tab', { name: t('baseApp.target.device') }).click();
    await page.getByTestId('add-field').click();
    const fd = page.getByRole('dialog', { name: t('baseApp.field.add') });
    await fd.getByLabel(t('baseApp.field.col.key')).fill(`shift${suffix}`);
    await fd.getByLabel(t('baseApp.field.col.labelZh')).fill('班次');
    await fd.getByLabel(t('baseApp.field.col.labelEn')).fill('Shift');
    await fd.getByLabel(t('baseApp.field.col.type')).click();
    await page.locator('.ant-select-item-option', { hasText: t('baseApp.type.select') }).click();
    await fd.getByLabel(t('baseApp.field.dictionary')).click();
    await page.locator('.ant-select-item-option', { hasText: `(shift${suffix})` }).click();
    await fd.getByRole('button', { name: btn(t('baseApp.save')) }).click();
    await expect(fd).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(`shift${suffix}`) });
    await expect(row).toContainText(t('baseApp.type.select'));
    await shot(page, `base-app-extended-fields-${lang}`);
    await context.close();
  });
}
