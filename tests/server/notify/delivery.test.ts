import { beforeAll, describe, expect, it } from 'vitest';
import * as accountCmds from '#shared/contract/account';
import * as notify from '#shared/contract/notify';
import { useTestServer } from '../../helpers/server';
import { PASSWORD, registerPersonal, mobiles } from '../account/_flow';
import { newCompany, ok } from '../centre/_centre';
import { advanceToBeijingHour, bindWechat, deliveriesOf, openid, outbox, runJobs } from './_notify';

const s = useTestServer();

const validInfo = {
  name: '通知测试机械有限公司',
  introduction: '专注精密零部件加工二十年。',
  establishmentTime: '2006-05-18',
  nature: 'private',
  industry: 'machinery',
  size: '100to499',
  contacts: '周明',
  mobile: '13912345678',
  telphone: '0512-66881234-801',
  email: 'info@sz-jinggong.cn',
  provinceCode: '320000',
  cityCode: '320500',
  areaCode: '320505',
  address: '高新区珠江路88号',
};
/** A new token for the company's admin (the clock moved past the old one's life). */
const signIn = (a: { mobile: string; companyCode: string }) => s.createSession('member', a.mobile, { companyCode: a.companyCode });
const next = mobiles('137');

beforeAll(() => advanceToBeijingHour(s, 10));

/** An enterprise-info review decided by the operator: the company's members hear of it. */
async function enterpriseReview(token: string, companyCode: string, decision: 'approve' | 'reject') {
  const name = `通知测试${companyCode}有限公司`;
  await ok(s, 'facInfo/submitEnterpriseInfo', { ...validInfo, name }, { token });
  const op = await s.createSession('operator', 'operator');
  const q = await ok(s, 'operator/queue', { queue: 'enterpriseInfo', status: 'underReview', keyword: name }, { token: op });
  const item = q.list.find((i: { companyCode: string }) => i.companyCode === companyCode);
  await ok(s, `operator/${decision}`, { queue: 'enterpriseInfo', id: item.id, ...(decision === 'reject' ? { reason: '地址不一致' } : {}) }, { token: op });
}

describe('a notice reaches the member on each chosen channel, once', () => {
  it('a password change (security): in-site, SMS and WeChat template, each once, in the member language', async () => {
    const mobile = next();
    await registerPersonal(s, mobile);
    const token = await s.createSession('member', mobile, { companyCode: null });
    const [{ memberId }] = (await s.database.raw<{ memberId: number }>('q', 'select id as "memberId" from members where mobile = $1', [mobile])).map((r) => ({ memberId: Number(r.memberId) }));
    const oid = openid();
    await bindWechat(s, memberId, oid);
    // The member reads the preferences in English once: outside messages follow that language.
    await s.run(notify.preferences, {}, { token, lang: 'en' });

    expect((await s.call(accountCmds.modiPassword, { oldPassword: PASSWORD, newPassword: 'Newpass99' }, { token })).response).toEqual({ changed: true });
    const ran = await runJobs(s);
    expect(ran['notify.deliver']).toBeGreaterThanOrEqual(2);
    await runJobs(s);

    const messages = (await ok(s, 'message/myMessage', {}, { token, lang: 'en' })).list.filter((x: { title: string }) => x.title === 'Your login password was changed');
    expect(messages).toHaveLength(1);
    const sms = await outbox(s, mobile, 'smsNotice');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ purpose: 'notify:member.message.passwordChanged', lang: 'en' });
    expect(String(sms[0].text)).toContain('Your login password was changed');
    const wx = await outbox(s, oid, 'wechatTemplate');
    expect(wx).toHaveLength(1);
    expect(wx[0]).toMatchObject({ templateId: 'TPL_member_message_passwordChanged', link: `${s.config.notify.linkBase}/auth/wx/start?redirect=%2Fmobile%2Fdevices` });
    expect((wx[0].fields as Record<string, { value: string }>).title.value).toBe('Your login password was changed');
    expect((await deliveriesOf(s, memberId)).map((d) => [d.channel, d.status, d.attempts]).sort()).toEqual([
      ['sms', 'done', 1],
      ['wechat', 'done', 1],
    ]);
  });

  it('a review decided by an operator reaches every member of the company on the channels each chose', async () => {
    const a = await newCompany(s, next(), '通知测试一厂');
    const oid = openid();
    await bindWechat(s, a.memberId, oid);
    // Reviews go in-site and by WeChat by default; this member also wants them by SMS.
    const matrix = await s.run(notify.preferences, {}, { token: a.token });
    const row = matrix.events.find((e) => e.event === 'centre.enterpriseInfo.rejected')!;
    expect(row).toEqual({ event: 'centre.enterpriseInfo.rejected', inSite: true, sms: false, wechat: true, mandatory: false });
    const saved = await s.run(notify.savePreferences, { events: matrix.events.map((e) => (e.event === row.event ? { ...e, sms: true } : e)), quietHours: matrix.quietHours }, { token: a.token });
    expect(saved.events.find((e) => e.event === row.event)).toMatchObject({ sms: true, wechat: true });

    await enterpriseReview(a.token, a.companyCode, 'reject');
    await runJobs(s);
    await runJobs(s);
    // The submission itself is in-site only by default; the rejection goes everywhere.
    expect((await outbox(s, a.mobile, 'smsNotice')).map((x) => x.purpose)).toEqual(['notify:centre.enterpriseInfo.rejected']);
    const wx = await outbox(s, oid, 'wechatTemplate');
    expect(wx.map((x) => x.templateId)).toEqual(['TPL_centre_enterpriseInfo_rejected']);
    expect((wx[0].fields as Record<string, { value: string }>).reason.value).toBe('地址不一致');
    const titles = (await ok(s, 'message/myMessage', {}, { token: a.token })).list.map((x: { title: string }) => x.title);
    expect(titles.filter((t: string) => t === '企业信息审核未通过')).toHaveLength(1);
  });

  it('a channel turned off stays silent; a mandatory event cannot be turned off', async () => {
    const a = await newCompany(s, next(), '通知测试二厂');
    const oid = openid();
    await bindWechat(s, a.memberId, oid);
    const matrix = await s.run(notify.preferences, {}, { token: a.token });
    const off = matrix.events.map((e) => (e.event === 'centre.enterpriseInfo.approved' ? { ...e, wechat: false, inSite: false } : e));
    await s.run(notify.savePreferences, { events: off }, { token: a.token });
    const security = matrix.events.map((e) => (e.event === 'member.message.newDevice' ? { ...e, sms: false } : e));
    expect((await s.call(notify.savePreferences, { events: security }, { token: a.token })).error).toMatchObject({ errorCode: 1006, field: 'events' });
    expect((await s.call(notify.savePreferences, { events: [{ event: 'no.such.event', inSite: true, sms: true, wechat: true }] }, { token: a.token })).error?.errorCode).toBe(1002);

    await enterpriseReview(a.token, a.companyCode, 'approve');
    await runJobs(s);
    expect(await outbox(s, oid, 'wechatTemplate')).toEqual([]);
    expect(await outbox(s, a.mobile, 'smsNotice')).toEqual([]);
    const titles = (await ok(s, 'message/myMessage', {}, { token: a.token })).list.map((x: { title: string }) => x.title);
    expect(titles).not.toContain('企业信息审核通过');
    expect(titles).toContain('企业信息已提交审核');
    expect((await s.run(notify.preferences, {}, { token: a.token })).events.find((e) => e.event === 'member.message.newDevice')).toMatchObject({ sms: true, mandatory: true });
  });

  it('an unfollowed member (43004) gets the SMS instead when SMS is on for the event, and nothing twice', async () => {
    const a = await newCompany(s, next(), '通知测试三厂');
    const oid = openid('_unfollowed');
    await bindWechat(s, a.memberId, oid);
    const matrix = await s.run(notify.preferences, {}, { token: a.token });
    await s.run(notify.savePreferences, { events: matrix.events.map((e) => (e.event === 'centre.enterpriseInfo.rejected' ? { ...e, sms: true } : e)) }, { token: a.token });
    await enterpriseReview(a.token, a.companyCode, 'reject');
    await runJobs(s);
    await runJobs(s);
    expect(await outbox(s, oid, 'wechatTemplate')).toEqual([]);
    expect((await outbox(s, a.mobile, 'smsNotice')).map((x) => x.purpose)).toEqual(['notify:centre.enterpriseInfo.rejected']);
    const wechat = (await deliveriesOf(s, a.memberId)).find((d) => d.channel === 'wechat' && d.event === 'centre.enterpriseInfo.rejected');
    expect(wechat).toMatchObject({ status: 'done', note: 'wechat:43004' });
  });

  it('without a binding, WeChat falls back to SMS only where the member has SMS on', async () => {
    const a = await newCompany(s, next(), '通知测试四厂');
    await enterpriseReview(a.token, a.companyCode, 'approve');
    await runJobs(s);
    expect(await outbox(s, a.mobile, 'smsNotice')).toEqual([]);
    expect((await deliveriesOf(s, a.memberId)).filter((d) => d.channel === 'wechat').map((d) => [d.status, d.note])).toEqual([['done', 'noBinding']]);
  });
});

describe('quiet hours', () => {
  it('hold SMS and WeChat from 22:00 to 08:00 Beijing (security events excepted) and deliver at 08:00', async () => {
    const a = await newCompany(s, next(), '通知测试五厂');
    const oid = openid();
    await bindWechat(s, a.memberId, oid);
    advanceToBeijingHour(s, 23);
    const token = await signIn(a);
    await enterpriseReview(token, a.companyCode, 'approve');
    expect((await s.call(accountCmds.modiPassword, { oldPassword: PASSWORD, newPassword: 'Newpass99' }, { token })).error).toBeUndefined();
    await runJobs(s);
    // The security event went at once; the review waits for the morning.
    expect((await outbox(s, oid, 'wechatTemplate')).map((x) => x.templateId)).toEqual(['TPL_member_message_passwordChanged']);
    const waiting = (await deliveriesOf(s, a.memberId)).filter((d) => d.status === 'pending');
    expect(waiting.map((d) => d.event)).toEqual(['centre.enterpriseInfo.approved']);
    expect(new Date(waiting[0].dueAt.getTime() + 8 * 3_600_000).getUTCHours()).toBe(8);

    advanceToBeijingHour(s, 8);
    await runJobs(s);
    expect((await outbox(s, oid, 'wechatTemplate')).map((x) => x.templateId)).toEqual(['TPL_centre_enterpriseInfo_approved', 'TPL_member_message_passwordChanged']);
    advanceToBeijingHour(s, 10);
  });

  it('a member who turns quiet hours off is told at any hour', async () => {
    const a = await newCompany(s, next(), '通知测试六厂');
    const oid = openid();
    await bindWechat(s, a.memberId, oid);
    await s.run(notify.savePreferences, { events: [], quietHours: { enabled: false } }, { token: a.token });
    expect((await s.run(notify.preferences, {}, { token: a.token })).quietHours).toEqual({ enabled: false, start: '22:00', end: '08:00' });
    advanceToBeijingHour(s, 23);
    await enterpriseReview(await signIn(a), a.companyCode, 'approve');
    await runJobs(s);
    expect((await outbox(s, oid, 'wechatTemplate')).map((x) => x.templateId)).toEqual(['TPL_centre_enterpriseInfo_approved']);
    advanceToBeijingHour(s, 10);
  });
});
