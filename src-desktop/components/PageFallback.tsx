import { Skeleton } from 'antd';
import styles from './PageFallback.module.css';

/** Shown while a page's chunk loads. */
export function PageFallback() {
  return (
    <div className={styles.fallback} aria-busy="true">
      <Skeleton active title paragraph={{ rows: 6 }} />
    </div>
  );
}
