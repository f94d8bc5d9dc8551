/** Every desktop en area beyond the first paint's (see en.ts); the H5-only areas stay out. */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/{common,routes,desktop,home,account}.json', '!../locales/en/{mobile,mroutes,mhome,mmember,wx,wxRegister,wxBinding,spread,factory}.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** This language's texts beyond the first paint's (see scripts/texts-split.mjs). */
export { default as texts } from 'virtual:texts/en/rest';
