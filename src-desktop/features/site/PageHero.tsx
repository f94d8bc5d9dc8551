import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './site.module.css';

/** The banner at the top of every site page: breadcrumb, the page's one h1, a lead and optional actions. */
export function PageHero(props: { eyebrow?: ReactNode; title: ReactNode; lead?: ReactNode; crumbs?: { to: string; label: string }[]; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        {props.crumbs && (
          <nav aria-label="breadcrumb" className={styles.crumbs}>
            {props.crumbs.map((c) => (
              <span key={c.to}>
                <Link to={c.to}>{c.label}</Link>
                <span aria-hidden="true"> / </span>
              </span>
            ))}
          </nav>
        )}
        {props.eyebrow && <p className={styles.heroEyebrow}>{props.eyebrow}</p>}
        <h1 className={styles.heroTitle}>{props.title}</h1>
        {props.lead && <p className={styles.heroLead}>{props.lead}</p>}
        {props.children}
      </div>
    </section>
  );
}
