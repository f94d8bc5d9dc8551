import type { Lang } from '#shared/rules/texts';

/** Integer cents as a yuan price: ¥1,234.50. */
export const yuan = (cents: number, lang: Lang) => new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 }).format(cents / 100);

/** An ISO timestamp or YYYY-MM-DD as a date in the UI language's style. */
export const dateOf = (iso: string, lang: Lang) => {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00+08:00` : iso);
  return lang === 'en'
    ? d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Shanghai' })
    : d.toLocaleDateString('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Shanghai' }).replace(/\//g, '-');
};
