import type { FastifyRequest } from 'fastify';
import type { Lang } from '#shared/rules/texts';
import type { Deps } from '../deps';
import type { Handler } from '../gateway/handler';
import { isMobilePath } from '#shared/utils/build-paths';
import { routeParams } from '#shared/utils/route-match';

/**
 * Gateway responses written into the HTML (H5, and the desktop's signed-out start, below) for pages whose first paint needs
 * one public read (src-shared/api/preloaded.ts takes them on the client). The
 * device pages are opened next to a machine on weak 4G: this saves the round
 * trip to the gateway and the HTTP client's download before the page can paint.
 * Only public commands whose answer does not depend on who asks belong here.
 */
type Preload = {
  pattern: string;
  cmd: string;
  params: (p: Record<string, string>) => Record<string, unknown>;
  /** A paged read: the page and rows the page asks for (the client matches them exactly). */
  page?: { page: number; rows: number };
  /** Images the first screen shows (the largest paint): fetched with the scripts, not after them. */
  images?: (response: never) => unknown[];
};

const PRELOADS: Preload[] = [
  ...['/mobile/device/:model', '/doc/:model', '/doc/:model/*', '/mobile/box/:model', '/mobile/terminal/:model', '/h5/device/:model'].map((pattern) => ({
    pattern,
    cmd: 'device/getModelDetail',
    // The legacy document paths redirect to the model page in the browser; a link that already
    // spells the model as the page does (IBX-100) finds its answer here, any other asks the gateway.
    params: (p: Record<string, string>) => ({ model: p.model }),
    images: (r: { photo?: unknown }) => [r.photo],
  })),
  // Menu pages whose only read signed out is public: with it inline, the first load needs no HTTP client (axios, ~21 kB gzip).
  { pattern: '/mobile', cmd: 'site/getConfig', params: () => ({}) },
  { pattern: '/mobile/device', cmd: 'device/getModelList', params: () => ({}) },
  // The login's "sign in with <provider>" list: read on first paint, so inline too.
  { pattern: '/wx/login', cmd: 'oidcLogin/providers', params: () => ({}) },
  // The lucky draw opened from the WeChat menu: its five public reads (the store's load), so a
  // visitor's first load needs no HTTP client either; a drawer's own counts still go to the gateway.
  ...['activity/getActivityInfo', 'activity/getActivityContent', 'activity/getActivityDrawList', 'activity/queryUserWinList', 'activity/queryActivityPersonCount'].map((cmd) => ({
    pattern: '/wx/lotteryDraw',
    cmd,
    params: () => ({ kind: 'lottery' }),
  })),
];

/**
 * The desktop's signed-out first loads: every page's start-up reads (local mode, grayscale, the
 * site config and the notice bar), the home page's sections and the sign-in forms' lists. With
 * them inline a visitor's first load of these pages needs no HTTP client (axios, ~21 kB gzip);
 * the answers are public and the same for everyone. Each must match the page's call exactly
 * (parameters, page and rows), or the page simply asks the gateway.
 */
const DESKTOP_PRELOADS: Preload[] = (() => {
  // '*': every desktop page (boot and the site layout read these wherever a visit starts).
  const every = '*';
  const none = () => ({});
  const signIn = ['/login', '/Login-blue', '/ish-login'];
  return [
    { pattern: every, cmd: 'opLocalConfig/getConfig', params: () => ({ variant: 'web' }) },
    { pattern: every, cmd: 'globalColor/getGlobalColor', params: none },
    { pattern: every, cmd: 'site/getConfig', params: none },
    { pattern: every, cmd: 'notice/getNotice', params: none },
    // The finance application forms' menus (the selects a visitor sees first), all public and parameterless.
    ...[
      { pattern: '/finance', cmds: ['getIndustrySelect', 'getGoodLinkTime', 'getPlannedFinanceSize', 'getAcceptFinanceCost', 'getGuaranteeMethod'] },
      {
        pattern: '/LeaseApply',
        cmds: [
          'getRentDeviceType',
          'getRentDeviceCount',
          'getRentIndustry',
          'getRentFinanceMoney',
          'getRentType',
          'getRentAcceptMoneyRates',
          'getRentRegisteredCapital',
          'getRentEnterpriseNature',
          'getRentEmployeeCount',
          'getRentGuaranteeMethod',
          'getRentFactoryArea',
          'getRentSalesCount',
          'getRentSuccessfulCooperation',
        ],
      },
      { pattern: '/purchase', cmds: ['getRequirementMenu', 'getBrandMenu', 'getPlannedFinanceSize', 'getGuaranteeMethod'] },
    ].flatMap(({ pattern, cmds }) => cmds.map((cmd) => ({ pattern, cmd: `webFinance/${cmd}`, params: none }))),
    ...[
      { cmd: 'webBanner/queryIndexBanner', params: none },
      { cmd: 'webAdvertise/getEnableAdvertise', params: () => ({ locationId: 1 }) },
      { cmd: 'webAdvertise/getEnableAdvertise', params: () => ({ locationId: 2 }) },
      { cmd: 'enquiry/getRecommendEnquiryList', params: none, page: { page: 1, rows: 6 } },
      { cmd: 'webMallItem/queryMallItemByCategoryName', params: none },
      { cmd: 'webCase/getCaseList', params: () => ({ type: 1 }), page: { page: 1, rows: 3 } },
      { cmd: 'webNews/getNewsList', params: () => ({ category: 'all' }), page: { page: 1, rows: 6 } },
      { cmd: 'developmentHistory/list', params: none },
    ].map((e) => ({ pattern: '/', ...e })),
    ...[...signIn, '/register', '/forget', '/ish-forget'].map((pattern) => ({ pattern, cmd: 'webMember/getMobileNationCodeSelect', params: none })),
    ...[...signIn, '/hwAuthorize'].map((pattern) => ({ pattern, cmd: 'oidcLogin/providers', params: none })),
    // The registration form's work functions and the activity banner's read: no HTTP client until the visitor acts.
    { pattern: '/register', cmd: 'webMember/getWorkFunctionSelect', params: none },
    { pattern: '/register', cmd: 'webActivity/getActivingRegActivity', params: none },
  ];
})();

export interface PreloadedEntry {
  cmd: string;
  parameters: unknown;
  lang: Lang;
  page?: number;
  rows?: number;
  response: unknown;
  /** Not sent to the client: same-origin image paths to preload. */
  images?: string[];
}

export type HtmlData = (path: string, lang: Lang, req: FastifyRequest) => Promise<PreloadedEntry[]>;

export function htmlDataLoader(registry: Map<string, Handler>, deps: Deps): HtmlData {
  return async (path, lang, req) => {
    // One entry per command and parameters: the first pattern that matches (/doc/:model/* also
    // matches /doc/IBX-100); the home page's two advertisement slots are two reads of one command.
    const seen = new Set<string>();
    const matched = (isMobilePath(path) ? PRELOADS : DESKTOP_PRELOADS).flatMap((p) => {
      const match = p.pattern === '*' ? {} : routeParams(p.pattern, path);
      const key = match && JSON.stringify([p.cmd, p.params(match)]);
      if (!match || !key || seen.has(key)) return [];
      seen.add(key);
      return [{ p, match }];
    });
    const runs = matched.map(async ({ p, match }): Promise<PreloadedEntry | null> => {
      const handler = registry.get(p.cmd);
      if (!handler || handler.def.access !== 'public') return null;
      const parameters = p.params(match);
      const parsed = handler.def.params.safeParse(parameters);
      if (!parsed.success) return null;
      try {
        const { page, rows } = p.page ?? { page: 1, rows: 20 };
        const response = await handler.run({ params: parsed.data, actor: null, principal: null, company: null, lang, page, rows, deps, log: req.log, ip: req.ip, userAgent: '' });
        const images = (p.images?.(response as never) ?? []).filter((u): u is string => typeof u === 'string' && /^\/[\w./-]+$/.test(u));
        return { cmd: p.cmd, parameters, lang, ...p.page, response: response ?? null, images };
      } catch {
        // Not found and the like: the page asks the gateway itself and shows its own state.
        return null;
      }
    });
    // A page's reads run side by side (the lucky draw has five).
    return (await Promise.all(runs)).filter((e): e is PreloadedEntry => e !== null);
  };
}

/** The entries as an inert JSON block (not executed, so the CSP is untouched); '<' escaped so no text can close the tag. */
export function preloadScript(entries: PreloadedEntry[]): string {
  const data = entries.map(({ images: _images, ...e }) => e);
  const images = entries.flatMap((e) => e.images ?? []).map((u) => `<link rel="preload" as="image" href="${u}" fetchpriority="high">`);
  return [...images, `<script type="application/json" id="gateway-preload">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`].join('\n    ');
}
