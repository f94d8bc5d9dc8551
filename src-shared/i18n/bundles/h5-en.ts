/** The H5 build's en texts: the same areas as h5-zh-CN.ts. */
export default import.meta.glob<Record<string, unknown>>('../locales/en/{common,mobile,mroutes,wx,device,oidc}.json', { eager: true, import: 'default' });

/** This language's half of rules/texts.json (see scripts/texts-split.mjs). */
export { default as texts } from 'virtual:texts/en';
