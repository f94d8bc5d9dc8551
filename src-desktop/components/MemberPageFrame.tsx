import { lazy, Suspense, type ReactNode } from 'react';
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

// antd's Alert and Button for the error state load only when a load fails.
const LoadErrorAlert = lazy(() => import('./LoadErrorAlert'));

/** A load failure with the server's errorInfo and a retry. */
export function LoadError({ info, onRetry }: { info: string; onRetry: () => void }) {
  return (
    <Suspense fallback={<div role="alert">{info}</div>}>
      <LoadErrorAlert info={info} onRetry={onRetry} />
    </Suspense>
  );
}
