/** Every zh-CN locale area in one chunk, loaded only when Chinese is in use. */
export default import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', { eager: true, import: 'default' });
