import { useTranslation } from 'react-i18next';
import { ActivityHeader, MyWinsPanel, RulesPanel, WinnersPanel, showResult } from './ActivityPanels';
import { ActivityState } from './ActivityState';
import { DrawGrid } from './DrawGrid';
import { useActivity } from './useActivity';
import { useDrawButton } from './useDrawButton';
import styles from './activity.module.css';

/**
 * /lotteryDraw: the lucky draw. Everyone sees the activity, its prizes, rules and the latest
 * winners; a member draws (activity/start) and sees their draws left and prizes; a visitor's
 * button leads to the login and back.
 */
export default function LotteryDrawPage() {
  const { t } = useTranslation('activity');
  const act = useActivity('lottery');
  const button = useDrawButton({ info: act.info, count: act.count, signedIn: act.signedIn, here: '/lotteryDraw', draw: (id) => act.draw(act.which, act.drawer, id) });

  return (
    <div className={styles.page}>
      <ActivityState loading={act.loading} error={act.error} ready={act.info !== null} onRetry={act.reload}>
        {() => (
          <>
            <div className={styles.hero}>
              <ActivityHeader info={act.info!} persons={act.persons} />
              {act.signedIn && act.count ? <p className={styles.left}>{t('left', { left: act.count.left, perDay: act.count.perDay })}</p> : null}
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
