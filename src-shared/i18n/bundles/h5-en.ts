/** The H5 build's en texts: the same areas as h5-zh-CN.ts. */
export default import.meta.glob<Record<string, unknown>>('../locales/en/{common,mobile,mroutes}.json', { eager: true, import: 'default' });

/** This language's first-paint keys of the rules texts (the rest loads with ensureAllTexts; see scripts/texts-split.mjs). */
export { default as texts } from 'virtual:texts/en';
