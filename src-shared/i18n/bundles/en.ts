/** Every en locale area in one chunk, loaded only when English is in use. */
export default import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });
