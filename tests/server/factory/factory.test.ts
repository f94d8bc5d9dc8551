import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { PHOTO, uploadAs } from '../centre/_files';
import { ErrorCode } from '#shared/contract/errors';
import * as messageCmds from '#shared/contract/message';
import * as operatorCmds from '#shared/contract/operator';
import * as factoryCmds from '#shared/contract/factory';

/** Factory approval on the gateway: access, facSn rules, info completion, the push state machine, the operator queue. */

const s = useTestServer();
let admin: string;
let other: string;
let op: string;
beforeAll(async () => {
  // A second field admin: 13800000002 (personal member) gets the flag for these tests.
  await s.database.db.update(members).set({ isFieldAdmin: true }).where(eq(members.mobile, '13800000002'));
  admin = await s.createSession('member', '13800000008');
  other = await s.createSession('member', '13800000002');
  op = await s.createSession('operator', 'operator');
});

const info = (facSn: string, photos: string[], extra: Record<string, unknown> = {}) => ({
  facSn,
  name: '苏州恒通钣金厂',
  address: '江苏省苏州市相城区黄埭镇春兴路 9 号',
  contactName: '周明',
  contactMobile: '13911112222',
  deviceCount: 18,
  area: 2400,
  materials: ['carbonSteel', 'stainlessSteel'],
  productFields: ['sheetMetal'],
  photos,
  ...extra,
});

describe('access', () => {
  it('answers 14 without a token, 1003 to members who are not field admins, to operators and salesmen', async () => {
    expect((await s.call(factoryCmds.findFacInfoList, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    const member = await s.createSession('member', '13800000001');
    const refused = await s.call(factoryCmds.findFacInfoList, {}, { token: member });
    expect(refused.error).toMatchObject({ errorCode: ErrorCode.forbidden, errorInfo: '仅平台现场管理员可使用工厂审批功能' });
    expect((await s.call(factoryCmds.getApplyInfo, { facSn: 'FAC00000101' }, { token: member, lang: 'en' })).error?.errorInfo).toBe('Only platform field admins can use the factory approval area');
    expect((await s.call(factoryCmds.getProductFieldList, {}, { token: op })).error?.errorCode).toBe(ErrorCode.forbidden);
    // The salesman demo is flagged too here: a salesman session is still not a member session.
    await s.database.db.update(members).set({ isFieldAdmin: true }).where(eq(members.mobile, '13800000009'));
    const salesman = await s.createSession('salesman', '13800000009');
    expect((await s.call(factoryCmds.getUnapprovedFacList, {}, { token: salesman })).error?.errorCode).toBe(ErrorCode.forbidden);
    // Operators have their own queue commands; field admins cannot use them.
    expect((await s.call(operatorCmds.operatorQueue, { queue: 'factoryPush' }, { token: admin })).error?.errorCode).toBe(ErrorCode.forbidden);
  });

  it('lets the field admin in', async () => {
    const r = await s.call(factoryCmds.findFacInfoList, {}, { token: admin });
    expect(r.response.total).toBeGreaterThanOrEqual(8);
  });
});

describe('facSn and lists', () => {
  it('validates facSn (FAC + 8 digits, any case) and answers 1005 for an unknown one', async () => {
    for (const facSn of ['FAC123', '', 'XYZ00000101', 'FAC000001010', 42]) {
      const r = await s.call(factoryCmds.getCompleteInfoByFacSn, { facSn }, { token: admin });
      expect(r.error, String(facSn)).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'facSn' });
    }
    expect((await s.call(factoryCmds.getCompleteInfoByFacSn, { facSn: 'FAC1' }, { token: admin, lang: 'en' })).error?.errorInfo).toBe('A factory number is FAC followed by 8 digits, e.g. FAC00000101');
    const lower = await s.call(factoryCmds.getCompleteInfoByFacSn, { facSn: ' fac00000105 ' }, { token: admin });
    expect(lower.response).toMatchObject({ facSn: 'FAC00000105', status: 'unapproved', editable: true });
    expect(lower.response.missing).toEqual(['contactName', 'contactMobile', 'deviceCount', 'materials', 'productFields', 'photos']);
    expect((await s.call(factoryCmds.getCompleteInfoByFacSn, { facSn: 'FAC99999999' }, { token: admin })).error).toMatchObject({
      errorCode: ErrorCode.notFound,
      errorInfo: '未找到该编号的工厂',
    });
  });

  it('finds factories by keyword and status; the unapproved list leaves approved ones out', async () => {
    const byName = await s.call(factoryCmds.findFacInfoList, { keyword: '钣金' }, { token: admin });
    expect(byName.response.list.map((f: { facSn: string }) => f.facSn)).toEqual(['FAC00000105']);
    const approved = await s.call(factoryCmds.findFacInfoList, { status: 'approved' }, { token: admin });
    expect(approved.response.list.map((f: { facSn: string }) => f.facSn).sort()).toEqual(['FAC00000101', 'FAC00000102']);
    expect((await s.call(factoryCmds.findFacInfoList, { keyword: '%' }, { token: admin })).response.total).toBe(0);
    const unapproved = await s.call(factoryCmds.getUnapprovedFacList, {}, { token: admin });
    const sns = unapproved.response.map((f: { facSn: string }) => f.facSn);
    expect(sns).toContain('FAC00000103');
    expect(sns).not.toContain('FAC00000101');
    const incomplete = await s.call(factoryCmds.getUnapprovedFacList, { incompleteOnly: true }, { token: admin });
    expect(incomplete.response.every((f: { missing: string[] }) => f.missing.length > 0)).toBe(true);
  });

  it('labels the option lists in the request language and shows a supplier with its members masked', async () => {
    const zh = await s.call(factoryCmds.getComponentMaterialList, {}, { token: admin });
    expect(zh.response[0]).toEqual({ value: 'carbonSteel', label: '碳钢' });
    const en = await s.call(factoryCmds.getProductFieldList, {}, { token: admin, lang: 'en' });
    expect(en.response.map((o: { label: string }) => o.label)).toContain('Sheet metal');
    const d = await s.call(factoryCmds.supplierFacDetail, { facSn: 'FAC00000101' }, { token: admin, lang: 'en' });
    expect(d.response).toMatchObject({ status: 'approved', gold: true, materialLabels: ['Carbon steel', 'Aluminium alloy'] });
    const m = await s.call(factoryCmds.getSupplierMemberInfo, { facSn: 'FAC00000101' }, { token: admin, page: 1, rows: 50 });
    expect(m.response.list[0]).toMatchObject({ memberCode: 'M10000001', mobile: '138****0001', isAdmin: true });
    const none = await s.call(factoryCmds.getSupplierMemberInfo, { facSn: 'FAC00000104' }, { token: admin, page: 1, rows: 50 });
    expect(none.response).toEqual({ list: [], total: 0 });
  });
});

describe('completing info and pushing', () => {
  it('checks the info on the server: mobile, counts, options, own photos', async () => {
    const photo = await uploadAs(s, admin, { name: 'IMG_2001.jpg', data: PHOTO }, 'sitePhoto');
    const bad: [Record<string, unknown>, string][] = [
      [{ contactMobile: '1234' }, 'contactMobile'],
      [{ deviceCount: 0 }, 'deviceCount'],
      [{ deviceCount: 1.5 }, 'deviceCount'],
      [{ materials: [] }, 'materials'],
      [{ materials: ['gold'] }, 'materials.0'],
      [{ productFields: [] }, 'productFields'],
      [{ photos: [] }, 'photos'],
      [{ address: ' ' }, 'address'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [extra, field] of bad) {
      const r = await s.call(factoryCmds.saveCompleteInfoByFacSn, info('FAC00000105', [photo.fileId], extra), { token: admin });
      expect(r.error, field).toMatchObject({ errorCode: ErrorCode.invalidParams, field });
    }
    // Someone else's upload is not a photo of this visit.
    const foreign = await uploadAs(s, other, { name: 'x.jpg', data: PHOTO }, 'sitePhoto');
    expect((await s.call(factoryCmds.saveCompleteInfoByFacSn, info('FAC00000105', [foreign.fileId]), { token: admin })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'photos',
    });
    // Approved factories change through a change push, not here.
    expect((await s.call(factoryCmds.saveCompleteInfoByFacSn, info('FAC00000101', [photo.fileId]), { token: admin })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      errorInfo: '工厂已审批通过，请申请信息变更',
    });
  });

  it('refuses to push incomplete info, then completes, pushes once, locks the info, and the operator approves', async () => {
    expect((await s.call(factoryCmds.addApprovePushInfo, { facSn: 'FAC00000105' }, { token: admin })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      errorInfo: '请先完善工厂信息再推送审批',
    });
    const photo = await uploadAs(s, admin, { name: 'IMG_2002.jpg', data: PHOTO }, 'sitePhoto');
    const saved = await s.call(factoryCmds.saveCompleteInfoByFacSn, info('FAC00000105', [photo.fileId]), { token: admin });
    expect(saved.response).toMatchObject({ facSn: 'FAC00000105', missing: [], deviceCount: 18, editable: true });
    expect(saved.response.photos[0]).toMatchObject({ fileId: photo.fileId, name: 'IMG_2002.jpg' });

    const pushed = await s.call(factoryCmds.addApprovePushInfo, { facSn: 'FAC00000105', remark: '现场核查完毕' }, { token: admin });
    const pushId = pushed.response.pushId as number;
    expect(pushId).toBeGreaterThan(0);
    expect((await s.call(factoryCmds.addApprovePushInfo, { facSn: 'FAC00000105' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(factoryCmds.saveCompleteInfoByFacSn, info('FAC00000105', [photo.fileId]), { token: admin })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      errorInfo: '工厂正在审批中，暂不能修改信息',
    });
    const pending = await s.call(factoryCmds.getApprovePushListByUserCode, { status: 'pending' }, { token: admin });
    expect(pending.response.map((p: { id: number }) => p.id)).toContain(pushId);

    // The console's queue holds it; the operator approves.
    const queue = await s.call(operatorCmds.operatorQueue, { queue: 'factoryPush', status: 'pending', keyword: 'FAC00000105' }, { token: op, page: 1, rows: 10 });
    expect(queue.response.list).toEqual([expect.objectContaining({ id: pushId, companyCode: 'FAC00000105', title: '苏州恒通钣金厂', status: 'pending' })]);
    const detail = await s.call(operatorCmds.operatorDetail, { queue: 'factoryPush', id: pushId }, { token: op, lang: 'en' });
    expect(detail.response.fields).toContainEqual({ key: 'materials', value: 'Carbon steel, Stainless steel' });
    expect(detail.response.files).toHaveLength(1);
    expect(detail.response.canDecide).toBe(true);
    expect((await s.call(operatorCmds.operatorApprove, { queue: 'factoryPush', id: pushId }, { token: op })).response).toEqual({ decided: true });
    expect((await s.call(operatorCmds.operatorApprove, { queue: 'factoryPush', id: pushId }, { token: op })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(operatorCmds.operatorReject, { queue: 'factoryPush', id: pushId, reason: 'late' }, { token: op })).error).toMatchObject({ errorCode: ErrorCode.refused });

    const after = await s.call(factoryCmds.getApprovePushInfo, { pushId }, { token: admin });
    expect(after.response).toMatchObject({ status: 'approved', factory: { status: 'approved', editable: false }, canResubmit: false });
    expect(after.response.records.map((r: { action: string }) => r.action)).toEqual(['submitted', 'approved']);
    const approved = await s.call(factoryCmds.getMyApprovedList, {}, { token: admin, page: 1, rows: 100 });
    expect(approved.response.list[0]).toMatchObject({ id: pushId, status: 'approved' });
    // The submitter is told in an in-site message.
    const msgs = await s.call(messageCmds.myMessage, {}, { token: admin, page: 1, rows: 10 });
    expect(JSON.stringify(msgs.response)).toContain('苏州恒通钣金厂');
    // Gold supplier once, only when approved.
    expect((await s.call(factoryCmds.affirmGlod, { facSn: 'FAC00000105' }, { token: admin })).response).toEqual({ gold: true });
    expect((await s.call(factoryCmds.affirmGlod, { facSn: 'FAC00000105' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
    expect((await s.call(factoryCmds.affirmGlod, { facSn: 'FAC00000106' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });
  });

  it('rejects with a reason, lets only the submitter resubmit, and keeps pushes private to their submitter', async () => {
    const facSn = (await s.call(factoryCmds.initFacInfo, { name: '测试新厂', companyName: '测试新厂有限公司' }, { token: admin })).response.facSn as string;
    expect(facSn).toMatch(/^FAC\d{8}$/);
    const photo = await uploadAs(s, admin, { name: 'IMG_3001.jpg', data: PHOTO }, 'sitePhoto');
    await s.call(factoryCmds.saveCompleteInfoByFacSn, info(facSn, [photo.fileId], { name: '测试新厂' }), { token: admin });
    const pushId = (await s.call(factoryCmds.addApprovePushInfo, { facSn }, { token: admin })).response.pushId as number;

    // Notes while pending: add, edit own; others cannot see or edit.
    const note = await s.call(factoryCmds.addPushCheckRecord, { pushId, note: '补充：设备 18 台已核对' }, { token: admin });
    expect(note.response).toMatchObject({ action: 'note', editable: true });
    const edited = await s.call(factoryCmds.updatePushCheckRecord, { recordId: note.response.id, note: '设备 18 台已逐台核对' }, { token: admin });
    expect(edited.response).toMatchObject({ note: '设备 18 台已逐台核对' });
    expect(edited.response.updatedAt).not.toBeNull();
    expect((await s.call(factoryCmds.updatePushCheckRecord, { recordId: note.response.id, note: 'x' }, { token: other })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(factoryCmds.getApprovePushInfo, { pushId }, { token: other })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(factoryCmds.getPushCheckRecord, { pushId }, { token: other })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(factoryCmds.getApprovePushListByUserCode, { userCode: 'M10000008' }, { token: other })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(factoryCmds.getApprovePushListByUserCode, { userCode: 'M10000002' }, { token: other })).response).toEqual([]);
    expect((await s.call(factoryCmds.startApproveApply, { pushId }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.refused });

    expect((await s.call(operatorCmds.operatorReject, { queue: 'factoryPush', id: pushId, reason: ' ' }, { token: op })).error?.errorCode).toBe(ErrorCode.invalidParams);
    await s.call(operatorCmds.operatorReject, { queue: 'factoryPush', id: pushId, reason: '照片不清晰' }, { token: op });
    const rejected = await s.call(factoryCmds.getApplyInfo, { facSn }, { token: admin });
    expect(rejected.response.factory.status).toBe('unapproved');
    expect(rejected.response.history[0]).toMatchObject({ status: 'rejected', rejectReason: '照片不清晰' });
    expect(rejected.response.can.push).toBe(true);
    expect((await s.call(factoryCmds.addPushCheckRecord, { pushId, note: 'x' }, { token: admin })).error?.errorCode).toBe(ErrorCode.refused);

    expect((await s.call(factoryCmds.startApproveApply, { pushId }, { token: other })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(factoryCmds.startApproveApply, { pushId, remark: '已补拍照片' }, { token: admin })).response).toEqual({ pushId });
    const again = await s.call(factoryCmds.getApprovePushInfo, { pushId }, { token: admin });
    expect(again.response).toMatchObject({ status: 'pending', rejectReason: null, remark: '已补拍照片', factory: { status: 'pending' } });
    expect(again.response.records.map((r: { action: string }) => r.action)).toEqual(['submitted', 'note', 'rejected', 'resubmitted']);
  });

  it('changes of an approved factory go through a push and apply when approved', async () => {
    expect((await s.call(factoryCmds.applyBaseChange, { facSn: 'FAC00000102', reason: '扩建' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams });
    expect((await s.call(factoryCmds.applyBaseChange, { facSn: 'FAC00000106', deviceCount: 5, reason: '扩建' }, { token: admin })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      errorInfo: '只有审批通过的工厂可以申请变更',
    });
    const base = await s.call(factoryCmds.applyBaseChange, { facSn: 'FAC00000102', deviceCount: 60, reason: '新增一条产线' }, { token: admin });
    expect((await s.call(factoryCmds.applyAccountChange, { facSn: 'FAC00000102', contactName: '李雷', contactMobile: '13811112222', reason: '换人' }, { token: admin })).error).toMatchObject({
      errorCode: ErrorCode.refused,
      errorInfo: '该工厂已有待审批的推送',
    });
    await s.call(operatorCmds.operatorApprove, { queue: 'factoryPush', id: base.response.pushId }, { token: op });
    const f = await s.call(factoryCmds.getCompleteInfoByFacSn, { facSn: 'FAC00000102' }, { token: admin });
    expect(f.response).toMatchObject({ deviceCount: 60, status: 'approved' });
    const acc = await s.call(factoryCmds.applyAccountChange, { facSn: 'FAC00000102', contactName: '李雷', contactMobile: '13811112222', reason: '换人' }, { token: admin });
    expect(acc.response.pushId).toBeGreaterThan(0);
  });

  it('a change request must change something: same values are refused, only the differing ones are kept', async () => {
    // FAC00000101 is approved: its contact is 张伟 / 13800000001, its devices 86.
    const same = await s.call(factoryCmds.applyAccountChange, { facSn: 'FAC00000101', contactName: '张伟', contactMobile: '13800000001', reason: '核对' }, { token: admin });
    expect(same.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: '申请内容与当前信息相同，请至少修改一项' });
    const sameBase = await s.call(factoryCmds.applyBaseChange, { facSn: 'FAC00000101', deviceCount: 86, reason: '核对' }, { token: admin, lang: 'en' });
    expect(sameBase.error).toMatchObject({ errorCode: ErrorCode.refused, errorInfo: 'The request is the same as the current info; change at least one item' });
    const partly = await s.call(factoryCmds.applyBaseChange, { facSn: 'FAC00000101', deviceCount: 86, area: 13000, reason: '扩建' }, { token: admin });
    const detail = await s.call(factoryCmds.getApprovePushInfo, { pushId: partly.response.pushId }, { token: admin });
    expect(detail.response).toMatchObject({ kind: 'baseChange', status: 'pending', changes: { area: 13000 } });
    expect(detail.response.changes).not.toHaveProperty('deviceCount');
    await s.call(operatorCmds.operatorReject, { queue: 'factoryPush', id: partly.response.pushId, reason: '请附上扩建证明' }, { token: op });
  });

  it('opens one push when two arrive at once', async () => {
    const facSn = (await s.call(factoryCmds.initFacInfo, { name: '并发厂', companyName: '并发厂有限公司', address: '上海市' }, { token: admin })).response.facSn as string;
    const photo = await uploadAs(s, admin, { name: 'IMG_4001.jpg', data: PHOTO }, 'sitePhoto');
    await s.call(factoryCmds.saveCompleteInfoByFacSn, info(facSn, [photo.fileId]), { token: admin });
    const results = await Promise.all([1, 2, 3].map(() => s.call(factoryCmds.addApprovePushInfo, { facSn }, { token: admin })));
    expect(results.filter((r) => r.response).length).toBe(1);
    expect(results.filter((r) => r.error?.errorCode === ErrorCode.refused).length).toBe(2);
  });
});
