import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { scrollTop as top } from '../desktop/account-support';
import { ruleTexts } from '../../helpers/rule-texts';

/**
 * The field admin's supplier pages on the phone: an approved factory (set up through the
 * gateway for this run) is confirmed as a gold supplier, a change of its base info is requested
 * (a request that changes nothing is refused first), the platform approves it and the field admin
 * reads the decision among his unread messages; a factory run by a portal company lists its
 * members. 'phone' runs in Chinese, 'wechat' in English.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';
const texts = ruleTexts();

async function api<T = Record<string, unknown>>(request: APIRequestContext, cmd: string, parameters: unknown, token?: string, extra: Record<string, unknown> = {}) {
  const res = await request.post('/api/', { data: { cmd, parameters, ...(token ? { token } : {}), ...extra } });
  const body = (await res.json()) as { response?: T; error?: { errorInfo: string } };
  if (body.response === undefined) throw new Error(`${cmd}: ${body.error?.errorInfo}`);
  return body.response;
}

async function operatorToken(request: APIRequestContext) {
  const captcha = await api<{ captchaId: string }>(request, 'webMember/getImage', {});
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(captcha.captchaId)}`)).json()) as { list: { kind: string; code: string }[] };
  const captchaCode = outbox.list.find((i) => i.kind === 'captcha')!.code;
  return (await api<{ token: string }>(request, 'operator/login', { account: 'operator', password: 'Operator@1234', captchaId: captcha.captchaId, captchaCode })).token;
}

async function approvePushOf(request: APIRequestContext, op: string, facSn: string) {
  const queue = await api<{ list: { id: number }[] }>(request, 'operator/queue', { queue: 'factoryPush', status: 'pending', keyword: facSn }, op, { page: 1, rows: 10 });
  expect(queue.list).toHaveLength(1);
  await api(request, 'operator/approve', { queue: 'factoryPush', id: queue.list[0].id }, op);
}

/** A factory registered, completed and approved through the gateway, as the console and the admin would. */
async function approvedFactory(request: APIRequestContext, admin: string, op: string, name: string) {
  const { facSn } = await api<{ facSn: string }>(request, 'facApprove/initFacInfo', { name, companyName: `${name}有限公司`, address: '江苏省苏州市工业园区金鸡湖大道 88 号' }, admin);
  // Factory photos are site photos: they come only through the watermarking upload.
  const { uploadToken } = await api<{ uploadToken: string }>(request, 'support/file/requestUploadToken', { appType: 'sitePhoto' }, admin);
  const up = await request.post('/api/upload/watermark', { multipart: { token: uploadToken, file: { name: 'IMG_5001.png', mimeType: 'image/png', buffer: PNG } } });
  const photo = ((await up.json()) as { response: { fileId: string } }).response.fileId;
  await api(
    request,
    'factoryApproval/saveCompleteInfoByFacSn',
    { facSn, name, address: '江苏省苏州市工业园区金鸡湖大道 88 号', contactName: '周明', contactMobile: '13911112222', deviceCount: 18, materials: ['carbonSteel'], productFields: ['machining'], photos: [photo] },
    admin,
  );
  await api(request, 'factoryApproval/addApprovePushInfo', { facSn }, admin);
  await approvePushOf(request, op, facSn);
  return facSn;
}

async function logInAsFieldAdmin(page: Page, L: (zh: string, en: string) => string, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(/\/mobile\/login\?redirect=/);
  await page.getByRole('tab', { name: L('个人登录', 'Personal') }).click();
  await page.locator('input[name="mobile"]').fill('13800000008');
  await page.locator('input[name="password"]').fill('Demo@1234');
  await page.getByRole('button', { name: L('登录', 'Log in'), exact: true }).click();
}

test('the field admin confirms a gold supplier, requests a change, reads the decision and sees a supplier’s members', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const en = testInfo.project.name === 'wechat';
  const L = (zh: string, english: string) => (en ? english : zh);
  const lang = en ? 'en' : 'zh-CN';
  const tag = en ? 'en' : 'zh';
  if (en) await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);

  const admin = (await api<{ token: string }>(request, 'webMember/personLogin', { mobile: '13800000008', password: 'Demo@1234' })).token;
  const op = await operatorToken(request);
  const name = `${L('金牌测试厂', 'Gold Test Works')} ${tag}-${Date.now() % 100000}`;
  const facSn = await approvedFactory(request, admin, op, name);

  // From the approved factories to the supplier page.
  await logInAsFieldAdmin(page, L, `/mobile/certification/tab?tab=factoryQuery`);
  await page.locator('input[name="keyword"]').fill(facSn);
  await page.locator('input[name="keyword"]').press('Enter');
  const card = page.locator(`.h5-fac-card[data-facsn="${facSn}"]`);
  await card.getByRole('link', { name: L('供应商详情', 'Supplier details') }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/supplierDetail\\?facSn=${facSn}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  // Its operating company is not on the portal: no members.
  await expect(page.getByText(L('该工厂的运营企业尚未在平台注册，暂无成员', 'The operating company is not registered on the portal yet, so there are no members'))).toBeVisible();
  await top(page);
  await page.screenshot({ path: `${SHOTS}/factory-supplier-${tag}.png`, fullPage: true });

  // Gold supplier, after a confirmation.
  await page.getByRole('button', { name: L('确认为金牌供应商', 'Confirm as gold supplier') }).click();
  await page.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
  await expect(page.getByText(L('已是金牌供应商', 'Already a gold supplier'))).toBeVisible();
  await expect(page.locator('.h5-fac-tag--gold')).toBeVisible();

  // A change of base info: unchanged is refused on the phone, then the device count changes.
  await page.getByRole('link', { name: L('申请变更基本信息', 'Request a change of base info') }).click();
  await expect(page).toHaveURL(new RegExp(`/mobile/factoryChange\\?facSn=${facSn}&kind=base$`));
  await expect(page.locator('input[name="deviceCount"]')).toHaveValue('18');
  await page.locator('textarea[name="reason"]').fill(L('新增一条产线', 'A new production line'));
  await page.getByRole('button', { name: L('提交变更申请', 'Submit the change request') }).click();
  await expect(page.getByText(texts['rule.factory.change.empty'][lang])).toBeVisible();
  await page.locator('input[name="deviceCount"]').fill('26');
  await expect(page.getByText(L('当前：18', 'Now: 18'))).toBeVisible();
  await expect(page.getByText(texts['rule.factory.change.empty'][lang])).toHaveCount(0);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await top(page);
  await page.screenshot({ path: `${SHOTS}/factory-change-${tag}.png`, fullPage: true });
  await page.getByRole('button', { name: L('提交变更申请', 'Submit the change request') }).click();
  await expect(page).toHaveURL(/\/mobile\/certification\/tab\?tab=statusList$/);
  const push = page.locator('.h5-fac-card').filter({ hasText: name });
  await expect(push.getByText(L('基本信息变更', 'Change of base info'))).toBeVisible();
  await push.getByRole('button').click();
  await expect(page.getByText(L('设备数量（台）: 26', 'Number of devices: 26'))).toBeVisible();
  await page.getByRole('button', { name: L('关闭', 'Close') }).click();

  // While it is under review the supplier page says so and offers no second request.
  await page.goto(`/mobile/supplierDetail?facSn=${facSn}`);
  await expect(page.locator('.h5-fac-notice')).toContainText(L('审批中', 'under review'));
  await expect(page.getByRole('link', { name: L('申请变更联系人', 'Request a change of contact') })).toHaveCount(0);

  // The platform approves; the decision waits among the unread messages and the change applies.
  await approvePushOf(request, op, facSn);
  await page.goto('/mobile/message');
  const message = page.locator('.h5-msg').filter({ hasText: name }).first();
  await expect(message).toBeVisible();
  await expect(message.locator('.h5-msg__dot')).toBeVisible();
  await top(page);
  await page.screenshot({ path: `${SHOTS}/mobile-messages-${tag}.png`, fullPage: true });
  await message.locator('.h5-msg__head').click();
  await expect(message.locator('.h5-msg__dot')).toHaveCount(0);
  await page.goto(`/mobile/supplierDetail?facSn=${facSn}`);
  await expect(page.locator('.h5-fac-dl__row').filter({ hasText: L('设备数量', 'Number of devices') })).toContainText('26');

  // A supplier run by a portal company lists its members, mobiles masked.
  await page.goto('/mobile/supplierDetail?facSn=FAC00000101');
  const member = page.locator('.h5-fac-member').filter({ hasText: '张伟' });
  await expect(member).toContainText(L('管理员', 'Admin'));
  await expect(member).toContainText('138****0001');
  await top(page);
  await page.screenshot({ path: `${SHOTS}/factory-supplier-members-${tag}.png`, fullPage: true });
});
