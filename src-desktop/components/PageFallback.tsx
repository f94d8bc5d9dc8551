import styles from './PageFallback.module.css';

/**
 * Shown while a page's chunk loads: a plain-CSS skeleton (a title bar and six text lines, as
 * antd's Skeleton drew it), so the first page does not load antd for its loading state.
 */
export function PageFallback() {
  return (
    <div className={styles.fallback} aria-busy="true">
      <div className={styles.title} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className={styles.line} />
      ))}
    </div>
  );
}
