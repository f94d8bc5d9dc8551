import type { ReactNode } from 'react';
import { AlertIcon } from '../../components/icons';
import styles from './ResultPanel.module.css';

/** A step that could not finish: a warning mark, the heading, the reason and the ways on. */
export function ErrorBlock({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className={styles.result} role="alert">
      <span className={`${styles.icon} ${styles.iconError}`}>
        <AlertIcon size={30} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.body}>{body}</p>
      <div className={styles.actions} style={{ marginTop: 18 }}>
        {children}
      </div>
    </div>
  );
}
