import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { api, btn, confirmPopover, SHOTS, tr, type Lang } from './centre-helpers';

/**
 * Invitations (decision record 0005), zh-CN and en: the admin of C10000001 invites 13800000002 (a
 * personal member) on the member list and sees only the masked mobile; 13800000002 accepts in the
 * member centre (desktop) and joins. The H5 page at phone size lists an invitation and declines it.
 * Each test leaves 13800000002 personal again (other specs rely on it).
 */
const INVITEE = '13800000002';
const COMPANY = 'C10000001';
const COMPANY_NAME = '演示精密机械有限公司';

type Login = { token: string; refreshToken: string } & Record<string, unknown>;
const login = async (request: APIRequestContext, mobile: string, company: boolean) =>
  api<Login>(request, company ? 'webMember/companyLogin' : 'webMember/personLogin', { mobile, password: 'Demo@1234', ...(company ? { companyCode: COMPANY } : {}) });

/** A browser context signed in as the login page would (cookies + stored profile). */
async function signedIn(browser: Browser, baseURL: string, lang: Lang, mobile: string, company: boolean, phone = false) {
  const ctx = await browser.newContext(phone ? { baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { baseURL, viewport: { width: 1366, height: 768 } });
  const { token, refreshToken, ...profile } = await login(ctx.request, mobile, company);
  await ctx.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'refreshToken', value: refreshToken, url: baseURL },
    { name: 'lang', value: lang, url: baseURL },
  ]);
  const page = await ctx.newPage();
  await page.goto(phone ? '/mobile/nope' : '/NoPage');
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
  return { ctx, page, token };
}

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Leaves the invitee personal and without open invitations from the company, whatever a failed run left. */
async function reset(request: APIRequestContext, adminToken: string) {
  const open = await api<{ list: { invitationId: number }[] }>(request, 'facInvitation/queryPage', { status: 'pending' }, adminToken);
  for (const inv of open.list) await api(request, 'facInvitation/revoke', { invitationId: inv.invitationId }, adminToken);
  const members = await api<{ list: { memberCode: string; mobile: string }[] }>(request, 'memberAppAuth/queryMemberPage', { keyword: INVITEE }, adminToken);
  for (const m of members.list.filter((x) => x.mobile === INVITEE)) await api(request, 'memberAppAuth/deleteMember', { memberCode: m.memberCode }, adminToken);
}

test.describe.configure({ mode: 'serial' });

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the admin invites 13800000002, who accepts in the member centre (${lang})`, async ({ browser, baseURL }) => {
    const t = (path: string, vars: Record<string, string> = {}) => tr(lang, 'org', path, vars);
    const admin = await signedIn(browser, baseURL!, lang, '13800000001', true);
    await reset(admin.ctx.request, admin.token);

    await admin.page.goto('/memberCenter/memberList');
    await expect(admin.page.getByRole('heading', { level: 1, name: t('member.title') })).toBeVisible();
    await admin.page.getByRole('button', { name: btn(t('member.add')) }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.locator('input[name="mobile"]').fill(INVITEE);
    await dialog.getByRole('button', { name: btn(t('invitation.send')) }).click();
    await expect(dialog).toBeHidden();
    const sent = admin.page.getByTestId('sent-invitations');
    const row = sent.getByRole('row', { name: /138\*\*\*\*0002/ });
    await expect(row).toContainText(t('invitation.status.pending'));
    // before acceptance: neither the full number nor the name anywhere on the page
    await expect(admin.page.locator('body')).not.toContainText(INVITEE);
    await expect(admin.page.locator('body')).not.toContainText('李娜');
    await shot(admin.page, `org-invitation-sent-${lang}`);

    const invitee = await signedIn(browser, baseURL!, lang, INVITEE, false);
    await invitee.page.goto('/memberCenter/invitations');
    await expect(invitee.page.getByRole('heading', { level: 1, name: t('invitation.mine.title') })).toBeVisible();
    await expect(invitee.page.getByText(COMPANY_NAME)).toBeVisible();
    await shot(invitee.page, `org-invitation-mine-${lang}`);
    await invitee.page.getByRole('button', { name: t('invitation.mine.acceptLabel', { company: COMPANY_NAME }) }).click();
    await expect(invitee.page.getByText(t('invitation.mine.joined', { company: COMPANY_NAME }))).toBeVisible();
    await expect(invitee.page.getByText(t('invitation.mine.empty'))).toBeVisible();
    await shot(invitee.page, `org-invitation-accepted-${lang}`);

    // the member list now shows the person with their own name; the invitation reads accepted
    await admin.page.reload();
    await expect(admin.page.getByRole('row', { name: /李娜/ })).toBeVisible();
    await sent.getByText(t('invitation.filter.all')).click();
    await expect(sent.getByRole('row', { name: /138\*\*\*\*0002/ }).first()).toContainText(t('invitation.status.accepted'));

    await reset(admin.ctx.request, admin.token);
    await admin.ctx.close();
    await invitee.ctx.close();
  });
}

test('the admin revokes a pending invitation on the member list (en)', async ({ browser, baseURL }) => {
  const t = (path: string, vars: Record<string, string> = {}) => tr('en', 'org', path, vars);
  const admin = await signedIn(browser, baseURL!, 'en', '13800000001', true);
  await reset(admin.ctx.request, admin.token);
  await api(admin.ctx.request, 'facInfo/addFacMember', { mobile: INVITEE }, admin.token);
  await admin.page.goto('/memberCenter/memberList');
  const row = admin.page.getByTestId('sent-invitations').getByRole('row', { name: /138\*\*\*\*0002/ });
  await row.getByRole('button', { name: t('invitation.revokeLabel', { mobile: '138****0002' }) }).click();
  await confirmPopover(admin.page, btn(t('common.ok')), { gone: row });
  await admin.ctx.close();
});

for (const lang of ['zh-CN', 'en'] as const) {
  test(`H5 at phone size: my invitations lists the company and declines (${lang})`, async ({ browser, baseURL }) => {
    // The H5 home page's texts and the member pages' live in their own areas (mhome, mmember).
    const m = (path: string, vars: Record<string, string> = {}) => (path.startsWith('home.') ? tr(lang, 'mhome', path.slice('home.'.length), vars) : tr(lang, 'mmember', path, vars));
    const admin = await signedIn(browser, baseURL!, lang, '13800000001', true);
    await reset(admin.ctx.request, admin.token);
    await api(admin.ctx.request, 'facInfo/addFacMember', { mobile: INVITEE }, admin.token);

    const invitee = await signedIn(browser, baseURL!, lang, INVITEE, false, true);
    await invitee.page.goto('/mobile');
    await invitee.page.getByRole('link', { name: m('home.entries.invitations') }).click();
    await expect(invitee.page).toHaveURL(/\/mobile\/invitations$/);
    const card = invitee.page.getByTestId('h5-invitations');
    await expect(card.getByRole('heading', { name: COMPANY_NAME })).toBeVisible();
    await invitee.page.screenshot({ path: `${SHOTS}/h5-invitations-${lang}.png`, fullPage: true });
    await card.getByRole('button', { name: m('invitations.declineLabel', { company: COMPANY_NAME }) }).click();
    await invitee.page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'en' ? 'Confirm' : '确定' })
      .click();
    await expect(card.getByText(m('invitations.empty'))).toBeVisible();
    await invitee.page.screenshot({ path: `${SHOTS}/h5-invitations-empty-${lang}.png`, fullPage: true });
    const mine = await api<unknown[]>(invitee.ctx.request, 'memberInvitation/myList', {}, invitee.token);
    expect(mine).toEqual([]);

    await reset(admin.ctx.request, admin.token);
    await admin.ctx.close();
    await invitee.ctx.close();
  });
}
