import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLang, type Lang } from '#shared/rules/texts';
import { PageLoading } from '../../components/PageLoading';

/**
 * The 'factory' texts load with the factory pages, not in the H5 first-load bundle
 * (src-shared/i18n/bundles/h5-*.ts): only field admins open these pages, and the
 * /wx/login budget has no room for their texts.
 */
const LOADERS: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-CN': () => import('#shared/i18n/locales/zh-CN/factory.json'),
  en: () => import('#shared/i18n/locales/en/factory.json'),
};

function useFactoryTexts(): boolean {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  const has = () => i18n.hasResourceBundle(lang, 'factory');
  const [, setLoaded] = useState(has);
  useEffect(() => {
    if (has()) return;
    let live = true;
    void LOADERS[lang]().then((m) => {
      i18n.addResourceBundle(lang, 'factory', m.default, true, true);
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return has();
}

/** Renders the page once its texts are there (a language switch loads the other language's). */
export function withFactoryTexts(Page: ComponentType) {
  return function FactoryPage() {
    return useFactoryTexts() ? <Page /> : <PageLoading />;
  };
}
