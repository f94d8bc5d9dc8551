/**
 * The H5 build's zh-CN texts beyond the first paint's (the rules texts less the shell's and
 * the login form's, see scripts/texts-split.mjs): loaded with the pages whose forms and
 * states show them (src-mobile/app/RoutePage.tsx), not with the menu pages.
 */
export default {};

export { default as texts } from 'virtual:texts/zh-CN/rest';
