import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auditCmds from '#shared/contract/audit';
import * as accountCmds from '#shared/contract/account';
import * as orgCmds from '#shared/contract/org';
import * as fundCmds from '#shared/contract/fund';
import { allCommands } from '#shared/contract/index';
import { ErrorCode } from '#shared/contract/errors';
import { auditEntries, auditHeads, companies, members, orgRoles } from '#server/db/schema';
import { AUDITED, NOT_AUDITED } from '#server/audit/classes';
import { runInScope, type AuditScope } from '#server/audit/scope';
import { startTestServer, type TestServer } from '../../helpers/server';
import { addWithdrawAccount, openAccount, setPayKey } from '../fund/_fund';

/**
 * The audit trail (decision 0053): every state-changing command leaves an entry with its actor,
 * in the transaction of its change; the company reads its log, filtered and paged; the chain finds
 * an edited, deleted or swapped row.
 */
let s: TestServer;
let admin: string;
let staff: string;
let operator: string;
let companyId: number;
let adminId: number;

const entriesOf = (cmd: string) => s.database.db.select().from(auditEntries).where(eq(auditEntries.cmd, cmd)).orderBy(asc(auditEntries.id));

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  staff = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
  operator = await s.createSession('operator', 'operator');
  [{ id: companyId }] = await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000001'));
  [{ id: adminId }] = await s.database.db.select({ id: members.id }).from(members).where(eq(members.mobile, '13800000001'));
});
afterAll(async () => {
  await s?.close();
});

describe('classification', () => {
  it('names every command of the contract once: audited with a kind, or a read', () => {
    const unclassified = allCommands.filter((c) => c.cmd in AUDITED === NOT_AUDITED.has(c.cmd)).map((c) => c.cmd);
    expect(unclassified).toEqual([]);
    const names = new Set(allCommands.map((c) => c.cmd));
    expect([...Object.keys(AUDITED), ...NOT_AUDITED].filter((n) => !names.has(n))).toEqual([]);
  });

  it('records every audited command, refused or done, with its actor', async () => {
    const tokens: Record<string, string | undefined> = {
      member: await s.createSession('member', '13800000003'),
      enterprise: await s.createSession('member', '13800000003'),
      certified: await s.createSession('member', '13800000005'),
      operator: await s.createSession('operator', 'operator'),
      admin: await s.createSession('member', '13800000008'),
      salesman: await s.createSession('salesman', '13800000009'),
      public: undefined,
    };
    const audited = allCommands.filter((c) => c.cmd in AUDITED);
    for (const c of audited) {
      // Parameters no schema accepts: each command is refused (1002) or refused earlier by authority (1003).
      await s.call(c.cmd, { __probe: 1 }, { token: tokens[c.access] });
    }
    const rows = await s.database.db.select({ cmd: auditEntries.cmd, actorKind: auditEntries.actorKind, actorId: auditEntries.actorId, result: auditEntries.result }).from(auditEntries);
    const seen = new Map(rows.map((r) => [r.cmd, r]));
    expect(audited.filter((c) => !seen.has(c.cmd)).map((c) => c.cmd)).toEqual([]);
    for (const c of audited.filter((c) => c.access !== 'public')) {
      const r = rows.find((x) => x.cmd === c.cmd && x.actorId !== null);
      expect(r, c.cmd).toBeDefined();
    }
  });
});

describe('entries with the change', () => {
  it('writes a done entry with who, where and what, inside the change', async () => {
    const role = await s.run(orgCmds.saveRoleConfiguration, { name: '审计员', buttonIds: ['audit.view'] }, { token: admin, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0' });
    const [e] = (await entriesOf('webMember/saveRoleConfiguration')).filter((r) => r.result === 'done');
    expect(e).toMatchObject({ companyId, actorKind: 'member', actorId: adminId, kind: 'role', result: 'done', errorCode: null });
    expect(e.chain).toBe(`c:${companyId}`);
    expect(e.userAgent).toContain('Chrome/131');
    expect(e.process).toMatch(/:\d+$/);
    expect((e.detail as { params: { name: string } }).params.name).toBe('审计员');
    const [roleRow] = await s.database.db.select().from(orgRoles).where(eq(orgRoles.id, role.roleId));
    expect(roleRow).toBeDefined();
  });

  it('rolls back with its change, and commits with it', async () => {
    const db = s.database.db;
    const scope = (cmd: string): AuditScope => ({
      cmd,
      kind: 'settings',
      companyId,
      memberId: adminId,
      actorKind: 'member',
      actorId: adminId,
      actorName: null,
      ip: '127.0.0.1',
      userAgent: null,
      params: {},
      targets: {},
      target: null,
      changes: [],
      now: () => new Date(),
      written: false,
      closed: false,
    });
    await expect(
      runInScope(scope('test/rolledBack'), () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          throw new Error('the change failed');
        }),
      ),
    ).rejects.toThrow('the change failed');
    expect(await entriesOf('test/rolledBack')).toHaveLength(0);
    await runInScope(scope('test/committed'), () => db.transaction((tx) => tx.execute(sql`select 1`)));
    expect(await entriesOf('test/committed')).toHaveLength(1);
  });

  it('masks secrets and card numbers', async () => {
    await s.call('capitalAccount/setPayKey', { payKey: '87654321', confirmPayKey: '87654321', smsCode: '123456', idempotencyKey: 'k-1234567890abcdef' }, { token: admin });
    const [e] = await entriesOf('capitalAccount/setPayKey');
    const text = JSON.stringify(e.detail);
    expect(text).not.toContain('87654321');
    expect(text).not.toContain('123456');
  });

  it('records sign-ins and failed sign-ins in the member activity', async () => {
    const bad = await s.call(accountCmds.personLogin, { nationCode: '86', mobile: '13800000002', password: 'Wrong@1234' });
    expect(bad.error).toBeDefined();
    const answer = await s.run(accountCmds.personLogin, { nationCode: '86', mobile: '13800000002', password: 'Demo@1234' });
    if (!('token' in answer)) throw new Error('this member has no second factor');
    const good = answer;
    const mine = await s.run(auditCmds.myActivity, {}, { token: good.token });
    const results = mine.list.map((e) => `${e.cmd}:${e.result}`);
    expect(results).toContain('webMember/personLogin:done');
    expect(results).toContain('webMember/personLogin:refused');
    const signIns = await s.run(auditCmds.myActivity, { kind: 'signIn' }, { token: good.token });
    expect(signIns.list.every((e) => e.kind === 'signIn')).toBe(true);
  });
});

describe('reading the log', () => {
  it('refuses a member without audit.view, and lets the admin filter and page', async () => {
    const refused = await s.call(auditCmds.queryPage, {}, { token: staff });
    expect(refused.error?.errorCode).toBe(ErrorCode.forbidden);
    const refusal = (await entriesOf('audit/queryPage')).length;
    expect(refusal).toBe(0);
    for (let i = 0; i < 5; i += 1) await s.call(orgCmds.saveRoleConfiguration, { name: `角色${i}`, buttonIds: ['record.view'] }, { token: admin });
    const page1 = await s.run(auditCmds.queryPage, { kind: 'role' }, { token: admin, rows: 3 });
    expect(page1.list).toHaveLength(3);
    expect(page1.list.every((e) => e.kind === 'role')).toBe(true);
    expect(page1.total).toBeGreaterThanOrEqual(6);
    expect(page1.next).toBeDefined();
    const page2 = await s.run(auditCmds.queryPage, { kind: 'role', after: page1.next }, { token: admin, rows: 3 });
    expect(page2.list[0].id).toBeLessThan(page1.list[2].id);
    const byMember = await s.run(auditCmds.queryPage, { memberId: adminId }, { token: admin });
    expect(byMember.list.every((e) => e.actorId === adminId)).toBe(true);
    const refusedOnly = await s.run(auditCmds.queryPage, { result: 'refused' }, { token: admin });
    expect(refusedOnly.list.every((e) => e.result === 'refused')).toBe(true);
    const future = await s.run(auditCmds.queryPage, { from: '2099-01-01' }, { token: admin });
    expect(future.list).toHaveLength(0);
    const bad = await s.call(auditCmds.queryPage, { from: '2026/01/01' }, { token: admin });
    expect(bad.error?.field).toBe('from');
  });

  it('lets a member granted audit.view read it', async () => {
    const role = await s.run(orgCmds.saveRoleConfiguration, { name: '审计查看', buttonIds: ['audit.view'] }, { token: admin });
    await s.run(orgCmds.addMemberRole, { memberCode: 'M10000012', roleId: role.roleId }, { token: admin });
    const page = await s.run(auditCmds.queryPage, {}, { token: staff });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((e) => e.kind !== undefined)).toBe(true);
  });

  it('exports the filtered range as a workbook through a signed link', async () => {
    const link = await s.run(auditCmds.exportLink, { kind: 'role' }, { token: admin });
    const res = await s.app.inject({ method: 'GET', url: link.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const forged = await s.app.inject({ method: 'GET', url: link.url.replace(/sig=.{4}/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(403);
  });
});

describe("the log's member filter", () => {
  it('searches the company members by name or the last digits of the mobile, masked, for audit.view holders only', async () => {
    const all = await s.run(auditCmds.actors, {}, { token: admin });
    expect(all.map((a) => a.mobile)).toEqual(expect.arrayContaining(['138****0001', '138****0011', '138****0012']));
    expect(all.every((a) => /^\d{3}\*{4}\d{4}$/.test(a.mobile))).toBe(true);
    expect(await s.run(auditCmds.actors, { keyword: '周' }, { token: admin })).toEqual([{ memberId: expect.any(Number), name: '周杰', mobile: '138****0012' }]);
    expect((await s.run(auditCmds.actors, { keyword: '0011' }, { token: admin })).map((a) => a.name)).toEqual(['陈静']);
    // More than the shown four digits find nothing: whole numbers cannot be probed.
    expect(await s.run(auditCmds.actors, { keyword: '13800000011' }, { token: admin })).toEqual([]);
    expect(await s.run(auditCmds.actors, { keyword: '%' }, { token: admin })).toEqual([]);
    const plain = await s.createSession('member', '13800000011', { companyCode: 'C10000001' });
    expect((await s.call(auditCmds.actors, {}, { token: plain })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(auditCmds.actors, { keyword: 'x'.repeat(41) }, { token: admin })).error?.errorCode).toBe(ErrorCode.invalidParams);
    expect((await s.run(auditCmds.operatorActors, { companyCode: 'C10000001', keyword: '陈' }, { token: operator })).map((a) => a.name)).toEqual(['陈静']);
    expect((await s.call(auditCmds.operatorActors, { companyCode: 'NOPE' }, { token: operator })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(auditCmds.operatorActors, { companyCode: 'C10000001' }, { token: admin })).error?.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('the chain', () => {
  const verify = () => s.run(auditCmds.verify, { companyCode: 'C10000001' }, { token: operator });
  const chainRows = () =>
    s.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.chain, `c:${companyId}`))
      .orderBy(asc(auditEntries.seq));

  it('holds, and finds an edited, a deleted and a swapped row', async () => {
    const db = s.database.db;
    const ok = await verify();
    expect(ok).toMatchObject({ ok: true, broken: null });
    expect(ok.checked).toBeGreaterThan(5);
    const rows = await chainRows();
    const victim = rows[3];

    await db.execute(sql`update audit_entries set detail = jsonb_set(detail, '{params}', '{"name":"edited"}') where id = ${victim.id}`);
    expect((await verify()).broken).toMatchObject({ seq: victim.seq, reason: 'hash' });
    await db.update(auditEntries).set({ detail: victim.detail }).where(eq(auditEntries.id, victim.id));
    expect((await verify()).ok).toBe(true);

    await db.delete(auditEntries).where(eq(auditEntries.id, victim.id));
    expect((await verify()).broken).toMatchObject({ seq: victim.seq, reason: 'gap' });
    await db.insert(auditEntries).values(victim);
    expect((await verify()).ok).toBe(true);

    const [a, b] = [rows[1], rows[2]];
    await db.execute(sql`update audit_entries set seq = -1 where id = ${a.id}`);
    await db.execute(sql`update audit_entries set seq = ${a.seq} where id = ${b.id}`);
    await db.execute(sql`update audit_entries set seq = ${b.seq} where id = ${a.id}`);
    const swapped = await verify();
    expect(swapped.ok).toBe(false);
    expect(swapped.broken?.seq).toBe(a.seq);

    // The break is an operator-console item, listed with the day's heads.
    const heads = await s.run(auditCmds.heads, {}, { token: operator });
    expect(heads.breaks.some((x) => x.companyCode === 'C10000001')).toBe(true);

    // Deleting the newest rows leaves a head that no entry reaches.
    await db.execute(sql`update audit_entries set seq = -1 where id = ${a.id}`);
    await db.execute(sql`update audit_entries set seq = ${b.seq} where id = ${b.id}`);
    await db.execute(sql`update audit_entries set seq = ${a.seq} where id = ${a.id}`);
    expect((await verify()).ok).toBe(true);
    const [head] = await db
      .select()
      .from(auditHeads)
      .where(eq(auditHeads.chain, `c:${companyId}`));
    await db.delete(auditEntries).where(and(eq(auditEntries.chain, `c:${companyId}`), eq(auditEntries.seq, head.seq)));
    expect((await verify()).broken).toMatchObject({ reason: 'head' });
  });

  it('is for operators only', async () => {
    expect((await s.call(auditCmds.verify, { companyCode: 'C10000001' }, { token: admin })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(auditCmds.verify, { companyCode: 'NOPE' }, { token: operator })).error?.errorCode).toBe(ErrorCode.notFound);
  });
});

describe('jobs', () => {
  it('records the automatic reviews of a fund account opening and of a withdrawal account, with the job as actor', async () => {
    const token = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
    const [{ id: c5 }] = await s.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'C10000005'));
    await openAccount(s, token, '13800000005');
    const [opened] = await entriesOf('fund.openingReview');
    expect(opened).toMatchObject({ companyId: c5, actorKind: 'job', actorName: 'fund.openingReview', kind: 'job', target: expect.stringMatching(/^fundAccount:\d+$/), result: 'done' });
    expect(opened.detail).toMatchObject({ outcome: 'opened' });
    await setPayKey(s, token);
    const cardId = await addWithdrawAccount(s, token, '6217001234567890', '刘洋');
    const [bound] = await entriesOf('fund.cardReview');
    expect(bound).toMatchObject({ companyId: c5, actorKind: 'job', target: `bankCard:${cardId}`, result: 'done' });
    expect(bound.detail).toMatchObject({ outcome: 'bound', tail: '7890' });
  });

  // Last: the job run moves the clock a day, past the sessions above.
  it('records a withdrawal, its settlement and an approval that expired, each by its job, in the company log', async () => {
    await s.run(fundCmds.setThreshold, { amount: '20' }, { token: admin });
    const w = await s.run(fundCmds.sumbitApply, { amount: '12.34', payPassword: '12345678', idempotencyKey: 'audit-withdrawal-0001' }, { token: admin });
    const waiting = await s.run(fundCmds.sumbitApply, { amount: '25.00', payPassword: '12345678', idempotencyKey: 'audit-withdrawal-0002' }, { token: admin });
    expect(waiting.status).toBe('awaitingApproval');
    await s.run(fundCmds.setThreshold, { amount: '0' }, { token: admin });
    const [asked] = (await entriesOf('extract/sumbitApply')).filter((e) => e.result === 'done');
    expect(asked).toMatchObject({ companyId, actorId: adminId, kind: 'money' });
    await s.app.inject({ method: 'POST', url: '/api/dev/run-jobs', payload: { advanceDays: 1 } });
    const [settled] = await entriesOf('bank.payoutAnswer');
    expect(settled).toMatchObject({ companyId, actorKind: 'job', kind: 'job', target: `withdrawal:${w.applyId}`, result: 'done' });
    const [expired] = await entriesOf('fund.approvalExpiry');
    expect(expired).toMatchObject({ companyId, actorKind: 'job', target: `withdrawal:${waiting.applyId}`, result: 'done' });
    expect(expired.detail).toMatchObject({ outcome: 'expired', amount: '25.00' });
  });
});
