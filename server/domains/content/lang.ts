import type { Lang } from '#shared/rules/texts';

/** The request language's half of a bilingual column pair. */
export const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** page/rows from the envelope as LIMIT/OFFSET. */
export const window = (page: number, rows: number) => ({ limit: rows, offset: (page - 1) * rows });
