import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '#shared/rules/texts';

/**
 * The H5 build's language bundles hold only the areas of its first pages (the /wx/login budget);
 * the activity and sales-tool texts load with these pages, for the current language.
 */
const loaders = import.meta.glob<Record<string, unknown>>('../../../src-shared/i18n/locales/*/{activity,spread}.json', { import: 'default' });

export function useAreaTexts(ns: 'activity' | 'spread'): boolean {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  const has = i18n.hasResourceBundle(lang, ns);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (has) return;
    let live = true;
    void loaders[`../../../src-shared/i18n/locales/${lang}/${ns}.json`]()
      .then((data) => {
        i18n.addResourceBundle(lang, ns, data, true, true);
        if (live) setLoaded((n) => n + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang, ns, has]);
  return has;
}
