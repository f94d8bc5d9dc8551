import { useTranslation } from 'react-i18next';
import './page-state.css';

/** Loading state of a page (its chunk or its first data): a calm placeholder, no layout jump. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="h5-state h5-state--loading" role="status" aria-live="polite">
      <span className="h5-spinner" aria-hidden="true" />
      <span className="h5-state__text">{t('common:state.loading')}</span>
    </div>
  );
}
