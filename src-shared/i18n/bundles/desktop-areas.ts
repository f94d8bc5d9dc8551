import type { AreaLoaders, RuleTextLoaders } from '../i18n';
import ruleTexts from 'virtual:texts/loaders';

/**
 * The desktop's namespaces beyond the first paint's (zh-CN.ts / en.ts), each loaded with the
 * routes (and lazy parts) that name it in their `ns`, with the domain's rules texts
 * (rules/texts/<ns>.json). The server announces a route's in its HTML (desktop-preloads).
 */
export const desktopAreas: AreaLoaders = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/{common,routes,desktop}.json', '!../locales/*/{mobile,mroutes,mhome,mmember}.json'], {
  import: 'default',
});

export const desktopRuleTexts: RuleTextLoaders = ruleTexts;
