import type { Lang } from '#shared/rules/texts';

/** 0.7364 → "73.6%". */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** Thousands separators in either language. */
export const count = (n: number, lang: Lang) => n.toLocaleString(lang === 'en' ? 'en-US' : 'zh-CN');
