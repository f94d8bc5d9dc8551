import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { getNewsList } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import { dateOf } from '../../components/format';
import { useLang } from '../../components/useLang';
import { PageHero } from './PageHero';
import styles from './site.module.css';
import { usePositiveInt } from './useQueryParam';

const CATEGORIES = ['all', 'industry', 'announcement'] as const;
type Category = (typeof CATEGORIES)[number];
const ROWS = 8;

/** /news: all news, industry information, website announcements; paged. Category and page live in the URL. */
export default function NewsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('category');
  const category: Category = CATEGORIES.includes(raw as Category) ? (raw as Category) : 'all';
  const page = usePositiveInt('page') ?? 1;
  const state = useCommand(getNewsList, { category }, { page, rows: ROWS });
  const go = (c: Category, p = 1) => {
    const next = new URLSearchParams(search);
    if (c === 'all') next.delete('category');
    else next.set('category', c);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    setSearch(next);
    window.scrollTo(0, 0);
  };

  return (
    <div className={styles.page}>
      <PageHero eyebrow={t('site:news.eyebrow')} title={t('site:news.title')} lead={t('site:news.lead')} />
      <div className={styles.container}>
        <div className={styles.tabs} role="tablist" aria-label={t('site:news.title')}>
          {CATEGORIES.map((c) => (
            <button key={c} type="button" role="tab" aria-selected={c === category} className={styles.tab} onClick={() => go(c)}>
              {t(`site:news.category.${c}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" data-testid="news-list">
          <DataState state={state} rows={8} isEmpty={(d) => d.list.length === 0} empty={t('site:news.empty')}>
            {({ list, total }) => (
              <>
                <ul className={styles.newsList}>
                  {list.map((n) => (
                    <li key={n.id} className={styles.newsRow}>
                      {n.coverUrl && <img src={n.coverUrl} alt="" width={240} height={135} loading="lazy" className={styles.newsThumb} />}
                      <div className={styles.newsText}>
                        <p className={styles.meta}>
                          <span className={styles.tag}>{t(`site:news.category.${n.category}`)}</span>
                          <time dateTime={n.publishedAt}>{dateOf(n.publishedAt, lang)}</time>
                          <span>{n.source}</span>
                        </p>
                        <h2 className={styles.newsTitle}>
                          <Link to={`/news/detail?id=${n.id}`}>{n.title}</Link>
                        </h2>
                        <p className={styles.newsSummary}>{n.summary}</p>
                      </div>
                    </li>
                  ))}
                </ul>
                <Pagination
                  className={styles.pager}
                  current={page}
                  pageSize={ROWS}
                  total={total}
                  showSizeChanger={false}
                  hideOnSinglePage
                  onChange={(p) => go(category, p)}
                  showTotal={(n) => t('site:news.total', { count: n })}
                />
              </>
            )}
          </DataState>
        </div>
      </div>
    </div>
  );
}
