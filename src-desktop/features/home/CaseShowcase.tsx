import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import type { CaseType } from '#shared/contract/content';
import { getCaseList } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import home from './HomePage.module.css';
import styles from './sections.module.css';

const TYPES: CaseType[] = [1, 2, 3, 4];

/** Customer cases by type: 1 industry, 2 area, 3 manufacturer, 4 transaction (webCase/getCaseList). */
export function CaseShowcase() {
  const { t } = useTranslation();
  const [type, setType] = useState<CaseType>(1);
  const state = useCommand(getCaseList, { type }, { page: 1, rows: 3 });
  return (
    <section className={home.section} aria-labelledby="home-cases">
      <header className={home.sectionHead}>
        <p className={home.sectionEyebrow}>{t('home:cases.eyebrow')}</p>
        <h2 id="home-cases" className={home.sectionTitle}>
          {t('home:cases.title')}
        </h2>
      </header>
      <div className={`${styles.tabs} ${styles.tabsCenter}`} role="tablist" aria-label={t('home:cases.title')}>
        {TYPES.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === type} className={styles.tab} onClick={() => setType(k)}>
            {t(`home:cases.type${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <DataState state={state} rows={4} isEmpty={(d) => d.list.length === 0} empty={t('home:cases.empty')}>
          {({ list }) => (
            <ul className={styles.caseGrid} data-count={Math.min(list.length, 3)}>
              {list.map((c) => (
                <li key={c.id} className={styles.caseCard}>
                  <img src={c.coverUrl} alt={c.title} width={640} height={360} loading="lazy" className={styles.caseImage} />
                  <div className={styles.caseBody}>
                    <p className={styles.caseMeta}>
                      {c.industry} · {c.region}
                    </p>
                    <h3 className={styles.caseTitle}>
                      <Link to={`/case/detail?id=${c.id}`}>{c.title}</Link>
                    </h3>
                    <p className={styles.caseSummary}>{c.summary}</p>
                    {c.metrics[0] && (
                      <p className={styles.caseMetric}>
                        <strong>{c.metrics[0].value}</strong> {c.metrics[0].label}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </div>
      <p className={styles.sectionMore}>
        <Link to="/case" className={styles.moreButton}>
          {t('home:cases.more')}
        </Link>
      </p>
    </section>
  );
}
