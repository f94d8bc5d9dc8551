import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { checkNewsDetail } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import { dateOf } from '../../components/format';
import { useLang } from '../../components/useLang';
import { NotFoundState } from './NotFoundState';
import { PageHero } from './PageHero';
import { SafeHtml } from './SafeHtml';
import styles from './site.module.css';
import { usePositiveInt } from './useQueryParam';
import { ErrorCode } from '#shared/contract/errors';

/** /news/detail?id=: one article; an unknown or malformed id shows a friendly not-found state. */
export default function NewsDetailPage() {
  const id = usePositiveInt('id');
  const { t } = useTranslation();
  const lang = useLang();
  const state = useCommand(checkNewsDetail, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null || state.error?.code === ErrorCode.notFound) return <NotFoundState title={t('site:news.notFound')} body={state.error?.info} back={{ to: '/news', label: t('site:news.back') }} />;

  return (
    <div className={styles.page}>
      <DataState state={state} rows={10}>
        {(n) => (
          <>
            <PageHero
              crumbs={[
                { to: '/', label: t('routes:home') },
                { to: '/news', label: t('routes:news') },
              ]}
              eyebrow={t(`site:news.category.${n.category}`)}
              title={n.title}
            >
              <p className={styles.heroMeta}>
                <time dateTime={n.publishedAt}>{dateOf(n.publishedAt, lang)}</time>
                <span>{t('site:news.source', { source: n.source })}</span>
                <span>{t('site:news.views', { count: n.views })}</span>
              </p>
            </PageHero>
            <div className={styles.readingWrap}>
              <article className={styles.reading}>
                <p className={styles.lead}>{n.summary}</p>
                <SafeHtml html={n.body} />
                <nav className={styles.neighbours} aria-label={t('site:news.neighbours')}>
                  <span>
                    {t('site:news.prev')}
                    {n.prev ? <Link to={`/news/detail?id=${n.prev.id}`}>{n.prev.title}</Link> : <em>{t('site:news.none')}</em>}
                  </span>
                  <span>
                    {t('site:news.next')}
                    {n.next ? <Link to={`/news/detail?id=${n.next.id}`}>{n.next.title}</Link> : <em>{t('site:news.none')}</em>}
                  </span>
                </nav>
                <Link to="/news" className={styles.backLink}>
                  {t('site:news.back')}
                </Link>
              </article>
            </div>
          </>
        )}
      </DataState>
    </div>
  );
}
