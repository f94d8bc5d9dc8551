/** The factory domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (factory). */
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import * as c from '#shared/contract/factory';
import { MATERIALS, PRODUCT_FIELDS } from '#shared/rules/factory';
import type { Lang } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import { companyMembers, factoryPushes, factories, members, pushCheckRecords } from '../../db/schema';
import { forbidden, notFound, refuse } from '../../gateway/app-error';
import { handle } from '../../gateway/handler';
import { initFactory, saveCompleteInfo } from './info';
import { label } from './labels';
import { addPush, affirmGold, resubmit } from './pushes';
import { completeInfoOf, findFactory, findPush, likeOf, pushViewOf, recordsOf, recordViewOf, searchFactories, selectPushes, summaryOf } from './store';

const platform = (lang: Lang) => label(lang, 'platform');
const options = (lang: Lang, group: string, values: readonly string[]): c.Option[] => values.map((value) => ({ value, label: label(lang, `${group}.${value}`) }));

export const factoryHandlers = [
  handle(c.findFacInfoList, async ({ deps, params }) => {
    const { rows, total } = await searchFactories(deps.db, { keyword: params.keyword, statuses: params.status ? [params.status] : undefined }, 100);
    return { list: rows.map(summaryOf), total };
  }),

  handle(c.getUnapprovedFacList, async ({ deps, params }) => {
    const { rows } = await searchFactories(deps.db, { keyword: params.keyword, statuses: ['unapproved', 'pending'] }, 100);
    const list = rows.map(summaryOf);
    return params.incompleteOnly ? list.filter((f) => f.missing.length > 0) : list;
  }),

  handle(c.getCompleteInfoByFacSn, async ({ deps, params }) => completeInfoOf(deps.db, await findFactory(deps.db, params.facSn), deps.clock.now())),

  handle(c.saveCompleteInfoByFacSn, async (ctx) => saveCompleteInfo(ctx.deps, ctx.actor.memberId, ctx.params)),

  handle(c.addApprovePushInfo, async (ctx) => addPush(ctx.deps, ctx.actor.memberId, ctx.params.facSn, 'approval', { remark: ctx.params.remark })),

  handle(c.getApprovePushListByUserCode, async (ctx) => {
    if (ctx.params.userCode && ctx.params.userCode !== ctx.actor.memberCode) throw forbidden();
    const like = likeOf(ctx.params.keyword);
    const rows = await selectPushes(
      ctx.deps.db,
      and(
        eq(factoryPushes.submitterId, ctx.actor.memberId),
        ctx.params.status ? eq(factoryPushes.status, ctx.params.status) : undefined,
        like ? or(ilike(factories.facSn, like), ilike(factories.name, like), ilike(factories.companyName, like)) : undefined,
      ),
    )
      .orderBy(desc(factoryPushes.submittedAt), desc(factoryPushes.id))
      .limit(200);
    return rows.map(pushViewOf);
  }),

  handle(c.getMyApprovedList, async (ctx) => {
    const where = and(eq(factoryPushes.submitterId, ctx.actor.memberId), eq(factoryPushes.status, 'approved'));
    const [rows, [{ n }]] = await Promise.all([
      selectPushes(ctx.deps.db, where)
        .orderBy(desc(factoryPushes.decidedAt), desc(factoryPushes.id))
        .limit(ctx.rows)
        .offset((ctx.page - 1) * ctx.rows),
      ctx.deps.db.select({ n: count() }).from(factoryPushes).where(where),
    ]);
    return { list: rows.map(pushViewOf), total: Number(n) };
  }),

  handle(c.getApprovePushInfo, async (ctx) => {
    const r = await findPush(ctx.deps.db, ctx.params.pushId, ctx.actor.memberId);
    const f = await findFactory(ctx.deps.db, r.facSn);
    return {
      ...pushViewOf(r),
      factory: await completeInfoOf(ctx.deps.db, f, ctx.deps.clock.now()),
      records: await recordsOf(ctx.deps.db, r.p.id, ctx.actor.memberId, platform(ctx.lang)),
      canResubmit: r.p.status === 'rejected',
    };
  }),

  handle(c.getPushCheckRecord, async (ctx) => {
    await findPush(ctx.deps.db, ctx.params.pushId, ctx.actor.memberId);
    return recordsOf(ctx.deps.db, ctx.params.pushId, ctx.actor.memberId, platform(ctx.lang));
  }),

  handle(c.addPushCheckRecord, async (ctx) => {
    const r = await findPush(ctx.deps.db, ctx.params.pushId, ctx.actor.memberId);
    if (r.p.status !== 'pending') throw refuse('factory.record.closed');
    const now = ctx.deps.clock.now();
    const [row] = await ctx.deps.db.insert(pushCheckRecords).values({ pushId: r.p.id, action: 'note', memberId: ctx.actor.memberId, note: ctx.params.note, createdAt: now }).returning();
    return recordViewOf(row, r.submitter, ctx.actor.memberId, 'pending');
  }),

  handle(c.updatePushCheckRecord, async (ctx) => {
    const [rec] = await ctx.deps.db.select().from(pushCheckRecords).where(eq(pushCheckRecords.id, ctx.params.recordId));
    // Only the author's own notes: anything else is "not found" to him.
    if (!rec || rec.memberId !== ctx.actor.memberId || rec.action !== 'note') throw notFound('factory.record.notFound');
    const r = await findPush(ctx.deps.db, rec.pushId, ctx.actor.memberId);
    if (r.p.status !== 'pending') throw refuse('factory.record.closed');
    const [row] = await ctx.deps.db.update(pushCheckRecords).set({ note: ctx.params.note, updatedAt: ctx.deps.clock.now() }).where(eq(pushCheckRecords.id, rec.id)).returning();
    return recordViewOf(row, r.submitter, ctx.actor.memberId, 'pending');
  }),

  handle(c.getApplyInfo, async (ctx) => {
    const f = await findFactory(ctx.deps.db, ctx.params.facSn);
    const history = (await selectPushes(ctx.deps.db, eq(factoryPushes.factoryId, f.id)).orderBy(desc(factoryPushes.submittedAt), desc(factoryPushes.id)).limit(50)).map(pushViewOf);
    const openPush = history.find((p) => p.status === 'pending') ?? null;
    const info = await completeInfoOf(ctx.deps.db, f, ctx.deps.clock.now());
    const approved = f.status === 'approved';
    return {
      factory: info,
      openPush,
      history,
      can: {
        push: f.status === 'unapproved' && info.missing.length === 0,
        changeAccount: approved && !openPush,
        changeBase: approved && !openPush,
        affirmGold: approved && !f.gold,
      },
    };
  }),

  handle(c.initFacInfo, async (ctx) => initFactory(ctx.deps, ctx.actor.memberId, ctx.params)),

  handle(c.startApproveApply, async (ctx) => resubmit(ctx.deps, ctx.actor.memberId, ctx.params.pushId, ctx.params.remark)),

  handle(c.affirmGlod, async ({ deps, params }) => affirmGold(deps, params.facSn)),

  handle(c.applyAccountChange, async (ctx) =>
    addPush(ctx.deps, ctx.actor.memberId, ctx.params.facSn, 'accountChange', { remark: ctx.params.reason, changes: { contactName: ctx.params.contactName, contactMobile: ctx.params.contactMobile } }),
  ),

  handle(c.applyBaseChange, async (ctx) => {
    const { facSn, reason, ...rest } = ctx.params;
    const changes = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
    return addPush(ctx.deps, ctx.actor.memberId, facSn, 'baseChange', { remark: reason, changes });
  }),

  handle(c.supplierFacDetail, async ({ deps, params, lang }) => {
    const f = await findFactory(deps.db, params.facSn);
    return {
      ...(await completeInfoOf(deps.db, f, deps.clock.now())),
      materialLabels: f.materials.map((m) => label(lang, `material.${m}`)),
      productFieldLabels: f.productFields.map((m) => label(lang, `productField.${m}`)),
      approvedAt: f.approvedAt?.toISOString() ?? null,
    };
  }),

  handle(c.getComponentMaterialList, async ({ lang }) => options(lang, 'material', MATERIALS)),

  handle(c.getProductFieldList, async ({ lang }) => options(lang, 'productField', PRODUCT_FIELDS)),

  handle(c.getSupplierMemberInfo, async ({ deps, params, page, rows }) => {
    const f = await findFactory(deps.db, params.facSn);
    if (!f.companyId) return { list: [], total: 0 };
    const where = eq(companyMembers.companyId, f.companyId);
    const [list, [{ n }]] = await Promise.all([
      deps.db
        .select({ code: members.code, name: members.name, mobile: members.mobile, isAdmin: companyMembers.isAdmin })
        .from(companyMembers)
        .innerJoin(members, eq(members.id, companyMembers.memberId))
        .where(where)
        .orderBy(desc(companyMembers.isAdmin), members.id)
        .limit(rows)
        .offset((page - 1) * rows),
      deps.db.select({ n: count() }).from(companyMembers).where(where),
    ]);
    return { list: list.map((m) => ({ memberCode: m.code, name: m.name, mobile: maskPhone(m.mobile), isAdmin: m.isAdmin })), total: Number(n) };
  }),
];
