import type { Lang } from './texts';
import factoryEn from '../i18n/locales/en/factory.json';
import factoryZh from '../i18n/locales/zh-CN/factory.json';
import orgEn from '../i18n/locales/en/org.json';
import orgZh from '../i18n/locales/zh-CN/org.json';

/**
 * The server's reader of the locale files: labels the server writes into answers (option lists,
 * the authorised-function table's names) are the domain's texts in locales/<lang>/<domain>.json,
 * as the pages' are, not a second copy in server code. Server only (the client builds load
 * namespaces through i18next).
 */
const FILES = { factory: { 'zh-CN': factoryZh, en: factoryEn }, org: { 'zh-CN': orgZh, en: orgEn } } as const;
type ServerNamespace = keyof typeof FILES;

type Tree = { [k: string]: string | Tree };

/** `key` (dotted path) of the namespace in the language; `fallback` (the key) when there is none. */
export function localeText(lang: Lang, ns: ServerNamespace, key: string, fallback = key): string {
  let node: string | Tree | undefined = FILES[ns][lang] as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : fallback;
}
