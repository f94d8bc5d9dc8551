/**
 * The H5 build's zh-CN texts: only the areas its pages use (the desktop areas would add
 * ~15 kB gzip to every H5 first load). An H5 page using a new namespace adds it here and in h5-en.ts,
 * or, when only some routes show it, to h5-areas.ts and those routes' `ns`.
 */
export default import.meta.glob<Record<string, unknown>>('../locales/zh-CN/{common,mobile,mroutes}.json', { eager: true, import: 'default' });

/** This language's first-paint keys of the rules texts (the rest loads with ensureAllTexts; see scripts/texts-split.mjs). */
export { default as texts } from 'virtual:texts/zh-CN';
