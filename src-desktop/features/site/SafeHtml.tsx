import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './site.module.css';

/**
 * Article HTML from the content store. The server stored and served it sanitized;
 * DOMPurify runs once more here, so nothing executable reaches the DOM even if a
 * row was written around the store.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return <div className={styles.article} dangerouslySetInnerHTML={{ __html: clean }} />;
}
