import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './audit.module.css';

/** Rows per page of an audit list. */
export const AUDIT_ROWS = 20;

/** Prev/Next of a list read by cursor (useKeyset): no page count, since a deep page is not counted. */
export function CursorPager({
  page,
  prev,
  next,
  onPrev,
  onNext,
  onFirst,
  busy,
}: {
  page: number;
  prev?: string;
  next?: string;
  onPrev: (c: string) => void;
  onNext: (c: string) => void;
  onFirst: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('audit');
  if (page === 1 && !next && !prev) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {page > 2 && (
        <Button onClick={onFirst} disabled={busy}>
          {t('pager.first')}
        </Button>
      )}
      <Button onClick={() => prev && onPrev(prev)} disabled={busy || !prev} data-testid="pager-prev">
        {t('pager.prev')}
      </Button>
      <span aria-live="polite">{t('pager.page', { page })}</span>
      <Button onClick={() => next && onNext(next)} disabled={busy || !next} data-testid="pager-next">
        {t('pager.next')}
      </Button>
    </nav>
  );
}
