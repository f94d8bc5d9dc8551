import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './MemberPageFrame.module.css';

/** The frame of a member-centre page (member and fund features): one h1, optional actions on the right, a white card. */
export function MemberPage({ title, extra, children, testId }: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.card} data-testid={testId}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {extra && <div className={styles.extra}>{extra}</div>}
      </header>
      {children}
    </section>
  );
}

/** A load failure with the server's errorInfo and a retry. */
export function LoadError({ info, onRetry }: { info: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('common:state.error')}
      description={info}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common:state.retry')}
        </Button>
      }
    />
  );
}
