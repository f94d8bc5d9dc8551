import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ShieldIcon } from '../../components/icons';
import styles from './AuthShell.module.css';
import { skinAccent, type Skin } from './skin';

/**
 * The two-column card of the account pages: a brand panel with a short value proposition on the
 * left, the page's form on the right. `wide` gives the form more room (registration).
 */
export function AuthShell({ skin = 'default', wide = false, children }: { skin?: Skin; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation('account');
  const points = ['p1', 'p2', 'p3'] as const;
  return (
    <div className={styles.stage} data-skin={skin}>
      <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <aside className={styles.brand} aria-label={t(`brand.${skin}.label`)}>
          <p className={styles.kicker}>{t(`brand.${skin}.kicker`)}</p>
          <p className={styles.brandTitle}>{t(`brand.${skin}.title`)}</p>
          <p className={styles.brandLead}>{t(`brand.${skin}.lead`)}</p>
          <ul className={styles.points}>
            {points.map((p) => (
              <li key={p}>
                <span className={styles.pointIcon}>
                  <CheckIcon size={14} />
                </span>
                {t(`brand.${skin}.${p}`)}
              </li>
            ))}
          </ul>
          <p className={styles.safe}>
            <ShieldIcon size={14} />
            {t('brand.safe')}
          </p>
        </aside>
        <section className={styles.body}>
          <ConfigProvider button={{ autoInsertSpace: false }} theme={{ token: { colorPrimary: skinAccent[skin], colorLink: skinAccent[skin] } }}>
            {children}
          </ConfigProvider>
        </section>
      </div>
    </div>
  );
}

/** The page heading and a line under it. */
export function AuthHeading({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <header className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}

export { styles as authStyles };
