import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { CaseType } from '#shared/contract/content';
import { getCaseList } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import { PageHero } from './PageHero';
import { STORY_PATHS } from './case-stories';
import styles from './site.module.css';
import { usePositiveInt } from './useQueryParam';

const TYPES: CaseType[] = [1, 2, 3, 4];
const ROWS = 6;

/** /case: the featured stories, then every case by type (1 industry, 2 area, 3 manufacturer, 4 transaction), paged. */
export default function CasePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const rawType = Number(search.get('type'));
  const type = TYPES.includes(rawType as CaseType) ? (rawType as CaseType) : undefined;
  const page = usePositiveInt('page') ?? 1;
  const state = useCommand(getCaseList, type ? { type } : {}, { page, rows: ROWS });
  const featured = useCommand(getCaseList, { featured: true }, { page: 1, rows: 6 });
  const go = (tp: CaseType | undefined, p = 1) => {
    const next = new URLSearchParams();
    if (tp) next.set('type', String(tp));
    if (p > 1) next.set('page', String(p));
    setSearch(next);
  };

  return (
    <div className={styles.page}>
      <PageHero eyebrow={t('site:cases.eyebrow')} title={t('site:cases.title')} lead={t('site:cases.lead')} />
      <div className={styles.container}>
        <section aria-labelledby="case-stories" className={styles.block}>
          <h2 id="case-stories" className={styles.blockTitle}>
            {t('site:cases.stories')}
          </h2>
          <DataState state={featured} rows={3} isEmpty={(d) => d.list.length === 0}>
            {({ list }) => (
              <ul className={styles.storyGrid}>
                {[...list]
                  .sort((a, b) => (a.featured ?? 0) - (b.featured ?? 0))
                  .map((c) => (
                    <li key={c.id} className={styles.story}>
                      <span className={styles.storyNo}>{String(c.featured).padStart(2, '0')}</span>
                      <Link to={STORY_PATHS[(c.featured ?? 1) - 1]} className={styles.storyTitle}>
                        {c.title}
                      </Link>
                      <span className={styles.storyCompany}>{c.company}</span>
                    </li>
                  ))}
              </ul>
            )}
          </DataState>
        </section>

        <section aria-labelledby="case-all" className={styles.block}>
          <h2 id="case-all" className={styles.blockTitle}>
            {t('site:cases.all')}
          </h2>
          <div className={styles.tabs} role="tablist" aria-label={t('site:cases.all')}>
            <button type="button" role="tab" aria-selected={type === undefined} className={styles.tab} onClick={() => go(undefined)}>
              {t('site:cases.typeAll')}
            </button>
            {TYPES.map((k) => (
              <button key={k} type="button" role="tab" aria-selected={k === type} className={styles.tab} onClick={() => go(k)}>
                {t(`site:cases.type${k}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" data-testid="case-list">
            <DataState state={state} rows={6} isEmpty={(d) => d.list.length === 0} empty={t('site:cases.empty')}>
              {({ list, total }) => (
                <>
                  <ul className={styles.caseGrid}>
                    {list.map((c) => (
                      <li key={c.id} className={styles.caseCard}>
                        <img src={c.coverUrl} alt={c.title} width={640} height={360} loading="lazy" className={styles.caseImage} />
                        <div className={styles.caseBody}>
                          <p className={styles.meta}>
                            <span className={styles.tag}>{t(`site:cases.type${c.type}`)}</span>
                            <span>
                              {c.industry} · {c.region}
                            </span>
                          </p>
                          <h3 className={styles.caseTitle}>
                            <Link to={`/case/detail?id=${c.id}`}>{c.title}</Link>
                          </h3>
                          <p className={styles.caseSummary}>{c.summary}</p>
                          <ul className={styles.metricRow}>
                            {c.metrics.slice(0, 2).map((m) => (
                              <li key={m.label}>
                                <strong>{m.value}</strong>
                                <span>{m.label}</span>
                              </li>
                            ))}
                          </ul>
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
                    onChange={(p) => go(type, p)}
                    showTotal={(n) => t('site:cases.total', { count: n })}
                  />
                </>
              )}
            </DataState>
          </div>
        </section>
      </div>
    </div>
  );
}
