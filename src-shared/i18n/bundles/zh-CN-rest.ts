/** Every desktop zh-CN area beyond the first paint's (see zh-CN.ts); the H5-only areas stay out. */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/zh-CN/*.json', '!../locales/zh-CN/{common,routes,desktop,home,account}.json', '!../locales/zh-CN/{mobile,mroutes,mhome,mmember,wx,wxRegister,wxBinding,spread,factory}.json'],
  { eager: true, import: 'default' },
);

/** This language's texts beyond the first paint's (see scripts/texts-split.mjs). */
export { default as texts } from 'virtual:texts/zh-CN/rest';
