import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { getRecommendEnquiryList, queryMallItemByCategoryName } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import { dateOf, yuan } from '../../components/format';
import { useLang } from '../../components/useLang';
import home from './HomePage.module.css';
import styles from './sections.module.css';
import { clampTitle } from '#shared/utils/text-clamp';

/** Enquiry titles are cut at this spec width (units: wide character 2, capital 1.4). */
const ENQUIRY_TITLE_WIDTH = 44;

/** Recommended enquiries (enquiry/getRecommendEnquiryList) beside mall items by category (webMallItem/queryMallItemByCategoryName). */
export function Marketplace() {
  const { t } = useTranslation();
  return (
    <section className={home.section} aria-labelledby="home-market">
      <header className={home.sectionHead}>
        <p className={home.sectionEyebrow}>{t('home:market.eyebrow')}</p>
        <h2 id="home-market" className={home.sectionTitle}>
          {t('home:market.title')}
        </h2>
        <p className={home.sectionSubtitle}>{t('home:market.subtitle')}</p>
      </header>
      <div className={styles.marketGrid}>
        <Enquiries />
        <MallItems />
      </div>
    </section>
  );
}

function Enquiries() {
  const { t } = useTranslation();
  const lang = useLang();
  const state = useCommand(getRecommendEnquiryList, {}, { page: 1, rows: 6 });
  return (
    <div className={styles.panel}>
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>{t('home:market.enquiries')}</h3>
        <Link to="/esp" className={styles.panelMore}>
          {t('home:market.enquiriesMore')}
        </Link>
      </div>
      <DataState state={state} rows={6} isEmpty={(d) => d.length === 0} empty={t('home:market.enquiriesEmpty')}>
        {(list) => (
          <ul className={styles.enquiryList}>
            {list.map((e) => (
              <li key={e.id} className={styles.enquiry}>
                <div className={styles.enquiryMain}>
                  <span className={styles.tag}>{e.category}</span>
                  <EnquiryTitle title={e.title} />
                </div>
                <div className={styles.enquiryMeta}>
                  <span>{e.buyer}</span>
                  <span>{e.region}</span>
                  <span>{t('home:market.quantity', { n: e.quantity.toLocaleString(lang), unit: e.unit })}</span>
                  <span>{t('home:market.deadline', { date: dateOf(e.deadline, lang) })}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </div>
  );
}

function MallItems() {
  const { t } = useTranslation();
  const lang = useLang();
  const state = useCommand(queryMallItemByCategoryName, {});
  const [active, setActive] = useState<string | null>(null);
  return (
    <div className={styles.panel}>
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>{t('home:market.mall')}</h3>
        <Link to="/mall" className={styles.panelMore}>
          {t('home:market.mallMore')}
        </Link>
      </div>
      <DataState state={state} rows={6} isEmpty={(d) => d.length === 0} empty={t('home:market.mallEmpty')}>
        {(categories) => {
          const current = categories.find((c) => c.categoryKey === active) ?? categories[0];
          return (
            <>
              <div className={styles.tabs} role="tablist" aria-label={t('home:market.mall')}>
                {categories.map((c) => (
                  <button key={c.categoryKey} type="button" role="tab" aria-selected={c === current} className={styles.tab} onClick={() => setActive(c.categoryKey)}>
                    {c.categoryName}
                  </button>
                ))}
              </div>
              <div role="tabpanel" aria-label={current.categoryName}>
                <ul className={styles.itemGrid}>
                  {current.items.map((i) => (
                    <li key={i.id} className={styles.item}>
                      <img src={i.imageUrl} alt={i.name} width={96} height={96} loading="lazy" className={styles.itemImage} />
                      <div className={styles.itemText}>
                        <span className={styles.itemName}>{i.name}</span>
                        <span className={styles.itemSpec}>
                          {i.brand} · {i.spec}
                        </span>
                        <span className={styles.itemPrice}>
                          {yuan(i.priceCents, lang)}
                          <small> / {i.unit}</small>
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            </>
          );
        }}
      </DataState>
    </div>
  );
}

function EnquiryTitle({ title }: { title: string }) {
  const c = clampTitle(title, ENQUIRY_TITLE_WIDTH);
  return (
    <span className={styles.enquiryTitle} title={c.title}>
      {c.text}
    </span>
  );
}
