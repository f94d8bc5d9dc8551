/** Every desktop en area beyond the first paint's (see en.ts); the H5-only areas stay out. */
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/{common,routes,desktop,home,account}.json', '!../locales/en/{mobile,mroutes,wx,spread,factory}.json'],
  { eager: true, import: 'default' },
);
