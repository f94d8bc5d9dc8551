import { action, language, siteName, state } from '../locales/zh-CN/common.json';
import mobile from '../locales/zh-CN/mobile.json';
import { deviceLegacy, deviceList, deviceModel, mobileHome, spread, wxLogin, wxLotteryDraw } from '../locales/zh-CN/mroutes.json';

/**
 * The H5 build's zh-CN texts: only the areas its pages use (the desktop areas would add
 * ~15 kB gzip to every H5 first load). An H5 page using a new namespace adds it here and in the
 * other language's file, or, when only some routes show it, to h5-areas.ts and those routes' `ns`.
 *
 * Of the route titles (mroutes) only the WeChat-menu pages' (src-mobile/app/routes-menu.ts; named
 * imports, so the build leaves the others out): the other titles load with the rest of the route
 * table, as the area 'mroutes' of its routes (routes-rest.ts, route-lookup.ts). Of `common` only what
 * H5 pages show (the site name, the language switch, states and actions): the captcha box loads the
 * whole file as an area (captcha-sheet.tsx); the other keys are the desktop's.
 */
export default {
  'common.json': { siteName, language, state, action },
  'mobile.json': mobile,
  'mroutes.json': { mobileHome, wxLogin, deviceList, deviceModel, deviceLegacy, wxLotteryDraw, spread },
} as Record<string, Record<string, unknown>>;

/** This language's first-paint keys of the rules texts (the rest loads with ensureAllTexts; see scripts/texts-split.mjs). */
export { default as texts } from 'virtual:texts/zh-CN';
