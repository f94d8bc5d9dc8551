import { useTranslation } from 'react-i18next';
import { ActivityHeader, MyWinsPanel, RulesPanel, WinnersPanel, showResult } from './ActivityPanels';
import { ActivityState } from './ActivityState';
import { DrawGrid } from './DrawGrid';
import { useActivity } from './useActivity';
import { useDrawButton } from './useDrawButton';
import styles from './activity.module.css';

/** /expositionDraw: the exposition's live draw (activity/startLive), full screen for the stand. */
export default function ExpositionDrawPage() {
  const { t } = useTranslation('activity');
  const act = useActivity('exposition');
  const button = useDrawButton({ info: act.info, count: act.count, signedIn: act.signedIn, here: '/expositionDraw', draw: (id) => act.draw(act.which, act.drawer, id) });
  return (
    <div className={`${styles.page} ${styles.standalone}`}>
      <ActivityState loading={act.loading} error={act.error} ready={act.info !== null} onRetry={act.reload}>
        {() => (
          <>
            <div className={styles.hero}>
              <ActivityHeader info={act.info!} persons={act.persons} kicker={t('expo.kicker')} />
              <p className={styles.left}>{act.signedIn && act.count ? t('left', { left: act.count.left, perDay: act.count.perDay }) : t('expo.hint')}</p>
              <DrawGrid items={act.drawList} {...button} onResult={(r) => showResult(r, t)} />
            </div>
            <div className={styles.columns}>
              <WinnersPanel wins={act.winList} />
              <MyWinsPanel wins={act.myWins} signedIn={act.signedIn} onLogin={button.login} />
            </div>
            <RulesPanel content={act.content} />
          </>
        )}
      </ActivityState>
    </div>
  );
}
