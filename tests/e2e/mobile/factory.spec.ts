import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The field admin's factory approval (/mobile/certification/tab and its pages): signed out, the
 * admin pages send to /mobile/login; the admin finds an unapproved factory, completes its info
 * with a camera photo, pushes it; the operator approves it (through the gateway, as the console
 * does); the push then shows approved. 'phone' runs in Chinese, 'wechat' in English.
 * Also /h5/permissions with a passed token, and with a bad one.
 */

// A 1x1 PNG: the page re-encodes camera photos as JPEG before uploading.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function api(request: APIRequestContext, cmd: string, parameters: unknown, token?: string, extra: Record<string, unknown> = {}) {
  const res = await request.post('/api/', { data: { cmd, parameters, ...(token ? { token } : {}), ...extra } });
  const body = (await res.json()) as { response?: Record<string, unknown>; error?: { errorInfo: string } };
  if (!body.response) throw new Error(`${cmd}: ${body.error?.errorInfo}`);
  return body.response;
}

async function useLanguage(page: Page, en: boolean, baseURL: string) {
  if (en) await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
}

test('the field admin completes and pushes a factory; the operator approves it', async ({ page, request, baseURL }, testInfo) => {
  const en = testInfo.project.name === 'wechat';
  const L = (zh: string, english: string) => (en ? english : zh);
  const tag = en ? 'en' : 'zh';
  await useLanguage(page, en, baseURL!);

  // A factory found in the field, registered for this run (each project gets its own).
  const adminLogin = await api(request, 'webMember/personLogin', { mobile: '13800000008', password: 'Demo@1234' });
  const name = `${L('测试精工厂', 'Test Works')} ${tag}-${Date.now() % 100000}`;
  const { facSn } = (await api(request, 'facApprove/initFacInfo', { name, companyName: L('测试精工有限公司', 'Test Works Co., Ltd.') }, adminLogin.token as string)) as { facSn: string };

  // Signed out, the admin area sends to the mobile certification login and back.
  await page.goto('/mobile/certification/tab');
  await expect(page).toHaveURL(/\/mobile\/login\?redirect=%2Fmobile%2Fcertification%2Ftab$/);
  await page.getByRole('tab', { name: L('个人登录', 'Personal') }).click();
  await page.locator('input[name="mobile"]').fill('13800000008');
  await page.locator('input[name="password"]').fill('Demo@1234');
  await page.getByRole('button', { name: L('登录', 'Log in'), exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/certification\/tab$/);
  await expect(page.getByRole('heading', { name: L('工厂认证与审批', 'Factory certification and approval') })).toBeVisible();
  await expect(page.locator('.h5-fac-card').first()).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/factory-hub-${tag}.png`, fullPage: true });

  // Find the unapproved factory by its number; it still misses its info.
  await page.locator('input[name="keyword"]').fill(facSn.toLowerCase());
  await page.locator('input[name="keyword"]').press('Enter');
  const card = page.locator(`.h5-fac-card[data-facsn="${facSn}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText(L('未审批', 'Not approved'))).toBeVisible();
  await expect(card.getByText(new RegExp(L('待完善', 'To complete')))).toBeVisible();
  await card.getByRole('link', { name: L('完善信息', 'Complete info') }).click();

  // Complete it: the client checks the same rules as the server first.
  await expect(page).toHaveURL(new RegExp(`/mobile/completeFacSubmit\\?facSn=${facSn}$`));
  await page.locator('input[name="address"]').fill(L('江苏省苏州市工业园区测试路 1 号', '1 Test Road, Suzhou Industrial Park'));
  await page.locator('input[name="contactName"]').fill(L('李工', 'Li Gong'));
  await page.locator('input[name="contactMobile"]').fill('1391111');
  await page.locator('input[name="deviceCount"]').fill('12');
  await page.getByRole('button', { name: L('保存信息', 'Save info') }).click();
  await expect(page.locator('#fac-contactMobile-error')).toHaveText(L('手机号码格式错误', 'The mobile number format is wrong'));
  await expect(page.locator('#fac-materials-error')).toBeVisible();
  await page.locator('input[name="contactMobile"]').fill('13911112222');
  await page.getByText(L('碳钢', 'Carbon steel'), { exact: true }).click();
  await page.getByText(L('数控加工', 'CNC machining'), { exact: true }).click();
  const camera = page.locator('input[type="file"][name="photo"]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'IMG_3001.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.h5-fac-photo--done')).toHaveCount(1);
  await page.screenshot({ path: `.tmp/shots/factory-complete-${tag}.png`, fullPage: true });
  await page.getByRole('button', { name: L('保存并去推送', 'Save and push') }).click();

  // Push it for approval.
  await expect(page).toHaveURL(new RegExp(`/mobile/factorySubmit\\?facSn=${facSn}$`));
  await expect(page.getByText('13911112222')).toBeVisible();
  await page.locator('textarea[name="remark"]').fill(L('现场核查完毕', 'Checked on site'));
  await page.screenshot({ path: `.tmp/shots/factory-submit-${tag}.png`, fullPage: true });
  await page.getByRole('button', { name: L('提交审批推送', 'Submit the push') }).click();
  await expect(page).toHaveURL(/\/mobile\/certification\/tab\?tab=statusList$/);
  const pending = page.locator('.h5-fac-card').filter({ hasText: name });
  await expect(pending.getByText(L('审批中', 'Under review'))).toBeVisible();

  // The operator approves it in the console's factory push queue.
  const captcha = await api(request, 'webMember/getImage', {});
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(captcha.captchaId as string)}`)).json()) as { list: { kind: string; code: string }[] };
  const captchaCode = outbox.list.find((i) => i.kind === 'captcha')!.code;
  const op = await api(request, 'operator/login', { account: 'operator', password: 'Operator@1234', captchaId: captcha.captchaId, captchaCode });
  const queue = (await api(request, 'operator/queue', { queue: 'factoryPush', status: 'pending', keyword: facSn }, op.token as string, { page: 1, rows: 10 })) as {
    list: { id: number }[];
  };
  expect(queue.list).toHaveLength(1);
  await api(request, 'operator/approve', { queue: 'factoryPush', id: queue.list[0].id }, op.token as string);

  // Back on the phone: the push shows approved, with the platform's decision in its records.
  await page.getByRole('tab', { name: L('已通过', 'Approved') }).click();
  const approved = page.locator('.h5-fac-card').filter({ hasText: name });
  await expect(approved.getByText(L('已通过', 'Approved'))).toBeVisible();
  await approved.getByRole('button').click();
  await expect(page.getByText(L('平台审批通过', 'Approved by the platform'))).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/factory-approved-${tag}.png`, fullPage: true });
  await page.getByRole('button', { name: L('关闭', 'Close') }).click();

  // The factory itself is approved: it left the unapproved list.
  await page.goto(`/mobile/tabFactoryStatusList`);
  await expect(page.locator('.h5-fac-card').first()).toBeVisible();
  await expect(page.locator(`.h5-fac-card[data-facsn="${facSn}"]`)).toHaveCount(0);
});

test('/h5/permissions lists the company members and roles with a passed token; a bad token says so', async ({ page, request, baseURL }, testInfo) => {
  const en = testInfo.project.name === 'wechat';
  const L = (zh: string, english: string) => (en ? english : zh);
  await useLanguage(page, en, baseURL!);
  const login = await api(request, 'webMember/companyLogin', { mobile: '13800000001', password: 'Demo@1234', companyCode: 'C10000001' });

  await page.goto(`/h5/permissions?token=${encodeURIComponent(login.token as string)}`);
  await expect(page.getByRole('heading', { name: L('成员与权限', 'Members and roles') })).toBeVisible();
  const me = page.locator('.h5-perm-member').filter({ hasText: '张伟' });
  await expect(me.getByText(L('企业管理员', 'Company admin'))).toBeVisible();
  await expect(me.getByText('138****0001')).toBeVisible();
  await page.screenshot({ path: `.tmp/shots/permissions-${en ? 'en' : 'zh'}.png`, fullPage: true });

  await page.goto('/h5/permissions?token=not-a-token');
  await expect(page.getByRole('heading', { name: L('访问凭证无效或已过期', 'The access token is invalid or has expired') })).toBeVisible();
  await expect(page).toHaveURL(/\/h5\/permissions\?token=not-a-token$/);
  await page.screenshot({ path: `.tmp/shots/permissions-bad-${en ? 'en' : 'zh'}.png`, fullPage: true });
});
