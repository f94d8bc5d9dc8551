import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import { developmentHistoryList } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import home from './HomePage.module.css';
import styles from './sections.module.css';

/** The company's development history (developmentHistory/list) as a horizontal timeline. */
export function HistoryTimeline() {
  const { t } = useTranslation();
  const state = useCommand(developmentHistoryList, {});
  return (
    <section className={home.section} aria-labelledby="home-history">
      <header className={home.sectionHead}>
        <p className={home.sectionEyebrow}>{t('home:history.eyebrow')}</p>
        <h2 id="home-history" className={home.sectionTitle}>
          {t('home:history.title')}
        </h2>
      </header>
      <DataState state={state} rows={3} isEmpty={(d) => d.length === 0} empty={t('home:history.empty')}>
        {(events) => (
          <ol className={styles.timeline}>
            {events.map((e) => (
              <li key={e.id} className={styles.event}>
                <span className={styles.eventYear}>{t('home:history.when', { year: e.year, month: String(e.month).padStart(2, '0') })}</span>
                <span className={styles.eventDot} aria-hidden="true" />
                <h3 className={styles.eventTitle}>{e.title}</h3>
                <p className={styles.eventBody}>{e.body}</p>
              </li>
            ))}
          </ol>
        )}
      </DataState>
    </section>
  );
}
