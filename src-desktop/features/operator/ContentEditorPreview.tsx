import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ContentEditor.module.css';

/**
 * A live look at an article body as the site will show it: DOMPurify with the site's own
 * profile, so scripts and event handlers never run in the console either.
 */
export function ContentEditorPreview({ html, lang }: { html: string | undefined; lang: 'zh' | 'en' }) {
  const { t } = useTranslation('opcontent');
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html ?? '', {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  const label = t('preview', { lang: t(lang) });
  return (
    <section className={styles.preview} aria-label={label}>
      <h3 className={styles.previewTitle}>{label}</h3>
      {clean.trim() ? <div className={styles.article} dangerouslySetInnerHTML={{ __html: clean }} /> : <p className={styles.muted}>{t('previewEmpty')}</p>}
    </section>
  );
}
