import { useTranslation } from 'react-i18next';
import { normalizeLang, type Lang } from '#shared/rules/texts';

/** The current UI language; the component re-renders when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return normalizeLang(i18n.language);
}
