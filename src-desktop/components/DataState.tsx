import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandState } from '#shared/api/useCommand';
import styles from './DataState.module.css';

/** A load failure without antd: the server's text (or the common one) and a retry. */
export function DataError({ info, onRetry }: { info?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert" data-state="error">
      <p className={styles.text}>{info || t('common:state.error')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common:state.retry')}
      </button>
    </div>
  );
}

/**
 * The four states of a data-driven block: loading (skeleton lines), error (the
 * server's text and a retry), empty (what to do next) and data. Light enough
 * for the home page's first load (no antd).
 */
export function DataState<R>(props: {
  state: CommandState<R>;
  isEmpty?: (data: R) => boolean;
  empty?: ReactNode;
  /** Skeleton rows shown while loading. */
  rows?: number;
  children: (data: R) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error, loading, reload } = props.state;
  if (error && !loading) return <DataError info={error.info} onRetry={reload} />;
  if (data === undefined) {
    return (
      <div className={styles.skeleton} aria-busy="true" data-state="loading">
        <span className={styles.srOnly}>{t('common:state.loading')}</span>
        {Array.from({ length: props.rows ?? 3 }, (_, i) => (
          <span key={i} className={styles.line} style={{ width: `${92 - ((i * 17) % 40)}%` }} />
        ))}
      </div>
    );
  }
  if (props.isEmpty?.(data)) {
    return (
      <div className={styles.box} data-state="empty">
        <p className={styles.text}>{props.empty ?? t('common:state.empty')}</p>
      </div>
    );
  }
  return <>{props.children(data)}</>;
}
