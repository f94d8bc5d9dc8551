import type { ReactNode } from 'react';
import { CheckIcon } from '../../components/icons';
import styles from './ResultPanel.module.css';

/** A finished step: a check mark, the heading, a line, a live countdown line and actions. */
export function ResultBlock({ title, body, countdown, children }: { title: string; body: string; countdown?: string; children?: ReactNode }) {
  return (
    <div className={styles.result}>
      <span className={styles.icon}>
        <CheckIcon size={30} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{body}</p>
      {countdown && (
        <p className={styles.countdown} role="status" aria-live="polite">
          {countdown}
        </p>
      )}
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
