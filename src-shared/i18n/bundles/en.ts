/** Every en locale area in one chunk, loaded only when English is in use; factory loads with its pages. */
export default import.meta.glob<Record<string, unknown>>(['../locales/en/*.json', '!../locales/en/factory.json'], { eager: true, import: 'default' });
