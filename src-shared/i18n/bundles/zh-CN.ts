/**
 * The desktop zh-CN texts the first paint needs: the shell (header, footer, guards), route titles,
 * and the rules texts several domains' forms share (rules/texts/common.json). Every other
 * namespace loads with the routes that name it (routes' `ns`, desktop-areas.ts).
 */
export default import.meta.glob<Record<string, unknown>>('../locales/zh-CN/{common,routes,desktop}.json', { eager: true, import: 'default' });

export { default as texts } from 'virtual:texts/zh-CN/common';
