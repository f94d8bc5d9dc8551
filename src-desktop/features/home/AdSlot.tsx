import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { getEnableAdvertise } from '#shared/contract/refs/content';
import { DataState } from '../../components/DataState';
import styles from './sections.module.css';

/** The advertisements of one home-page location (webAdvertise/getEnableAdvertise): 1 a wide strip, 2 cards side by side. */
export function AdSlot({ locationId }: { locationId: 1 | 2 }) {
  const { t } = useTranslation();
  const state = useCommand(getEnableAdvertise, { locationId });
  return (
    <aside className={styles.ads} data-location={locationId} aria-label={t('home:ads.label')}>
      <DataState state={state} rows={2} isEmpty={(d) => d.length === 0} empty={t('home:ads.empty')}>
        {(ads) => (
          <ul className={styles.adList}>
            {ads.map((a) => (
              <li key={a.id} className={styles.ad}>
                <img src={a.imageUrl} alt="" width={480} height={240} loading="lazy" className={styles.adImage} />
                <div className={styles.adText}>
                  <span className={styles.adBadge}>{t('home:ads.badge')}</span>
                  <h2 className={styles.adTitle}>{a.title}</h2>
                  <p className={styles.adBody}>{a.body}</p>
                  <Link to={a.linkUrl} className={styles.adAction}>
                    {a.action}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </aside>
  );
}
