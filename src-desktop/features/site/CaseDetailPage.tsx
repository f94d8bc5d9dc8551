import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { checkCaseDetail } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import { storySlotOf } from './case-stories';
import { NotFoundState } from './NotFoundState';
import { PageHero } from './PageHero';
import { SafeHtml } from './SafeHtml';
import styles from './site.module.css';
import { usePositiveInt } from './useQueryParam';
import { ErrorCode } from '#shared/contract/errors';

/** /case/detail?id= and the featured stories /caseOne ... /caseSix (by slot). */
export default function CaseDetailPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const slot = storySlotOf(pathname);
  const id = usePositiveInt('id');
  const params = slot ? { featured: slot } : { id: id ?? 0 };
  const state = useCommand(checkCaseDetail, params, { enabled: slot !== null || id !== null });
  if ((slot === null && id === null) || state.error?.code === ErrorCode.notFound) {
    return <NotFoundState title={t('site:cases.notFound')} body={state.error?.info} back={{ to: '/case', label: t('site:cases.back') }} />;
  }

  return (
    <div className={styles.page}>
      <DataState state={state} rows={10}>
        {(c) => (
          <>
            <PageHero
              crumbs={[
                { to: '/', label: t('routes:home') },
                { to: '/case', label: t('routes:case') },
              ]}
              eyebrow={slot ? t('site:cases.storyNo', { n: slot }) : t(`site:cases.type${c.type}`)}
              title={c.title}
              lead={c.summary}
            />
            <div className={styles.container}>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('site:cases.company')}</dt>
                  <dd>{c.company}</dd>
                </div>
                <div>
                  <dt>{t('site:cases.industry')}</dt>
                  <dd>{c.industry}</dd>
                </div>
                <div>
                  <dt>{t('site:cases.region')}</dt>
                  <dd>{c.region}</dd>
                </div>
                <div>
                  <dt>{t('site:cases.type')}</dt>
                  <dd>{t(`site:cases.type${c.type}`)}</dd>
                </div>
              </dl>
              {c.metrics.length > 0 && (
                <ul className={styles.metricBand} aria-label={t('site:cases.results')}>
                  {c.metrics.map((m) => (
                    <li key={m.label}>
                      <strong>{m.value}</strong>
                      <span>{m.label}</span>
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.caseLayout}>
                <article className={styles.reading}>
                  <SafeHtml html={c.body} />
                </article>
                <aside className={styles.sideCard}>
                  <img src={c.coverUrl} alt={c.title} width={640} height={360} loading="lazy" className={styles.caseImage} />
                  <h2 className={styles.sideTitle}>{t('site:cases.ctaTitle')}</h2>
                  <p className={styles.sideBody}>{t('site:cases.ctaBody')}</p>
                  <Link to="/register" className={styles.primaryBtn}>
                    {t('site:cases.ctaRegister')}
                  </Link>
                  <Link to="/case" className={styles.textLink}>
                    {t('site:cases.back')}
                  </Link>
                </aside>
              </div>
            </div>
          </>
        )}
      </DataState>
    </div>
  );
}
