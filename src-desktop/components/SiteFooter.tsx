import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PhoneIcon } from './icons';
import { Logo } from './Logo';
import { products, siteLinks } from './products';
import { serviceHoursOf, useSiteConfig } from './site-config';
import styles from './SiteFooter.module.css';
import { useLang } from './useLang';

/** Footer: product links, company info, customer service phone and hours, ICP record number, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  const { config } = useSiteConfig();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo inverse />
          <p className={styles.intro}>{t('desktop:footer.intro')}</p>
          <p className={styles.company}>
            {t('desktop:footer.companyName')}
            <br />
            {t('desktop:footer.address')}
          </p>
        </div>
        <nav className={styles.column} aria-label={t('desktop:footer.products')}>
          <h2 className={styles.heading}>{t('desktop:footer.products')}</h2>
          <ul className={styles.productList}>
            {products.map((p) => (
              <li key={p.key}>
                <Link to={p.path}>{t(`desktop:product.${p.key}.name`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-label={t('desktop:footer.explore')}>
          <h2 className={styles.heading}>{t('desktop:footer.explore')}</h2>
          <ul className={styles.list}>
            {siteLinks.map((l) => (
              <li key={l.key}>
                <Link to={l.path}>{t(`desktop:nav.${l.key}`)}</Link>
              </li>
            ))}
            <li>
              <Link to="/memberCenter">{t('desktop:header.memberCenter')}</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('desktop:footer.contact')}</h2>
          {config && (
            <div className={styles.contact}>
              <span className={styles.contactLabel}>{t('desktop:footer.servicePhone')}</span>
              <a className={styles.phone} href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`}>
                <PhoneIcon size={18} />
                {config.servicePhone}
              </a>
              <span className={styles.contactLabel}>{t('desktop:footer.serviceHours')}</span>
              <span>{serviceHoursOf(config, lang)}</span>
            </div>
          )}
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <span>{t('desktop:footer.copyright', { year })}</span>
          {config?.recordNumber && (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" title={t('desktop:footer.record')}>
              {config.recordNumber}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
