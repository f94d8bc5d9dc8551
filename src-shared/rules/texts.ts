import account from './texts/account.json';
import activity from './texts/activity.json';
import common from './texts/common.json';
import device from './texts/device.json';
import employee from './texts/employee.json';
import equipment from './texts/equipment.json';
import factory from './texts/factory.json';
import finance from './texts/finance.json';
import fund from './texts/fund.json';
import industryApp from './texts/industryApp.json';
import insight from './texts/insight.json';
import member from './texts/member.json';
import oidc from './texts/oidc.json';
import opcontent from './texts/opcontent.json';
import operator from './texts/operator.json';
import org from './texts/org.json';
import passkey from './texts/passkey.json';
import site from './texts/site.json';
import spread from './texts/spread.json';
import sso from './texts/sso.json';
import wx from './texts/wx.json';

/**
 * Texts the server sends in errorInfo and the client shows for rule failures,
 * in both languages. Keys come from the spec's errors.json and rules.json
 * (prefixed `rule.`) plus the gateway's own codes (`gateway.<code>`).
 */
export type Lang = 'zh-CN' | 'en';

/**
 * One file per domain (texts/<domain>.json, named as the domain's locale namespace); texts
 * several domains' forms share (gateway, network, the common field rules) are in common.json.
 */
const texts = { account, activity, common, device, employee, equipment, factory, finance, fund, industryApp, insight, member, oidc, opcontent, operator, org, passkey, site, spread, sso, wx };
export type TextKey = { [D in keyof typeof texts]: keyof (typeof texts)[D] }[keyof typeof texts];

/**
 * Key -> text per language. The server and the tests have the whole table. The client
 * builds do not: there each texts/<domain>.json comes in as {} (scripts/texts-split.mjs) and
 * a domain's texts in one language arrive with that domain's namespace (i18n.ts addTexts), so a
 * page loads and parses only the domains its route names, in the language it shows.
 */
const table: Record<string, Partial<Record<Lang, string>>> = Object.assign({}, ...Object.values(texts));

/** Adds one language's texts (the client's i18n bundle does, before anything is shown in that language). */
export function addTexts(lang: Lang, entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) (table[key] ??= {})[lang] = value;
}

/**
 * A rule's message with its placeholders, for zod messages (which are plain strings):
 * "rule.general.length?length=8". A value starting with @ is itself a text key, shown in the
 * same language ("rule.general.required.add?label=@org.label.members").
 */
export function keyWithVars(key: string, vars: Record<string, string | number>): string {
  return `${key}?${new URLSearchParams(Object.entries(vars).map(([k, v]) => [k, String(v)])).toString()}`;
}

function splitKey(key: string): [string, Record<string, string>] {
  const at = key.indexOf('?');
  return at < 0 ? [key, {}] : [key.slice(0, at), Object.fromEntries(new URLSearchParams(key.slice(at + 1)))];
}

export function hasText(key: string): key is TextKey {
  return Object.prototype.hasOwnProperty.call(table, splitKey(key)[0]);
}

/** Formats a text with {placeholders}; unknown keys fall back to the key itself. */
export function text(key: string, lang: Lang, vars: Record<string, string | number> = {}): string {
  const [bare, carried] = splitKey(key);
  const all: Record<string, string | number> = { ...carried, ...vars };
  for (const [k, v] of Object.entries(carried)) if (v.startsWith('@')) all[k] = text(v.slice(1), lang);
  const entry = Object.prototype.hasOwnProperty.call(table, bare) ? table[bare] : undefined;
  const raw = entry?.[lang] ?? entry?.[lang === 'en' ? 'zh-CN' : 'en'] ?? bare;
  return raw.replace(/\{(\w+)\}/g, (m, name: string) => (name in all ? String(all[name]) : m));
}

/** Unknown or missing `lang` means zh-CN. */
export function normalizeLang(v: unknown): Lang {
  return v === 'en' ? 'en' : 'zh-CN';
}
