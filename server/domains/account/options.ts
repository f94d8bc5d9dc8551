import { WORK_FUNCTIONS, type WorkFunction } from '#shared/rules/fields';
import type { Lang } from '#shared/rules/texts';

/** The registration form's option lists, labelled in the request's language. */

export const WORK_FUNCTION_LABELS: Record<WorkFunction, { zh: string; en: string }> = {
  management: { zh: '企业管理', en: 'Management' },
  engineering: { zh: '研发技术', en: 'Engineering' },
  production: { zh: '生产制造', en: 'Production' },
  procurement: { zh: '采购', en: 'Procurement' },
  sales: { zh: '销售', en: 'Sales' },
  finance: { zh: '财务', en: 'Finance' },
  it: { zh: '信息技术', en: 'IT' },
  other: { zh: '其他', en: 'Other' },
};

const NATION_CODES: { value: string; zh: string; en: string }[] = [
  { value: '86', zh: '中国大陆', en: 'China mainland' },
  { value: '852', zh: '中国香港', en: 'Hong Kong, China' },
  { value: '853', zh: '中国澳门', en: 'Macao, China' },
  { value: '886', zh: '中国台湾', en: 'Taiwan, China' },
  { value: '1', zh: '美国/加拿大', en: 'USA / Canada' },
  { value: '44', zh: '英国', en: 'United Kingdom' },
  { value: '49', zh: '德国', en: 'Germany' },
  { value: '81', zh: '日本', en: 'Japan' },
  { value: '65', zh: '新加坡', en: 'Singapore' },
];

const pick = (lang: Lang, l: { zh: string; en: string }) => (lang === 'en' ? l.en : l.zh);

export const workFunctionOptions = (lang: Lang) => WORK_FUNCTIONS.map((value) => ({ value, label: pick(lang, WORK_FUNCTION_LABELS[value]) }));

/** Labels read "China mainland +86". Only the codes SMS may go to (SMS_ALLOWED_NATION_CODES) are offered: without a code no one can register or log in by SMS. */
export const nationCodeOptions = (lang: Lang, allowed: readonly string[]) => NATION_CODES.filter((n) => allowed.includes(n.value)).map((n) => ({ value: n.value, label: `${pick(lang, n)} +${n.value}` }));
