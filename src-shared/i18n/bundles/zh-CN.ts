/** Every zh-CN locale area in one chunk, loaded only when Chinese is in use; factory loads with its pages. */
export default import.meta.glob<Record<string, unknown>>(['../locales/zh-CN/*.json', '!../locales/zh-CN/factory.json'], { eager: true, import: 'default' });
