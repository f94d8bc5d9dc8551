import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { companyLogin, signIn } from './session-support';

/**
 * Base-app journeys: a data role limits the devices a member sees (decision records 0013, 0016), and
 * the admin adds a dictionary group and a select extended field that uses it (zh-CN and en).
 */
type Tree = { [k: string]: string | Tree };
type Lang = 'zh-CN' | 'en';
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';
const tr = (lang: Lang) => {
  const tree = JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/org.json`, 'utf8')) as Tree;
  return (path: string, vars: Record<string, string> = {}) => (path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k], tree) as string).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k]);
};
const btn = (label: string) => (/^[\u4e00-\u9fff]{2}$/.test(label) ? new RegExp(`^${label[0]}\\s?${label[1]}$`) : new RegExp(`^${label}$`));

async function api(request: APIRequestContext, token: string, cmd: string, parameters: unknown) {
  const body = (await (await request.post('/api/', { data: { cmd, parameters, token } })).json()) as { response?: unknown; error?: unknown };
  expect(body.error).toBeUndefined();
  return body.response as Record<string, unknown>;
}

/** Chooses an option of an antd Select; under load a click can land while the list still animates, so it is tried until the select shows it. */
async function choose(page: Page, select: Locator, option: string) {
  await expect(async () => {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 2000 });
    await expect(select.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]')).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test("a data role of one department: the member sees only that department's devices", async ({ browser, baseURL, request }) => {
  const admin = (await companyLogin(request, '13800000001')).token;
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
    test.setTimeout(120_000); // three pages and two dialogs
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
    for (const [key, zh, en] of [
      ['day', '白班', 'Day'],
      ['night', '夜班', 'Night'],
    ]) {
      await dialog.getByTestId('add-value').click();
      const row = dialog
        .locator('.ant-space')
        .filter({ has: page.getByPlaceholder(t('baseApp.dict.col.key')) })
        .last();
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
    await choose(page, fd.getByLabel(t('baseApp.field.col.type')), t('baseApp.type.select'));
    await choose(page, fd.getByLabel(t('baseApp.field.dictionary')), `(shift${suffix})`);
    await fd.getByRole('button', { name: btn(t('baseApp.save')) }).click();
    await expect(fd).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(`shift${suffix}`) });
    await expect(row).toContainText(t('baseApp.type.select'));
    await shot(page, `base-app-extended-fields-${lang}`);

    // The device form renders the new field; the save stores the chosen value's key.
    const eq = JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/equipment.json`, 'utf8')) as { add: string; save: string; field: Record<string, string> };
    await page.goto('/memberCenter/deviceInfo');
    await page.getByRole('button', { name: btn(eq.add) }).click();
    const form = page.getByTestId('device-form');
    await form.getByLabel(eq.field.name).fill(`扩展设备${suffix}`);
    await form.getByLabel(eq.field.model).fill('IBX-100');
    // By id: the other language's run added a field with the same label.
    const night = lang === 'en' ? 'Night' : '夜班';
    await choose(page, page.locator(`#ext_shift${suffix}`), night);
    await shot(page, `base-app-device-form-ext-${lang}`);
    await page.getByRole('button', { name: btn(eq.save) }).click();
    await expect(page.getByRole('row', { name: new RegExp(`扩展设备${suffix}`) })).toBeVisible();
    const admin = (await companyLogin(request, '13800000001')).token;
    const list = (await api(request, admin, 'equipment/getList', { keyword: `扩展设备${suffix}`, page: 1, rows: 10 })) as { list: { ext: Record<string, unknown> }[] };
    expect(list.list[0].ext).toEqual({ [`shift${suffix}`]: 'night' });
    await context.close();
  });
}
