import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from './session-support';

/**
 * Organisation journeys (zh-CN and en): the admin of C10000001 makes a role with a few buttons and
 * grants it; the member then sees only those buttons. A department gets a member and a device.
 */
type Tree = { [k: string]: string | Tree };
type Lang = 'zh-CN' | 'en';
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';
const ns = (lang: Lang) => JSON.parse(readFileSync(`src-shared/i18n/locales/${lang}/org.json`, 'utf8')) as Tree;
const tr = (lang: Lang) => {
  const tree = ns(lang);
  return (path: string, vars: Record<string, string> = {}) => (path.split('.').reduce<string | Tree>((t, k) => (t as Tree)[k], tree) as string).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k]);
};
/** antd spaces two-character Chinese button labels ("保 存"): match either way. */
const btn = (label: string) => (/^[\u4e00-\u9fff]{2}$/.test(label) ? new RegExp(`^${label[0]}\\s?${label[1]}$`) : new RegExp(`^${label}$`));

const cases: { lang: Lang; role: string; member: string; memberMobile: string; other: string }[] = [
  { lang: 'zh-CN', role: '成员启停', member: '陈静', memberMobile: '13800000011', other: '周杰' },
  { lang: 'en', role: 'Member switch', member: '周杰', memberMobile: '13800000012', other: '陈静' },
];

/** A screenshot of the settled page from the top (no table still loading). */
async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Picks an option of an antd multiple Select by text, retried: a click during the list's animation sometimes chooses nothing. */
async function choose(page: Page, select: ReturnType<Page['getByTestId']>, option: string) {
  await expect(async () => {
    if (!(await select.textContent())?.includes(option)) {
      await select.click();
      await page.locator('.ant-select-item-option', { hasText: option }).first().click({ timeout: 3_000 });
    }
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
}

for (const c of cases) {
  test(`a role with two buttons, granted, shows only those buttons (${c.lang})`, async ({ browser, baseURL }) => {
    const t = tr(c.lang);
    const adminCtx = await browser.newContext();
    const admin = await adminCtx.newPage();
    await signIn(admin, adminCtx, adminCtx.request, baseURL!, c.lang, '13800000001');
    await admin.goto('/memberCenter/roleManage');
    await expect(admin.getByRole('heading', { level: 1, name: t('role.title') })).toBeVisible();
    await admin.getByRole('button', { name: t('role.new') }).click();
    const editor = admin.getByRole('dialog');
    await editor.locator('input[name="name"]').fill(c.role);
    const tree = editor.getByTestId('role-tree');
    // The member list page's enable and disable buttons only.
    const memberPage = tree.locator('.ant-tree-treenode', { hasText: c.lang === 'en' ? 'Members' : '成员管理' }).first();
    await expect(memberPage).toBeVisible();
    for (const label of c.lang === 'en' ? ['Enable', 'Disable'] : ['启用', '停用']) await tree.locator('.ant-tree-title', { hasText: new RegExp(`^${label}$`) }).click();
    await expect(tree.locator('.ant-tree-checkbox-checked')).toHaveCount(2);
    await admin.screenshot({ path: `${SHOTS}/org-role-editor-${c.lang}.png` });
    await editor.getByRole('button', { name: btn(t('common.save')) }).click();
    await expect(editor).toBeHidden();
    const row = admin.getByRole('row', { name: new RegExp(c.role) });
    await expect(row).toContainText(c.lang === 'en' ? '2 functions' : '2 项功能');

    await row.getByRole('button', { name: t('role.grant') }).click();
    const grant = admin.getByRole('dialog');
    await choose(admin, grant.getByTestId('grant-members'), c.member);
    await grant.getByRole('button', { name: btn(t('common.save')) }).click();
    await expect(grant).toBeHidden();
    await expect(row).toContainText(c.lang === 'en' ? '1 people' : '1 人');
    await shot(admin, `org-roles-${c.lang}`);

    // The member signs in: the member list with enable/disable only, no role management in the menu.
    const memberCtx = await browser.newContext();
    const member = await memberCtx.newPage();
    await signIn(member, memberCtx, memberCtx.request, baseURL!, c.lang, c.memberMobile);
    await member.goto('/memberCenter/memberList');
    await expect(member.getByRole('heading', { level: 1, name: t('member.title') })).toBeVisible();
    const otherRow = member.getByRole('row', { name: new RegExp(c.other) });
    await expect(otherRow.getByRole('button', { name: btn(t('member.disable')) })).toBeVisible();
    await expect(member.getByRole('button', { name: btn(t('member.remove')) })).toHaveCount(0);
    await expect(member.getByRole('button', { name: btn(t('member.editRoles')) })).toHaveCount(0);
    await expect(member.getByRole('button', { name: t('member.add') })).toHaveCount(0);
    const menu = member.getByRole('navigation');
    await expect(menu.getByRole('link', { name: c.lang === 'en' ? 'Members' : '成员管理' })).toBeVisible();
    await expect(menu.getByRole('link', { name: c.lang === 'en' ? 'Roles' : '角色管理' })).toHaveCount(0);
    await shot(member, `org-member-view-${c.lang}`);
    await adminCtx.close();
    await memberCtx.close();
  });
}

const departments: { lang: Lang; name: string; member: string; device: string }[] = [
  { lang: 'zh-CN', name: '焊接车间', member: '陈静', device: '空压机' },
  { lang: 'en', name: 'Welding shop', member: '周杰', device: '三坐标测量机' },
];

for (const c of departments) {
  test(`a new department gets a member and a device (${c.lang})`, async ({ page, context, request, baseURL }) => {
    const t = tr(c.lang);
    await signIn(page, context, request, baseURL!, c.lang, '13800000001');
    await page.goto('/memberCenter/department');
    await expect(page.getByRole('heading', { level: 1, name: t('department.title') })).toBeVisible();
    await page.getByRole('button', { name: t('department.new') }).click();
    const form = page.getByRole('dialog');
    await form.locator('input[name="name"]').fill(c.name);
    await form.getByRole('button', { name: btn(t('common.save')) }).click();
    await expect(form).toBeHidden();
    // the new department is chosen and empty
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(c.name) })).toBeVisible();
    await expect(page.getByText(t('department.noMembers'))).toBeVisible();

    await page.getByRole('button', { name: t('department.addMember') }).click();
    const add = page.getByRole('dialog', { name: t('department.addMemberTitle', { name: c.name }) });
    await choose(page, add.getByTestId('department-member-select'), c.member);
    await add.locator('input[name="position"]').fill(c.lang === 'en' ? 'Welder' : '焊工');
    await add.getByRole('button', { name: btn(t('common.save')) }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(c.member) })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('department.tabMembers', { count: '1' }) })).toBeVisible();

    await page.getByRole('tab', { name: t('department.tabDevices', { count: '0' }) }).click();
    await page.getByRole('button', { name: t('device.assignHere') }).click();
    const assign = page.getByRole('dialog', { name: t('device.assignTitle', { name: c.name }) });
    await choose(page, assign.getByTestId('department-device-select'), c.device);
    await assign.getByRole('button', { name: btn(t('common.save')) }).click();
    await expect(assign).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(c.device) })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('department.tabDevices', { count: '1' }) })).toBeVisible();
    await shot(page, `org-department-${c.lang}`);

    // the device list shows the device in its new department
    await page.goto('/memberCenter/deviceInfo');
    await expect(page.getByRole('row', { name: new RegExp(c.device) })).toContainText(c.name);
    await shot(page, `org-devices-${c.lang}`);
  });
}
