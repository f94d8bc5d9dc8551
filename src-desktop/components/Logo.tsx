import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './Logo.module.css';

/** Brand mark (inline SVG) + site name, linking home. Not a heading: each page has its own h1. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <LogoMark />
      <span className={styles.name}>{t('common:siteName')}</span>
    </Link>
  );
}

export function LogoMark({ size = 32 }: { size?: number }) {
  // The header and the footer both draw the mark: one gradient id each.
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b7bff" />
          <stop offset="1" stopColor="#0d3fa8" />
        </linearGradient>
      </defs>
      <path d="M16 1.5l12.6 7.25v14.5L16 30.5 3.4 23.25V8.75z" fill={`url(#${id})`} />
      <path d="M16 8l6.9 4v8L16 24l-6.9-4v-8z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9.1 12L16 16l6.9-4M16 16v8" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" opacity=".75" />
    </svg>
  );
}
