import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityHeader, MyWinsPanel, RulesPanel, WinnersPanel, showResult } from './ActivityPanels';
import { ActivityState } from './ActivityState';
import { DrawGrid } from './DrawGrid';
import { useActivity } from './useActivity';
import { useDrawButton } from './useDrawButton';
import styles from './activity.module.css';

type Act = ReturnType<typeof useActivity>;

/**
 * The draw page both activities share: header, draws left, the prize grid, winners, my wins
 * and the rules. `line` says what stands under the header (null: nothing); `here` is where a
 * visitor's login comes back to.
 */
export function DrawPage({ which, here, kicker, standalone, line }: { which: Parameters<typeof useActivity>[0]; here: string; kicker?: string; standalone?: boolean; line: (act: Act) => ReactNode }) {
  const { t } = useTranslation('activity');
  const act = useActivity(which);
  const button = useDrawButton({ info: act.info, count: act.count, signedIn: act.signedIn, here, draw: (id) => act.draw(act.which, act.drawer, id) });
  const under = act.info ? line(act) : null;
  return (
    <div className={standalone ? `${styles.page} ${styles.standalone}` : styles.page}>
      <ActivityState loading={act.loading} error={act.error} ready={act.info !== null} onRetry={act.reload}>
        {() => (
          <>
            <div className={styles.hero}>
              <ActivityHeader info={act.info!} persons={act.persons} kicker={kicker} />
              {under !== null ? <p className={styles.left}>{under}</p> : null}
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
