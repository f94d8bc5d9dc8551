import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CheckIcon } from '../../components/icons';
import { serviceHoursOf, useSiteConfig } from '../../components/site-config';
import { useLang } from '../../components/useLang';
import { PageHero } from './PageHero';
import type { ProductPageDef } from './product-pages';
import styles from './product.module.css';
import site from './site.module.css';

interface Item {
  title: string;
  body: string;
}
interface Figure {
  value: string;
  label: string;
}

/**
 * A product page from its locale entry: hero with the page's one h1 and actions, figures,
 * features, steps, an optional page-specific block, and a closing call to action with the
 * service phone from site configuration.
 */
export function ProductSections({ def, children, heroExtra }: { def: ProductPageDef; children?: ReactNode; heroExtra?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { config } = useSiteConfig();
  const k = `site:products.${def.key}`;
  const list = <T,>(key: string) => t(`${k}.${key}`, { returnObjects: true }) as unknown as T[];
  const figures = list<Figure>('figures');
  const features = list<Item>('features');
  const steps = list<Item>('steps');
  const [primary, ...secondary] = def.actions;
  const { hash } = useLocation();
  // In-page calls to action (#developer, #wis-editions, #order-flow) scroll once the block has rendered.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <div className={site.page}>
      <PageHero eyebrow={t(`${k}.eyebrow`)} title={t(`${k}.title`)} lead={t(`${k}.lead`)}>
        {def.actions.length > 0 && (
          <div className={site.heroActions}>
            {primary && (
              <Link to={primary.to} className={site.primaryBtn}>
                {t(`site:productActions.${primary.label}`)}
              </Link>
            )}
            {secondary.map((a) => (
              <Link key={a.to} to={a.to} className={site.ghostBtn}>
                {t(`site:productActions.${a.label}`)}
              </Link>
            ))}
          </div>
        )}
        {heroExtra}
      </PageHero>

      <div className={site.container}>
        <ul className={styles.figures} aria-label={t('site:product.figures')}>
          {figures.map((f) => (
            <li key={f.label}>
              <strong>{f.value}</strong>
              <span>{f.label}</span>
            </li>
          ))}
        </ul>

        <section className={styles.section} aria-labelledby={`${def.key}-features`}>
          <h2 id={`${def.key}-features`} className={styles.sectionTitle}>
            {t(`${k}.featuresTitle`)}
          </h2>
          <ul className={styles.featureGrid} data-count={features.length}>
            {features.map((f, i) => (
              <li key={f.title} className={styles.feature}>
                <span className={styles.featureNo}>{String(i + 1).padStart(2, '0')}</span>
                <h3 className={styles.featureTitle}>{f.title}</h3>
                <p className={styles.featureBody}>{f.body}</p>
              </li>
            ))}
          </ul>
        </section>

        {children}

        <section className={styles.section} aria-labelledby={`${def.key}-steps`}>
          <h2 id={`${def.key}-steps`} className={styles.sectionTitle}>
            {t(`${k}.stepsTitle`)}
          </h2>
          <ol className={styles.steps}>
            {steps.map((s, i) => (
              <li key={s.title} className={styles.step}>
                <span className={styles.stepNo}>{i + 1}</span>
                <div>
                  <h3 className={styles.stepTitle}>{s.title}</h3>
                  <p className={styles.stepBody}>{s.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.cta} aria-labelledby={`${def.key}-cta`} id="contact">
          <div>
            <h2 id={`${def.key}-cta`} className={styles.ctaTitle}>
              {t(`${k}.ctaTitle`)}
            </h2>
            <p className={styles.ctaBody}>{t(`${k}.ctaBody`)}</p>
            {config && (
              <p className={styles.ctaPhone}>
                <CheckIcon size={14} />
                <a href={`tel:${config.servicePhone.replace(/[^\d+]/g, '')}`}>{t('site:productActions.phone', { phone: config.servicePhone, hours: serviceHoursOf(config, lang) })}</a>
              </p>
            )}
          </div>
          <div className={styles.ctaActions}>
            <Link to="/register" className={site.primaryBtn}>
              {t('site:productActions.registerCompany')}
            </Link>
            {def.related.map((a) => (
              <Link key={a.to} to={a.to} className={site.outlineBtn}>
                {t(`site:productActions.${a.label}`)}
              </Link>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
