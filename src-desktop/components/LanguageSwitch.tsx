import { useTranslation } from 'react-i18next';
import { changeLanguage } from '#shared/i18n/i18n';
import { GlobeIcon } from './icons';
import styles from './LanguageSwitch.module.css';
import { useLang } from './useLang';

/** 中文 / English: switches every visible text in place (no reload) and remembers the choice in the lang cookie. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const next = lang === 'en' ? 'zh-CN' : 'en';
  return (
    <button type="button" className={styles.switch} title={t('desktop:header.switchLanguage')} onClick={() => void changeLanguage(next)}>
      <GlobeIcon size={16} />
      <span lang={next}>{t('desktop:header.switchTo')}</span>
    </button>
  );
}
