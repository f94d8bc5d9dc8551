/** The insight domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (insight). */
import * as c from '#shared/contract/insight';
import { handle, type Ctx } from '../../gateway/handler';
import type { Principal } from '../../gateway/session';
import { appsByChannel, boxApps, grantCount, openModels, platformApps, setAppDisplay } from './apps';
import { categories, visualDetail, visuals } from './dashboards';
import { liveBuilder } from '../equipment/live-dashboards';
import { dataScope } from '../org/data-scope';
import { loadCompanyActor } from '../../gateway/company-authority';
import { pendingTasks } from './tasks';
import { checkScope, citySample, countrySample, isAuthorised, provinceSample, region, regions, requireAuthorised, trend } from './work-resumption';

const me = (ctx: Ctx<unknown>) => ctx.principal as Principal;
const now = (ctx: Ctx<unknown>) => ctx.deps.clock.now();

export const insightHandlers = [
  /* ---- work resumption ---- */
  handle(c.validWorkResumptionAuth, async (ctx) => ({ authorised: await isAuthorised(ctx.deps.db, me(ctx)) })),
  handle(c.provinceMenu, async (ctx) => {
    await requireAuthorised(ctx.deps.db, me(ctx));
    return regions(ctx.deps.db, ctx.lang, null);
  }),
  handle(c.getCitiesAtWorkResumption, async (ctx) => {
    await requireAuthorised(ctx.deps.db, me(ctx));
    await region(ctx.deps.db, ctx.lang, ctx.params.provinceCode, 1);
    return regions(ctx.deps.db, ctx.lang, ctx.params.provinceCode);
  }),
  handle(c.deviceOpenTrend, async (ctx) => {
    await requireAuthorised(ctx.deps.db, me(ctx));
    const scope = { provinceCode: ctx.params.provinceCode, cityCode: ctx.params.cityCode };
    await checkScope(ctx.deps.db, ctx.lang, scope);
    return trend(ctx.deps.db, ctx.params.days, scope);
  }),
  handle(c.sampleCountry, async (ctx) => {
    await requireAuthorised(ctx.deps.db, me(ctx));
    return countrySample(ctx.deps.db, ctx.lang, ctx.params.days);
  }),
  handle(c.sampleProvince, async (ctx) => {
    await requireAuthorised(ctx.deps.db, me(ctx));
    return provinceSample(ctx.deps.db, ctx.lang, ctx.params.days, ctx.params.provinceCode);
  }),
  handle(c.sampleCity, async (ctx) => {
    await requireAuthorised(ctx.deps.db, me(ctx));
    return citySample(ctx.deps.db, ctx.lang, ctx.params.days, ctx.params.cityCode);
  }),

  /* ---- my applications ---- */
  handle(c.platformAppList, async (ctx) => platformApps(ctx.deps.db, me(ctx), ctx.lang, now(ctx))),
  handle(c.purchasedBoxAppList, async (ctx) => boxApps(ctx.deps.db, me(ctx), ctx.lang, now(ctx), 'purchased', true)),
  handle(c.purchasedBoxAppListAll, async (ctx) => boxApps(ctx.deps.db, me(ctx), ctx.lang, now(ctx), 'purchased')),
  handle(c.followedBoxAppList, async (ctx) => boxApps(ctx.deps.db, me(ctx), ctx.lang, now(ctx), 'followed')),
  handle(c.getAppListByChannel, async (ctx) => appsByChannel(ctx.deps.db, me(ctx), ctx.lang, now(ctx), ctx.params.channel)),
  handle(c.setDisplay, async (ctx) => setAppDisplay(ctx.deps.db, me(ctx), ctx.lang, now(ctx), ctx.params.appCode, ctx.params.display)),
  handle(c.getGrantCount, async (ctx) => grantCount(ctx.deps.db, me(ctx), ctx.lang, now(ctx), ctx.params.appCode)),
  handle(c.companyOpenModelList, async (ctx) => openModels(ctx.deps.db, me(ctx), ctx.lang, now(ctx))),

  /* ---- visual dashboards ---- */
  handle(c.dashboardCategoryList, async (ctx) => categories(ctx.deps.db, ctx.lang)),
  handle(c.dashboardVisualList, async (ctx) => visuals(ctx.deps.db, ctx.lang, ctx.params.categoryId, Boolean(ctx.principal?.companyId && ctx.principal.memberId))),
  handle(c.dashboardVisualDetail, async (ctx) => {
    const detail = await visualDetail(ctx.deps.db, ctx.lang, ctx.params.id);
    // A company session sees the device dashboard of its own devices (in its data scope); others the demo.
    const p = ctx.principal;
    const build = p?.companyId && p.memberId ? await liveBuilder(ctx.deps.db, ctx.params.id) : null;
    if (!build || !p?.companyId || !p.memberId) return detail;
    const actor = await loadCompanyActor(ctx.deps.database, p.companyId, p.memberId);
    if (!actor) return detail;
    const live = await build(ctx.deps.db, actor.companyId, await dataScope(ctx.deps.db, actor), ctx.lang, now(ctx));
    return { ...detail, ...live, title: live.title ?? detail.title, panels: live.items.length, sample: false };
  }),

  /* ---- pending tasks ---- */
  handle(c.waitTaskList, async (ctx) => pendingTasks(ctx.deps.db, me(ctx), ctx.lang)),
];
