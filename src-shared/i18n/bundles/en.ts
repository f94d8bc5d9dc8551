/**
 * The desktop en texts the first paint needs (the shell with its login dialog and company switch, the home page, route titles).
 * Every other area is in en-rest.ts, loaded before any other page or layout renders
 * (ensureAllTexts), so the home page's first load stays within its budget as areas grow.
 */
export default import.meta.glob<Record<string, unknown>>('../locales/en/{common,routes,desktop,home,account}.json', { eager: true, import: 'default' });

/** This language's first-paint texts of rules/texts.json (the rest loads with ensureAllTexts; see scripts/texts-split.mjs). */
export { default as texts } from 'virtual:texts/en';
