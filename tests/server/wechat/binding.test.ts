import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, members } from '#server/db/schema';
import { issueTicket } from '#server/domains/wechat/ticket';
import { signer } from '#server/domains/wechat/signing';
import { startTestServer, type TestServer } from '../../helpers/server';
import { smsCode } from '../account/_flow';
import { signInWeChat } from './_wx';
import { ErrorCode } from '#shared/contract/errors';
import * as wechatCmds from '#shared/contract/wechat';

/**
 * WeChat binding rules through the gateway: one WeChat per member, one member per WeChat
 * per company (personal bindings count as their own company), sign-in by the WeChat
 * ticket (the wx_ticket cookie), unbinding by WeChat and by mobile with an SMS code.
 */

let s: TestServer;
const SECRET = 'binding-test-secret';
beforeAll(async () => {
  s = await startTestServer({ WX_APP_SECRET: SECRET });
});
afterAll(() => s?.close());

let n = 0;
/**
 * A WeChat ticket as the OAuth callback would issue it (the browser keeps it in the wx_ticket
 * cookie): of a new WeChat user, or of the same one as `of` (authorised again).
 */
const tickets = new Map<string, number>();
const wechat = async (of?: string) => {
  const id = of === undefined ? ++n : tickets.get(of)!;
  const ticket = await issueTicket(s.database.db, s.app.deps.clock.now(), { openid: `o-test-${id}`, unionid: `u-test-${id}` });
  tickets.set(ticket, id);
  return ticket;
};

/** A second member of company C10000001 (the demo company), for the per-company rule. */
async function colleague(mobile: string) {
  const db = s.database.db;
  const [m] = await db
    .insert(members)
    .values({ code: `M9${mobile.slice(-7)}`, mobile, name: '同事' })
    .returning();
  const [c] = await db.select().from(companies).where(eq(companies.code, 'C10000001'));
  await db.insert(companyMembers).values({ companyId: c.id, memberId: m.id });
  return m;
}

/** A command as the browser holding `ticket` (cookie) sends it, with a member session when `token` is given. */
const call = (cmd: string, params: unknown, ticket?: string, token?: string) => s.call(cmd, params, { ...(ticket ? { cookie: `wx_ticket=${ticket}` } : {}), ...(token ? { token } : {}) });

describe('getMemberInfobyUnionid and bindUnionid', () => {
  it('an unbound WeChat (authorised through the stand-in) is told so, with its nickname when known', async () => {
    const cookies = await signInWeChat(s, 'liming');
    const r = await call('activity/getMemberInfobyUnionid', {}, cookies.wx_ticket);
    expect(r.response).toEqual({ bound: false, wechat: { nickname: null, avatarUrl: null } });
  });

  it('binds for the session company; the WeChat then signs in at once as that member and company', async () => {
    const w = await wechat();
    const token = await s.createSession('member', '13800000001');
    expect((await call('memberWechat/bindUnionid', {}, w, token)).response).toMatchObject({ bound: true });
    // Binding again is a no-op.
    expect((await call('memberWechat/bindUnionid', {}, w, token)).response).toMatchObject({ bound: true });

    const r = await call('activity/getMemberInfobyUnionid', {}, w);
    expect(r.response.bound).toBe(true);
    expect(r.response.login).toMatchObject({ memberCode: 'M10000001', companyCode: 'C10000001', memberType: 'enterprise', certified: true });
    const info = await call('webMember/getMemberInfo', {}, undefined, r.response.login.token);
    expect(info.response).toMatchObject({ name: '张伟', companyName: '演示精密机械有限公司' });
    expect((await call('memberWechat/removeBindByUnionid', {}, w)).response).toEqual({ removed: 1 });
  });

  it('one WeChat per member: a member bound to one WeChat cannot bind another', async () => {
    const first = await wechat();
    const token = await s.createSession('member', '13800000003');
    await call('memberWechat/bindUnionid', {}, first, token);
    const r = await call('memberWechat/bindUnionid', {}, await wechat(), token);
    expect(r.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '该账号已绑定其他微信，请先解除绑定' });
    await call('memberWechat/removeBindByUnionid', {}, first);
  });

  it('one member per WeChat per company; the same WeChat may be bound in another company and personally', async () => {
    const w = await wechat();
    const db = s.database.db;
    const boss = await s.createSession('member', '13800000001');
    expect((await call('memberWechat/getBindList', {}, w)).response.bindings).toEqual([]);

    expect((await call('memberWechat/bindUnionid', {}, w, boss)).response).toMatchObject({ bound: true });
    await colleague('13912340001');
    const other = await s.createSession('member', '13912340001');
    const refused = await call('memberWechat/bindUnionid', {}, w, other);
    expect(refused.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '该微信已绑定本企业的其他账号' });
    expect((await s.call(wechatCmds.bindUnionid, {}, { cookie: `wx_ticket=${w}`, token: other, lang: 'en' })).error?.errorInfo).toBe('This WeChat is already bound to another account of this company');

    // Another company's member and a personal member may bind the same WeChat.
    const elsewhere = await s.createSession('member', '13800000003');
    expect((await call('memberWechat/bindUnionid', {}, w, elsewhere)).response).toMatchObject({ bound: true });
    const personal = await s.createSession('member', '13800000002');
    expect((await call('memberWechat/bindUnionid', {}, w, personal)).response).toMatchObject({ bound: true });
    // Only one personal binding per WeChat.
    const [m1p] = await db.select().from(members).where(eq(members.mobile, '13912340001'));
    const personalColleague = await s.createSession('member', m1p.mobile, { companyCode: null });
    expect((await call('memberWechat/bindUnionid', {}, w, personalColleague)).error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '该微信已绑定其他个人账号' });

    // Three bindings: the WeChat user chooses, then signs in as the chosen one.
    const choice = await call('activity/getMemberInfobyUnionid', {}, w);
    expect(choice.response.login).toBeUndefined();
    expect(choice.response.choices.map((c: { memberCode: string; mobile: string }) => [c.memberCode, c.mobile])).toEqual([
      ['M10000001', '138****0001'],
      ['M10000003', '138****0003'],
      ['M10000002', '138****0002'],
    ]);
    const picked = await call('activity/getMemberInfobyUnionid', { memberCode: 'M10000002' }, w);
    expect(picked.response.login).toMatchObject({ memberCode: 'M10000002', memberType: 'personal', companyCode: null });
    expect((await call('activity/getMemberInfobyUnionid', { memberCode: 'M99999999' }, w)).error?.errorCode).toBe(ErrorCode.notFound);

    // A member who left the company no longer signs in through that binding.
    const [c3] = await db.select().from(companies).where(eq(companies.code, 'C10000003'));
    const [m3] = await db.select().from(members).where(eq(members.mobile, '13800000003'));
    await db.delete(companyMembers).where(and(eq(companyMembers.companyId, c3.id), eq(companyMembers.memberId, m3.id)));
    const after = await call('memberWechat/getBindList', {}, w);
    expect(after.response.bindings.map((b: { memberCode: string }) => b.memberCode)).toEqual(['M10000001', 'M10000002']);
    await db.insert(companyMembers).values({ companyId: c3.id, memberId: m3.id, isAdmin: true });

    // Unbinding by WeChat removes every binding of it, and revokes its ticket: authorised again, it is unbound.
    expect((await call('memberWechat/removeBindByUnionid', {}, w)).response).toEqual({ removed: 3 });
    expect((await call('activity/getMemberInfobyUnionid', {}, w)).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'wxTicket' });
    const again = await wechat(w);
    expect((await call('activity/getMemberInfobyUnionid', {}, again)).response.bound).toBe(false);
    expect((await call('memberWechat/removeBindByUnionid', {}, again)).error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '当前微信未绑定任何账号' });
  });

  it('binding needs a signed-in member (14) and a genuine, current ticket (1006)', async () => {
    expect((await call('memberWechat/bindUnionid', {}, await wechat())).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const token = await s.createSession('member', '13800000002');
    // A ticket of the old signed format (even correctly signed) and a random value of the right shape.
    const body = Buffer.from(JSON.stringify({ o: 'o-x', u: 'u-x', e: 4102444800 })).toString('base64url');
    const forged = `v1.${body}.${signer(SECRET).b64(`ticket.${body}`)}`;
    expect((await call('activity/getMemberInfobyUnionid', {}, 'x'.repeat(43))).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'wxTicket' });
    expect((await call('memberWechat/bindUnionid', {}, forged, token)).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'wxTicket' });
    expect((await call('activity/getMemberInfobyUnionid', {}, forged)).error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '微信授权已失效，请重新授权' });
    const old = await wechat();
    s.app.deps.clock.advance(8 * 86400_000);
    try {
      expect((await call('activity/getMemberInfobyUnionid', {}, old)).error?.errorCode).toBe(ErrorCode.refused);
    } finally {
      s.app.deps.clock.advance(-8 * 86400_000);
    }
    expect((await call('activity/getMemberInfobyUnionid', {}, 'short')).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'wxTicket' });
    expect((await call('activity/getMemberInfobyUnionid', { extra: 1 }, await wechat())).error?.errorCode).toBe(ErrorCode.invalidParams);
  });
});

describe('removeBindByMobile', () => {
  it('needs the SMS code of that mobile; then removes its binding', async () => {
    const w = await wechat();
    const token = await s.createSession('member', '13800000002');
    await call('memberWechat/bindUnionid', {}, w, token);

    const wrong = await call('memberWechat/removeBindByMobile', { mobile: '13800000002', smsCode: '000000' });
    expect(wrong.error).toMatchObject({ errorCode: ErrorCode.refused, field: 'smsCode' });
    expect((await call('activity/getMemberInfobyUnionid', {}, w)).response.bound).toBe(true);

    const code = await smsCode(s, '13800000002', 'login');
    expect((await call('memberWechat/removeBindByMobile', { mobile: '13800000002', smsCode: code })).response).toEqual({ removed: 1 });
    // The member's tickets were revoked; the WeChat authorised again is unbound.
    expect((await call('activity/getMemberInfobyUnionid', {}, w)).error).toMatchObject({ errorCode: ErrorCode.refused, field: 'wxTicket' });
    expect((await call('activity/getMemberInfobyUnionid', {}, await wechat(w))).response.bound).toBe(false);
    // The code is spent; a new one finds nothing left to remove.
    expect((await call('memberWechat/removeBindByMobile', { mobile: '13800000002', smsCode: code })).error?.errorCode).toBe(ErrorCode.refused);
    const again = await smsCode(s, '13800000002', 'login');
    expect((await call('memberWechat/removeBindByMobile', { mobile: '13800000002', smsCode: again })).error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '该手机号未绑定微信' });
  });
});
