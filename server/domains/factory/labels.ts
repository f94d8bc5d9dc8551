import type { Lang } from '#shared/rules/texts';
import { localeText } from '#shared/rules/locale-texts';

/**
 * Labels only the server shows (option lists, the console's fields, "platform" in check records):
 * the factory domain's texts, locales/<lang>/factory.json `labels`.
 */
/** The label of `group.value` (e.g. material.aluminium) in the language; the key itself when unknown. */
export const label = (lang: Lang, key: string): string => localeText(lang, 'factory', `labels.${key}`, key);
