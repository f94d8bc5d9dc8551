import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { getNewsList } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import { dateOf } from '../../components/format';
import { useLang } from '../../components/useLang';
import home from './HomePage.module.css';
import styles from './sections.module.css';

const CATEGORIES = ['all', 'industry', 'announcement'] as const;

/** The latest news by category (webNews/getNewsList): the newest with its cover, then a list. */
export function NewsSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('all');
  const state = useCommand(getNewsList, { category }, { page: 1, rows: 6 });
  return (
    <section className={home.section} aria-labelledby="home-news">
      <header className={home.sectionHead}>
        <p className={home.sectionEyebrow}>{t('home:news.eyebrow')}</p>
        <h2 id="home-news" className={home.sectionTitle}>
          {t('home:news.title')}
        </h2>
      </header>
      <div className={`${styles.tabs} ${styles.tabsCenter}`} role="tablist" aria-label={t('home:news.title')}>
        {CATEGORIES.map((c) => (
          <button key={c} type="button" role="tab" aria-selected={c === category} className={styles.tab} onClick={() => setCategory(c)}>
            {t(`home:news.${c}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <DataState state={state} rows={6} isEmpty={(d) => d.list.length === 0} empty={t('home:news.empty')}>
          {({ list: [first, ...rest] }) => (
            <div className={styles.newsGrid}>
              <article className={styles.newsLead}>
                {first.coverUrl && <img src={first.coverUrl} alt={first.title} width={640} height={360} loading="lazy" className={styles.newsImage} />}
                <p className={styles.newsMeta}>
                  {t(`home:news.${first.category}`)} · {dateOf(first.publishedAt, lang)}
                </p>
                <h3 className={styles.newsLeadTitle}>
                  <Link to={`/news/detail?id=${first.id}`}>{first.title}</Link>
                </h3>
                <p className={styles.newsSummary}>{first.summary}</p>
              </article>
              <ul className={styles.newsList}>
                {rest.map((n) => (
                  <li key={n.id} className={styles.newsItem}>
                    <time className={styles.newsDate} dateTime={n.publishedAt}>
                      {dateOf(n.publishedAt, lang)}
                    </time>
                    <div>
                      <Link to={`/news/detail?id=${n.id}`} className={styles.newsTitle}>
                        {n.title}
                      </Link>
                      <p className={styles.newsSummaryShort}>{n.summary}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </DataState>
      </div>
      <p className={styles.sectionMore}>
        <Link to="/news" className={styles.moreButton}>
          {t('home:news.more')}
        </Link>
      </p>
    </section>
  );
}
