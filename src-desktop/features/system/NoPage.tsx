import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, GridIcon, HomeIcon, NewsIcon, PhoneIcon } from '../../components/icons';
import { serviceHoursOf, useSiteConfig } from '../../components/site-config';
import { useLang } from '../../components/useLang';
import styles from './NoPage.module.css';

/** /NoPage and /noPage: where unknown paths land. A friendly explanation and a few ways on. */
export default function NoPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { config } = useSiteConfig();

  return (
    <div className={styles.wrap}>
      <div className={styles.art}>
        <NotFoundArt />
      </div>
      <div className={styles.text}>
        <p className={styles.code}>{t('desktop:noPage.code')}</p>
        <h1 className={styles.title}>{t('desktop:noPage.title')}</h1>
        <p className={styles.body}>{t('desktop:noPage.body')}</p>
        <ul className={styles.links}>
          <Entry to="/" icon={<HomeIcon />} title={t('desktop:noPage.home')} desc={t('desktop:noPage.homeDesc')} />
          <Entry to="/#products" icon={<GridIcon />} title={t('desktop:noPage.products')} desc={t('desktop:noPage.productsDesc')} />
          <Entry to="/news" icon={<NewsIcon />} title={t('desktop:noPage.news')} desc={t('desktop:noPage.newsDesc')} />
          {config && (
            <li>
              <a className={styles.entry} href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`}>
                <span className={styles.entryIcon}>
                  <PhoneIcon />
                </span>
                <span className={styles.entryText}>
                  <span className={styles.entryTitle}>
                    {t('desktop:noPage.phone')} {config.servicePhone}
                  </span>
                  <span className={styles.entryDesc}>{t('desktop:noPage.phoneDesc', { hours: serviceHoursOf(config, lang) })}</span>
                </span>
              </a>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

function Entry({ to, icon, title, desc }: { to: string; icon: ReactNode; title: string; desc: string }) {
  return (
    <li>
      <Link className={styles.entry} to={to}>
        <span className={styles.entryIcon}>{icon}</span>
        <span className={styles.entryText}>
          <span className={styles.entryTitle}>{title}</span>
          <span className={styles.entryDesc}>{desc}</span>
        </span>
        <ArrowRightIcon size={16} className={styles.arrow} />
      </Link>
    </li>
  );
}

/** A disconnected machine: the page's connection is missing. */
function NotFoundArt() {
  return (
    <svg viewBox="0 0 360 300" width="360" height="300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="nf-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#eaf1ff" />
          <stop offset="1" stopColor="#f7f9fd" />
        </linearGradient>
        <linearGradient id="nf-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a6bf0" />
          <stop offset="1" stopColor="#0f3fa6" />
        </linearGradient>
      </defs>
      <circle cx="180" cy="150" r="140" fill="url(#nf-bg)" />
      <rect x="70" y="70" width="170" height="120" rx="10" fill="#fff" stroke="#c9d6f2" strokeWidth="2" />
      <rect x="84" y="84" width="142" height="84" rx="4" fill="url(#nf-screen)" />
      <text x="155" y="138" textAnchor="middle" fontSize="38" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        404
      </text>
      <path d="M84 156h142" stroke="#fff" strokeOpacity=".25" />
      <rect x="128" y="190" width="54" height="18" fill="#dbe5f7" />
      <rect x="104" y="208" width="102" height="10" rx="5" fill="#c9d6f2" />
      <path d="M240 150h26c10 0 14 8 14 16v20" fill="none" stroke="#8aa4d6" strokeWidth="4" strokeLinecap="round" />
      <rect x="270" y="186" width="20" height="16" rx="3" fill="#8aa4d6" />
      <path d="M275 202v8M285 202v8" stroke="#8aa4d6" strokeWidth="3" strokeLinecap="round" />
      <rect x="266" y="232" width="28" height="22" rx="4" fill="#fff" stroke="#c9d6f2" strokeWidth="2" />
      <path d="M275 238v5M285 238v5" stroke="#c9d6f2" strokeWidth="3" strokeLinecap="round" />
      <path d="M262 216l-8-4M298 216l8-4M280 214v-2" stroke="#f0a020" strokeWidth="3" strokeLinecap="round" />
      <g transform="translate(292 86)">
        <circle r="20" fill="#fff" stroke="#c9d6f2" strokeWidth="2" />
        <circle r="7" fill="none" stroke="#1656d8" strokeWidth="3" />
        <path d="M0-15v5M0 10v5M-15 0h5M10 0h5M-10.6-10.6l3.5 3.5M7.1 7.1l3.5 3.5M-10.6 10.6l3.5-3.5M7.1-7.1l3.5-3.5" stroke="#1656d8" strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}
