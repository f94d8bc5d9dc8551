/**
 * Dashboards and the factory app area: work-resumption statistics, my applications, visual
 * dashboards and pending tasks.
 *
 * Decisions (where the spec says "not shown"):
 * - Work resumption: the sample is a set of sample enterprises with a device count each and one row
 *   per enterprise and day (devices switched on). Statistics are "as of" the latest day with data;
 *   periods are 7, 30 or 90 days back from it. Utilisation = devices on / devices; an enterprise
 *   counts as resumed when at least 30 % of its devices are on. sampleCountry/Province/City answer
 *   a scope's summary with a breakdown one level down (provinces, cities, enterprises).
 * - White list: per company (wr_white_list); personal members are never on it. Every statistics
 *   command refuses 1003 (workResumption.notAuthorised) off the list; validWorkResumptionAuth
 *   answers {authorised} so the page can explain instead of failing. A city outside the given
 *   province, or an unknown code, is 1005.
 * - My applications: platform apps are every company's; box apps are purchased (with a term and
 *   seats) or followed. The worktable shows platform apps and purchases in force whose display is
 *   on (default on); followed and expired apps cannot be shown (setDisplay: 1006 myApp.notUsable).
 *   setDisplay needs the company's administrator or a role granted facApp.manage (1003 otherwise).
 *   purchasedBoxAppList answers purchases in force, purchasedBoxAppListAll every purchase;
 *   getGrantCount counts the apps the company may open and the seats of its purchases in force;
 *   charge/companyOpenModelList lists the purchases as opened modules.
 * - Visual dashboards: the spec's separate dashboard service is our gateway. Its three calls are
 *   gateway commands (dashboard/categoryList, visualList, visualDetail), which the portal's page
 *   uses so the token stays out of URLs (logs, referrers); the spec's GET form with userToken in the
 *   query is also served (GET /api/dashboard/<name>, http.ts) by running the same commands. Panels
 *   are stored definitions with their series in both languages; any member may view them.
 * - Pending tasks (waitTask/list, ours): derived on each read from enterprise info, real-name
 *   applications, the capital account, the payment password and unread messages; each links to the
 *   page where it is done. Personal members see their unread messages only.
 * - /memberCenter/refresh needs no command: the page re-reads the login info with
 *   webMember/crossSystemAccess (profile and authList) and returns to its `redirect`.
 */
import * as c from '../../../src-shared/contract/insight';
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
