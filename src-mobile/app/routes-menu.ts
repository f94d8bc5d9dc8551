import { HOME_PATH, LOGIN_PATH, mroute, type MobileRouteDef } from './route-paths';

/**
 * The pages opened from a WeChat menu or a shared link (the 120 kB first-load budget), in the
 * entry: a first load of one of them needs no other part of the route table. Every other route
 * is in routes-rest.ts, loaded when a path is not one of these (route-lookup.ts). A path these
 * match is never better served by a route there (a unit test holds the two apart).
 */
export const menuRoutes: MobileRouteDef[] = [
  mroute({ ns: ['mhome'], path: HOME_PATH, name: 'mobileHome', coreTexts: true, guard: 'public', layout: 'h5', page: () => import('../features/home/MobileHomePage') }),
  mroute({ ns: ['wx'], path: LOGIN_PATH, name: 'wxLogin', coreTexts: true, guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/account/LoginScreen') }),
  mroute({ ns: ['device'], path: '/mobile/device', name: 'deviceList', coreTexts: true, guard: 'public', layout: 'h5', back: HOME_PATH, page: () => import('../features/device/DeviceListPage') }),
  mroute({ ns: ['device'], path: '/mobile/device/:model', name: 'deviceModel', coreTexts: true, guard: 'public', layout: 'h5', back: '/mobile/device', page: () => import('../features/device/DevicePage') }),
  // Old document paths, redirected to the model page (README: legacy device paths).
  ...['/doc/:model', '/doc/:model/*', '/mobile/box/:model', '/mobile/terminal/:model', '/h5/device/:model'].map((path) =>
    mroute({ ns: ['device'], path, name: 'deviceLegacy', coreTexts: true, guard: 'public', layout: 'h5', page: () => import('../features/device/LegacyDocRedirect') }),
  ),
  mroute({ ns: ['activity'], path: '/wx/lotteryDraw', name: 'wxLotteryDraw', coreTexts: true, guard: 'public', layout: 'bare', page: () => import('../features/activity/WxLotteryDrawPage') }),
  // The salesman's tool: guarded in the pages by the salesman login (its own cookie, not the member session).
  mroute({ ns: ['spread'], path: '/spread', name: 'spread', coreTexts: true, guard: 'public', layout: 'h5', page: () => import('../features/activity/SpreadPage') }),
];
