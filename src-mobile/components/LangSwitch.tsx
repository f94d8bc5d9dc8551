import { useTranslation } from 'react-i18next';
import { changeLanguage } from '#shared/i18n/i18n';
import { normalizeLang, type Lang } from '#shared/rules/texts';
import './lang-switch.css';

const OPTIONS: { lang: Lang; label: string }[] = [
  { lang: 'zh-CN', label: '中' },
  { lang: 'en', label: 'EN' },
];

/** 中 / EN switch for the NavBar: switches without a reload and persists in the `lang` cookie. */
export function LangSwitch() {
  const { t, i18n } = useTranslation();
  const current = normalizeLang(i18n.language);
  return (
    <div className="h5-lang" role="group" aria-label={t('common:language.label')}>
      {OPTIONS.map((o) => (
        <button
          key={o.lang}
          type="button"
          lang={o.lang}
          className={o.lang === current ? 'h5-lang__btn h5-lang__btn--on' : 'h5-lang__btn'}
          aria-pressed={o.lang === current}
          // The visible text starts the accessible name (WCAG 2.5.3), the full language name follows.
          aria-label={`${o.label} ${t(`common:language.${o.lang}`)}`}
          onClick={() => o.lang !== current && void changeLanguage(o.lang)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
