import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AppsIcon, ArrowRightIcon, CheckIcon, ChipIcon, FactoryIcon, PhoneIcon, SignalIcon } from '../../components/icons';
import { products } from '../../components/products';
import { serviceHoursOf, useSiteConfig } from '../../components/site-config';
import { useLang } from '../../components/useLang';
import { AdSlot } from './AdSlot';
import { BannerCarousel } from './BannerCarousel';
import { CaseShowcase } from './CaseShowcase';
import { HistoryTimeline } from './HistoryTimeline';
import styles from './HomePage.module.css';
import { IndexFigures } from './IndexFigures';
import { Marketplace } from './Marketplace';
import { NewsSection } from './NewsSection';

const scenes = [
  { key: 'smartOnline', Icon: SignalIcon },
  { key: 'smartFactory', Icon: FactoryIcon },
  { key: 'edge', Icon: ChipIcon },
  { key: 'appStore', Icon: AppsIcon },
] as const;

const steps = ['s1', 's2', 's3'] as const;

/**
 * The home page (/): hero with the banner carousel, platform figures, every
 * product of the spec, advertisements, recommended enquiries and mall items,
 * the digital scenarios (smart online, smart factory, edge computing, app
 * store), cases by type, news, development history, how to get started, and
 * a call to register or log in. Data-driven sections load independently, each
 * with its own loading, empty and error-with-retry state.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { hash } = useLocation();
  const { config } = useSiteConfig();

  // /#products (linked from the not-found page) once the page has rendered.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('home:hero.eyebrow')}</p>
            <h1 className={styles.heroTitle}>{t('home:hero.title')}</h1>
            <p className={styles.heroSubtitle}>{t('home:hero.subtitle')}</p>
            <div className={styles.heroActions}>
              <Link to="/register" className={styles.btnPrimary}>
                {t('home:hero.primary')}
              </Link>
              <Link to="/login" className={styles.btnGhost}>
                {t('home:hero.secondary')}
              </Link>
              <a href="#products" className={styles.btnText}>
                {t('home:hero.explore')}
                <ArrowRightIcon size={16} />
              </a>
            </div>
            <ul className={styles.heroPoints}>
              {(['point1', 'point2', 'point3'] as const).map((k) => (
                <li key={k}>
                  <CheckIcon size={16} />
                  {t(`home:hero.${k}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.heroArt}>
            <BannerCarousel />
          </div>
        </div>
      </section>

      <IndexFigures />

      <section id="products" className={styles.section} aria-labelledby="home-products">
        <header className={styles.sectionHead}>
          <p className={styles.sectionEyebrow}>{t('home:products.eyebrow')}</p>
          <h2 id="home-products" className={styles.sectionTitle}>
            {t('home:products.title')}
          </h2>
          <p className={styles.sectionSubtitle}>{t('home:products.subtitle')}</p>
        </header>
        <ul className={styles.productGrid}>
          {products.map((p) => (
            <li key={p.key} className={styles.productCard}>
              <div className={styles.productHead}>
                <span className={styles.productIcon}>
                  <p.Icon size={26} />
                </span>
                <h3 className={styles.productName}>{t(`desktop:product.${p.key}.name`)}</h3>
                {p.key === 'wis' && <span className={styles.trial}>{t('home:products.trial')}</span>}
              </div>
              <p className={styles.productDesc}>{t(`home:products.${p.key}.desc`)}</p>
              <ul className={styles.productPoints}>
                {(['p1', 'p2', 'p3'] as const).map((k) => (
                  <li key={k}>
                    <CheckIcon size={14} />
                    {t(`home:products.${p.key}.${k}`)}
                  </li>
                ))}
              </ul>
              <Link to={p.path} className={styles.productMore}>
                {t('home:products.more')}
                <span className={styles.srOnly}> · {t(`desktop:product.${p.key}.name`)}</span>
                <ArrowRightIcon size={14} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <AdSlot locationId={1} />

      <Marketplace />

      <section className={`${styles.scenes}`} aria-labelledby="home-scenes">
        <div className={styles.scenesInner}>
          <header className={styles.sectionHead}>
            <p className={styles.sectionEyebrowLight}>{t('home:scenes.eyebrow')}</p>
            <h2 id="home-scenes" className={styles.sectionTitleLight}>
              {t('home:scenes.title')}
            </h2>
          </header>
          <ul className={styles.sceneGrid}>
            {scenes.map(({ key, Icon }, i) => (
              <li key={key} className={styles.scene}>
                <span className={styles.sceneIndex}>{String(i + 1).padStart(2, '0')}</span>
                <span className={styles.sceneIcon}>
                  <Icon size={28} />
                </span>
                <h3 className={styles.sceneName}>{t(`home:scenes.${key}.name`)}</h3>
                <p className={styles.sceneDesc}>{t(`home:scenes.${key}.desc`)}</p>
                <span className={styles.sceneMetric}>{t(`home:scenes.${key}.metric`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CaseShowcase />

      <AdSlot locationId={2} />

      <NewsSection />

      <HistoryTimeline />

      <section className={`${styles.section}`} aria-labelledby="home-steps">
        <header className={styles.sectionHead}>
          <p className={styles.sectionEyebrow}>{t('home:steps.eyebrow')}</p>
          <h2 id="home-steps" className={styles.sectionTitle}>
            {t('home:steps.title')}
          </h2>
        </header>
        <ol className={styles.steps}>
          {steps.map((s, i) => (
            <li key={s} className={styles.step}>
              <span className={styles.stepNumber}>{i + 1}</span>
              <h3 className={styles.stepName}>{t(`home:steps.${s}.name`)}</h3>
              <p className={styles.stepDesc}>{t(`home:steps.${s}.desc`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`${styles.cta}`} aria-labelledby="home-cta">
        <div className={styles.ctaInner}>
          <div>
            <h2 id="home-cta" className={styles.ctaTitle}>
              {t('home:cta.title')}
            </h2>
            <p className={styles.ctaBody}>{t('home:cta.body')}</p>
            {config && (
              <p className={styles.ctaPhone}>
                <PhoneIcon size={16} />
                {t('home:cta.phone', { phone: config.servicePhone, hours: serviceHoursOf(config, lang) })}
              </p>
            )}
          </div>
          <div className={styles.ctaActions}>
            <Link to="/register" className={styles.btnWhite}>
              {t('home:cta.register')}
            </Link>
            <Link to="/login" className={styles.btnOutlineLight}>
              {t('home:cta.login')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
