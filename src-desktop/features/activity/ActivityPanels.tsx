import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActivityContent, ActivityInfo, DrawResult, MyWin, PublicWin } from '#shared/contract/activity';
import { formatTime } from '#shared/utils/beijing-time';
import styles from './activity.module.css';

/** Title, state, period and how many took part. */
export function ActivityHeader({ info, persons, kicker }: { info: ActivityInfo; persons: { persons: number; draws: number } | null; kicker?: string }) {
  const { t } = useTranslation('activity');
  return (
    <header className={styles.header}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <h1 className={styles.title}>
        {info.title}{' '}
        <span className={styles.status} data-status={info.status}>
          {t(`status.${info.status}`)}
        </span>
      </h1>
      <p className={styles.meta}>{t('period', { start: formatTime(info.startsAt), end: formatTime(info.endsAt) })}</p>
      {persons ? <p className={styles.meta}>{t('persons', { persons: persons.persons, draws: persons.draws })}</p> : null}
    </header>
  );
}

export function RulesPanel({ content }: { content: ActivityContent | null }) {
  const { t } = useTranslation('activity');
  return (
    <section className={styles.panel} aria-labelledby="act-rules">
      <h2 id="act-rules" className={styles.panelTitle}>
        {t('rules')}
      </h2>
      {(content?.paragraphs ?? []).map((p, i) => (
        <p key={i} className={styles.paragraph}>
          {p}
        </p>
      ))}
    </section>
  );
}

export function WinnersPanel({ wins }: { wins: PublicWin[] }) {
  const { t } = useTranslation('activity');
  return (
    <section className={styles.panel} aria-labelledby="act-winners">
      <h2 id="act-winners" className={styles.panelTitle}>
        {t('winners')}
      </h2>
      {wins.length === 0 ? (
        <p className={styles.empty}>{t('winnersEmpty')}</p>
      ) : (
        <ul className={styles.list} data-testid="winners" tabIndex={0} aria-labelledby="act-winners">
          {wins.map((w, i) => (
            <li key={i} className={styles.row}>
              <span className={styles.who}>
                {w.winner} {w.mobile}
              </span>
              <span className={styles.prize}>{w.prizeName}</span>
              <time className={styles.time}>{formatTime(w.time)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MyWinsPanel({ wins, signedIn, onLogin }: { wins: MyWin[]; signedIn: boolean; onLogin: () => void }) {
  const { t } = useTranslation('activity');
  return (
    <section className={styles.panel} aria-labelledby="act-mine">
      <h2 id="act-mine" className={styles.panelTitle}>
        {t('myWins')}
      </h2>
      {!signedIn ? (
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('myWinsLogin')}
        </button>
      ) : wins.length === 0 ? (
        <p className={styles.empty}>{t('myWinsEmpty')}</p>
      ) : (
        <ul className={styles.list} data-testid="my-wins">
          {wins.map((w) => (
            <li key={w.drawId} className={styles.row}>
              <span className={styles.prize}>{w.prizeName}</span>
              <time className={styles.time}>{formatTime(w.time)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The result of a draw, in a dialog. */
export function showResult(r: DrawResult, t: (k: string, o?: Record<string, unknown>) => string, extra?: string) {
  Modal.info({
    icon: null,
    centered: true,
    title: r.won ? t('result.wonTitle') : t('result.missTitle'),
    content: (
      <div data-testid="draw-result">
        <p className={styles.resultMain}>{r.won && r.prize ? t('result.wonBody', { prize: r.prize.name }) : t('result.missBody')}</p>
        {extra ? <p className={styles.meta}>{extra}</p> : <p className={styles.meta}>{t('result.leftAfter', { left: r.left })}</p>}
      </div>
    ),
    okText: t('result.ok'),
  });
}
