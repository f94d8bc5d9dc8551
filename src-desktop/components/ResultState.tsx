import type { ReactNode } from 'react';
import styles from './ResultState.module.css';

/**
 * The outcome of a step or a state a page stops at (done, under review, refused, no permission):
 * an icon in the status colour, a title, an explanation and actions, laid out as antd's Result.
 * Ours because antd's Result carries its 403/404/500 illustrations (~10 kB) into every page that
 * shows any result; these pages use the four plain statuses only.
 */
type ResultStatus = 'success' | 'info' | 'warning' | 'error';

const paths: Record<ResultStatus, ReactNode> = {
  success: <path d="M7.5 12.5l3 3 6-6.5" />,
  info: <path d="M12 11v6M12 7.5v.01" />,
  warning: <path d="M12 7v6M12 16.5v.01" />,
  error: <path d="M9 9l6 6M15 9l-6 6" />,
};

export function ResultState(props: { status: ResultStatus; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; children?: ReactNode; 'data-testid'?: string }) {
  return (
    <div className={styles.result} data-status={props.status} data-testid={props['data-testid']}>
      <div className={styles.icon}>
        <svg width={64} height={64} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" />
          {paths[props.status]}
        </svg>
      </div>
      <div className={styles.title}>{props.title}</div>
      {props.subTitle && <div className={styles.subTitle}>{props.subTitle}</div>}
      {props.extra && <div className={styles.extra}>{props.extra}</div>}
      {props.children && <div className={styles.content}>{props.children}</div>}
    </div>
  );
}
