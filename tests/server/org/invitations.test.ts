import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, members, orgInvitations, orgMemberRoles } from '#server/db/schema';
import { startTestServer, type GatewayBody, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as messageCmds from '#shared/contract/message';
import * as invitationCmds from '#shared/contract/invitation';
import * as accountCmds from '#shared/contract/account';
import * as orgCmds from '#shared/contract/org';

/**
 * Invitations instead of silent enrollment (decision record 0005): facInfo/addFacMember invites;
 * nobody joins a company until they accept; the company sees a masked mobile only until then.
 * Races run on PostgreSQL too when TEST_DATABASE_URL is set.
 */
let s: TestServer;
let admin: string;
const PERSONAL = '13800000002'; // 李娜, a personal member with no company
const COMPANY = 'C10000001';

const ok = (r: GatewayBody) => {
  if (r.error) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  return r.response;
};
const invite = (mobile: string, roleIds: number[] = [], token = admin) => s.call(invitationCmds.addFacMember, { mobile, roleIds }, { token, lang: 'en' });
const sessionOf = (mobile: string) => s.createSession('member', mobile, { companyCode: null });
const memberId = async (mobile: string) => (await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, mobile)))[0]?.id;
const companyId = async (code: string) => (await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, code)))[0].id;
const isMember = async (mobile: string, code = COMPANY) => {
  const id = await memberId(mobile);
  if (!id) return false;
  const rows = await s.database.db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.memberId, id), eq(companyMembers.companyId, await companyId(code))));
  return rows.length > 0;
};
const unread = async (token: string) => ok(await s.call(messageCmds.myMessage, { status: 'unread' }, { token, lang: 'en' })).list as { title: string; content: string }[];
const newRole = async (name: string) => ok(await s.call(orgCmds.saveRoleConfiguration, { name, buttonIds: ['device.view'] }, { token: admin })).roleId as number;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: COMPANY });
});
afterAll(async () => {
  await s?.close();
});

describe('inviting a registered mobile', () => {
  it('creates a pending invitation, not a membership; the company sees only the masked mobile, never the name', async () => {
    const roleId = await newRole('质检');
    const before = ok(await s.call(orgCmds.queryMemberPage, {}, { token: admin })).total;
    const sent = ok(await invite(PERSONAL, [roleId]));
    expect(sent).toMatchObject({ maskedMobile: '138****0002', status: 'pending', roles: [{ roleId, name: '质检' }], invitedBy: '张伟' });
    expect(JSON.stringify(sent)).not.toMatch(/13800000002|李娜|M10000002/);
    expect(sent).not.toHaveProperty('memberCode');
    expect(Date.parse(sent.expiresAt) - Date.parse(sent.invitedAt)).toBe(7 * 86_400_000);

    // not a member: not in the list, not offered at login, no company session
    expect(await isMember(PERSONAL)).toBe(false);
    expect(ok(await s.call(orgCmds.queryMemberPage, {}, { token: admin })).total).toBe(before);
    expect(ok(await s.call(accountCmds.getCompanySelect, { mobile: PERSONAL }))).toEqual([]);
    const login = await s.call(accountCmds.companyLogin, { mobile: PERSONAL, password: 'Demo@1234', companyCode: COMPANY });
    expect(login.error).toBeTruthy();

    const page = ok(await s.call(invitationCmds.queryInvitationPage, { status: 'pending' }, { token: admin }));
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ invitationId: sent.invitationId, maskedMobile: '138****0002', status: 'pending' });
    expect(JSON.stringify(page)).not.toMatch(/13800000002|李娜/);

    // a second pending invitation to the same mobile is refused
    expect((await invite(PERSONAL)).error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'An invitation to this mobile number is already waiting for an answer' });

    // the invitee got an in-site message and sees the invitation
    const invitee = await sessionOf(PERSONAL);
    const messages = await unread(invitee);
    expect(messages[0]).toMatchObject({ title: 'Invitation to join 演示精密机械有限公司' });
    const mine = ok(await s.call(invitationCmds.myInvitations, {}, { token: invitee }));
    expect(mine).toEqual([{ invitationId: sent.invitationId, companyName: '演示精密机械有限公司', roles: ['质检'], invitedAt: sent.invitedAt, expiresAt: sent.expiresAt }]);

    // accepting joins with the chosen roles; the name shows from now on
    expect(ok(await s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId }, { token: invitee }))).toEqual({ companyCode: COMPANY, companyName: '演示精密机械有限公司' });
    expect(await isMember(PERSONAL)).toBe(true);
    const list = ok(await s.call(orgCmds.queryMemberPage, { keyword: '李娜' }, { token: admin }));
    expect(list.list[0]).toMatchObject({ memberCode: 'M10000002', mobile: PERSONAL, roles: [{ roleId, name: '质检' }] });
    expect(ok(await s.call(accountCmds.getCompanySelect, { mobile: PERSONAL })).map((c: { companyCode: string }) => c.companyCode)).toEqual([COMPANY]);
    expect((await unread(admin)).map((m) => m.content)).toContain('138****0002 accepted your invitation and is now a member of your enterprise.');
    expect(ok(await s.call(invitationCmds.queryInvitationPage, {}, { token: admin })).list[0]).toMatchObject({ invitationId: sent.invitationId, status: 'accepted' });

    // answered once: accepting or declining again is refused; nothing is listed any more
    expect((await s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId }, { token: invitee, lang: 'en' })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      errorInfo: 'This invitation has already been answered or withdrawn',
    });
    expect((await s.call(invitationCmds.declineInvitation, { invitationId: sent.invitationId }, { token: invitee })).error?.errorCode).toBe(ErrorCode.refused);
    expect(ok(await s.call(invitationCmds.myInvitations, {}, { token: invitee }))).toEqual([]);
    // a member of the company cannot be invited again
    expect((await invite(PERSONAL)).error).toMatchObject({ errorCode: ErrorCode.refused });
    ok(await s.call(orgCmds.deleteMember, { memberCode: 'M10000002' }, { token: admin }));
  });

  it('someone else cannot see, accept or decline the invitation; another company cannot revoke it', async () => {
    const sent = ok(await invite(PERSONAL));
    const other = await sessionOf('13800000003');
    expect(ok(await s.call(invitationCmds.myInvitations, {}, { token: other }))).toEqual([]);
    for (const cmd of ['memberInvitation/accept', 'memberInvitation/decline']) {
      expect((await s.call(cmd, { invitationId: sent.invitationId }, { token: other })).error, cmd).toMatchObject({ errorCode: ErrorCode.notFound });
    }
    expect((await s.call(invitationCmds.acceptInvitation, { invitationId: 999999 }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.notFound });
    expect(await isMember('13800000003')).toBe(false);
    const otherAdmin = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
    expect((await s.call(invitationCmds.revokeInvitation, { invitationId: sent.invitationId }, { token: otherAdmin })).error).toMatchObject({ errorCode: ErrorCode.notFound });
    expect(ok(await s.call(invitationCmds.queryInvitationPage, {}, { token: otherAdmin })).list).toEqual([]);
    // without a token, or with bad parameters
    expect((await s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(invitationCmds.acceptInvitation, { invitationId: '1' }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'invitationId' });

    // declining closes it and tells the company
    const invitee = await sessionOf(PERSONAL);
    expect(ok(await s.call(invitationCmds.declineInvitation, { invitationId: sent.invitationId }, { token: invitee }))).toEqual({ status: 'declined' });
    expect(await isMember(PERSONAL)).toBe(false);
    expect((await unread(admin)).map((m) => m.content)).toContain('138****0002 declined your invitation.');
    expect((await s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId }, { token: invitee })).error?.errorCode).toBe(ErrorCode.refused);
  });

  it('the admin revokes a pending invitation; the invitee can no longer accept it', async () => {
    const sent = ok(await invite(PERSONAL));
    expect(ok(await s.call(invitationCmds.revokeInvitation, { invitationId: sent.invitationId }, { token: admin }))).toEqual({ status: 'revoked' });
    expect((await s.call(invitationCmds.revokeInvitation, { invitationId: sent.invitationId }, { token: admin })).error?.errorCode).toBe(ErrorCode.refused);
    const invitee = await sessionOf(PERSONAL);
    expect(ok(await s.call(invitationCmds.myInvitations, {}, { token: invitee }))).toEqual([]);
    expect((await s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId }, { token: invitee })).error?.errorCode).toBe(ErrorCode.refused);
    expect(await isMember(PERSONAL)).toBe(false);
    // revoked frees the mobile for a new invitation
    const again = ok(await invite(PERSONAL));
    ok(await s.call(invitationCmds.revokeInvitation, { invitationId: again.invitationId }, { token: admin }));
  });

  it('the company side needs the admin or the member.add button', async () => {
    const sent = ok(await invite('13911110077'));
    const staff = await s.createSession('member', '13800000012', { companyCode: COMPANY });
    for (const [cmd, params] of [
      ['facInfo/addFacMember', { mobile: '13911110078' }],
      ['facInvitation/queryPage', {}],
      ['facInvitation/revoke', { invitationId: sent.invitationId }],
    ] as const) {
      expect((await s.call(cmd, params, { token: staff })).error, cmd).toMatchObject({ errorCode: ErrorCode.forbidden });
    }
    const roleId = ok(await s.call(orgCmds.saveRoleConfiguration, { name: '招聘', buttonIds: ['member.add'] }, { token: admin })).roleId;
    ok(await s.call(orgCmds.addMemberRole, { memberCode: 'M10000012', roleId }, { token: admin }));
    expect(ok(await s.call(invitationCmds.revokeInvitation, { invitationId: sent.invitationId }, { token: staff }))).toEqual({ status: 'revoked' });
    // a personal session has no company to invite into
    expect((await s.call(invitationCmds.addFacMember, { mobile: '13911110079' }, { token: await sessionOf(PERSONAL) })).error?.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('inviting a mobile without an account', () => {
  it('makes no account and answers exactly as for a registered mobile; the person sees it after registering', async () => {
    const fresh = '13911110001';
    const countMembers = async () => (await s.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(members))[0].n;
    const n = await countMembers();
    const sent = ok(await invite(fresh));
    expect(await countMembers()).toBe(n);
    expect(Object.keys(sent).sort()).toEqual(['decidedAt', 'expiresAt', 'invitationId', 'invitedAt', 'invitedBy', 'maskedMobile', 'roles', 'status']);
    expect(sent).toMatchObject({ maskedMobile: '139****0001', status: 'pending' });
    // registration (by any path) makes the account; the invitation is then theirs to answer
    await s.database.db.insert(members).values({ code: 'M90000001', mobile: fresh, name: '新员工' });
    const token = await sessionOf(fresh);
    const mine = ok(await s.call(invitationCmds.myInvitations, {}, { token }));
    expect(mine.map((x: { invitationId: number }) => x.invitationId)).toEqual([sent.invitationId]);
    ok(await s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId }, { token }));
    expect(await isMember(fresh)).toBe(true);
  });

  it('an invitation sent to an account stays with that account when the mobile changes hands', async () => {
    const mobile = '13911110002';
    await s.database.db.insert(members).values({ code: 'M90000002', mobile, name: '旧号主' });
    const sent = ok(await invite(mobile));
    // the account moves to another number and someone else registers the old one
    await s.database.db.update(members).set({ mobile: '13911110003' }).where(eq(members.code, 'M90000002'));
    await s.database.db.insert(members).values({ code: 'M90000003', mobile, name: '新号主' });
    const stranger = await sessionOf(mobile);
    expect(ok(await s.call(invitationCmds.myInvitations, {}, { token: stranger }))).toEqual([]);
    expect((await s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId }, { token: stranger })).error?.errorCode).toBe(ErrorCode.notFound);
    const owner = await sessionOf('13911110003');
    expect(ok(await s.call(invitationCmds.myInvitations, {}, { token: owner })).length).toBe(1);
  });
});

describe('expiry', () => {
  it('after 7 days an invitation can no longer be accepted, shows as expired and frees the mobile', async () => {
    const mobile = '13911110004';
    await s.database.db.insert(members).values({ code: 'M90000004', mobile, name: '迟到' });
    const sent = ok(await invite(mobile));
    s.app.deps.clock.advance(7 * 86_400_000 + 1000);
    admin = await s.createSession('member', '13800000001', { companyCode: COMPANY }); // sessions expire with the moved clock
    const token = await sessionOf(mobile);
    expect(ok(await s.call(invitationCmds.myInvitations, {}, { token }))).toEqual([]);
    expect(ok(await s.call(invitationCmds.queryInvitationPage, { status: 'expired' }, { token: admin })).list.map((x: { invitationId: number }) => x.invitationId)).toContain(sent.invitationId);
    const late = await s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId }, { token, lang: 'en' });
    expect(late.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'This invitation has expired; please ask the enterprise to invite you again' });
    expect(await isMember(mobile)).toBe(false);
    const [row] = await s.database.db.select({ status: orgInvitations.status }).from(orgInvitations).where(eq(orgInvitations.id, sent.invitationId));
    expect(row.status).toBe('expired');
    // the daily job closes the rest
    const expiring = ok(await invite('13911110005'));
    s.app.deps.clock.advance(8 * 86_400_000);
    const jobs = await s.app.inject({ method: 'POST', url: '/api/dev/run-jobs', payload: {} });
    admin = await s.createSession('member', '13800000001', { companyCode: COMPANY });
    expect(jobs.json().response.ran['org.invitationExpiry']).toBeGreaterThanOrEqual(1);
    const [closed] = await s.database.db.select({ status: orgInvitations.status }).from(orgInvitations).where(eq(orgInvitations.id, expiring.invitationId));
    expect(closed.status).toBe('expired');
    ok(await invite(mobile));
  });
});

describe('races (PGlite serializes; PostgreSQL via TEST_DATABASE_URL runs them truly in parallel)', () => {
  it('parallel adds of one mobile make exactly one pending invitation', async () => {
    const mobile = '13911110010';
    const results = await Promise.all(Array.from({ length: 8 }, () => invite(mobile)));
    expect(results.filter((r) => r.response).length).toBe(1);
    expect(results.filter((r) => r.error?.errorCode === ErrorCode.refused).length).toBe(7);
    const rows = await s.database.db
      .select()
      .from(orgInvitations)
      .where(and(eq(orgInvitations.mobile, mobile), eq(orgInvitations.status, 'pending')));
    expect(rows).toHaveLength(1);
  });

  it('parallel accepts (and a decline) of one invitation: one wins, one membership, roles once', async () => {
    const mobile = '13911110011';
    await s.database.db.insert(members).values({ code: 'M90000011', mobile, name: '并发' });
    const roleId = await newRole('并发角色');
    const sent = ok(await invite(mobile, [roleId]));
    const tokens = await Promise.all(Array.from({ length: 6 }, () => sessionOf(mobile)));
    const results = await Promise.all([
      ...tokens.map((token) => s.call(invitationCmds.acceptInvitation, { invitationId: sent.invitationId }, { token })),
      s.call(invitationCmds.declineInvitation, { invitationId: sent.invitationId }, { token: tokens[0] }),
    ]);
    expect(results.filter((r) => r.response).length).toBe(1);
    expect(results.filter((r) => r.error?.errorCode === ErrorCode.refused).length).toBe(6);
    const id = await memberId(mobile);
    const roles = await s.database.db.select().from(orgMemberRoles).where(eq(orgMemberRoles.memberId, id));
    const accepted = results.slice(0, 6).some((r) => r.response);
    expect(await isMember(mobile)).toBe(accepted);
    expect(roles).toHaveLength(accepted ? 1 : 0);
  });

  it('at most 100 invitations a day per company, also when sent in parallel', async () => {
    const since = Date.now();
    const [{ n: sentToday }] = await s.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orgInvitations)
      .where(sql`${orgInvitations.companyId} = ${await companyId(COMPANY)} and ${orgInvitations.createdAt} > ${new Date(s.app.deps.clock.now().getTime() - 86_400_000)}`);
    const room = 100 - sentToday;
    const results = await Promise.all(Array.from({ length: room + 5 }, (_, k) => invite(`1370000${String(k).padStart(4, '0')}`)));
    expect(results.filter((r) => r.response).length).toBe(room);
    const refused = results.filter((r) => r.error);
    expect(refused).toHaveLength(5);
    expect(refused[0].error).toMatchObject({ errorCode: ErrorCode.tooMany, errorInfo: 'Your enterprise has sent 100 invitations in the last 24 hours; please try again later' });
    expect(Date.now() - since).toBeLessThan(60_000);
  });
});
