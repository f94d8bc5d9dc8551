import type { ReactNode } from 'react';
import styles from './StatusPanel.module.css';

/**
 * A result page body (guards, load errors): an icon, one heading, an
 * explanation and actions. Lighter than antd Result and Button, so it can sit
 * in the entry chunk without their weight.
 */
export function StatusPanel(props: { icon: ReactNode; tone?: 'info' | 'warning' | 'error'; title: ReactNode; body?: ReactNode; actions?: ReactNode }) {
  return (
    <section className={styles.panel} data-tone={props.tone ?? 'info'}>
      <div className={styles.icon}>{props.icon}</div>
      <h1 className={styles.title}>{props.title}</h1>
      {props.body && <p className={styles.body}>{props.body}</p>}
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
    </section>
  );
}

export const panelButtonClass = (primary = false) => (primary ? `${styles.button} ${styles.primary}` : styles.button);

export function PanelButton({ primary, onClick, children }: { primary?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={panelButtonClass(primary)} onClick={onClick}>
      {children}
    </button>
  );
}
