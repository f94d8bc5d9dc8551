import type { Lang } from '#shared/rules/texts';
import { NOTIFY_SMS_PURPOSES, SMS_CODE_PURPOSES, SMS_TEMPLATE_PURPOSES, type SmsTemplatePurpose } from './purposes';

/**
 * Which provider template carries which message: ALIYUN_SMS_TEMPLATES, JSON of
 * `{ "<purpose>": { "zh-CN": "SMS_…", "en": "SMS_…" } }`. A message in English falls back to
 * the purpose's zh-CN template (mainland templates must be Chinese anyway); code purposes fall
 * back to the entry "code", so one verification-code template can serve them all. Notices
 * (finance results) carry other variables and need their own entries.
 */

/** The catch-all entry for code purposes without their own template. */
export const ANY_CODE = 'code';
const KEYS = new Set<string>([...SMS_TEMPLATE_PURPOSES, ...NOTIFY_SMS_PURPOSES, ANY_CODE]);
const LANGS = new Set(['zh-CN', 'en']);
const TEMPLATE_CODE = /^SMS_\w{1,64}$/;

export type SmsTemplates = Partial<Record<string, Partial<Record<Lang, string>>>>;

/** Parses ALIYUN_SMS_TEMPLATES; an unknown purpose, language or a malformed code is an error, not ignored. */
export function parseSmsTemplates(raw: string | undefined): { ok: true; templates: SmsTemplates } | { ok: false; error: string } {
  if (!raw || raw.trim() === '') return { ok: true, templates: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  if (!isRecord(value)) return { ok: false, error: 'must be a JSON object' };
  const templates: SmsTemplates = {};
  for (const [purpose, byLang] of Object.entries(value)) {
    if (!KEYS.has(purpose)) return { ok: false, error: `unknown purpose "${purpose}"` };
    if (!isRecord(byLang)) return { ok: false, error: `"${purpose}" must map languages to template codes` };
    for (const [lang, code] of Object.entries(byLang)) {
      if (!LANGS.has(lang)) return { ok: false, error: `"${purpose}": unknown language "${lang}"` };
      if (typeof code !== 'string' || !TEMPLATE_CODE.test(code)) return { ok: false, error: `"${purpose}.${lang}" is not a template code (SMS_…)` };
    }
    templates[purpose] = byLang as Partial<Record<Lang, string>>;
  }
  return { ok: true, templates };
}

const isCodePurpose = (p: string) => (SMS_CODE_PURPOSES as readonly string[]).includes(p);

/** The template for a message, or null when none is configured. */
export function templateFor(templates: SmsTemplates, purpose: SmsTemplatePurpose, lang: Lang): string | null {
  const own = templates[purpose];
  const any = isCodePurpose(purpose) ? templates[ANY_CODE] : undefined;
  return own?.[lang] ?? own?.['zh-CN'] ?? any?.[lang] ?? any?.['zh-CN'] ?? null;
}

/** Purposes that would find no template (production refuses to start with any). */
export function purposesWithoutTemplate(templates: SmsTemplates): SmsTemplatePurpose[] {
  return SMS_TEMPLATE_PURPOSES.filter((p) => templateFor(templates, p, 'zh-CN') === null);
}

/** Development's templates, known to the stand-in: one per purpose and language (notification events' too). */
export function standInTemplates(): SmsTemplates {
  const code = (p: string) => `SMS_STANDIN_${p.replace(/\W/g, '_')}`;
  return Object.fromEntries([...SMS_TEMPLATE_PURPOSES, ...NOTIFY_SMS_PURPOSES].map((p) => [p, { 'zh-CN': `${code(p)}_zh`, en: `${code(p)}_en` }]));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
