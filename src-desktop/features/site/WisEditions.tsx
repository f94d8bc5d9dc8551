import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { useCanRun } from '#shared/auth/useCanRun';
import type { WisStatus } from '#shared/contract/wis';
import { isOpenWis, openWisFromSelf, openWisTrialFromSelf } from '#shared/contract/refs/wis';
import { DataState } from '../../components/DataState';
import { dateOf } from '../../components/format';
import { useLang } from '../../components/useLang';
import styles from './product.module.css';
import site from './site.module.css';

/**
 * WIS trial versus official edition on /wis. Signed in, the server says what this visitor
 * may open and why not (the spec's product messages), and opening goes through
 * wis/openWisTrialFromSelf and wis/openWisFromSelf, which check the same rules again.
 */
export function WisEditions() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token !== null);
  return (
    <section className={styles.section} aria-labelledby="wis-editions">
      <h2 id="wis-editions" className={styles.sectionTitle}>
        {t('site:wis.title')}
      </h2>
      {signedIn ? <SignedIn /> : <Editions status={null} />}
    </section>
  );
}

function SignedIn() {
  const state = useCommand(isOpenWis, {});
  return (
    <DataState state={state} rows={4}>
      {(s) => <Editions status={s} onChanged={state.reload} />}
    </DataState>
  );
}

function Editions({ status, onChanged }: { status: WisStatus | null; onChanged?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [busy, setBusy] = useState<'trial' | 'official' | null>(null);
  const [error, setError] = useState<{ edition: 'trial' | 'official'; text: string } | null>(null);
  // A company member without the app-management button may not open an edition for the company.
  const canRun = useCanRun();
  const noteId = useId();

  const open = async (edition: 'trial' | 'official') => {
    setBusy(edition);
    setError(null);
    try {
      await call(edition === 'trial' ? openWisTrialFromSelf : openWisFromSelf, {});
      onChanged?.();
    } catch (e) {
      setError({ edition, text: (e as GatewayError).info });
    } finally {
      setBusy(null);
    }
  };

  const trialNote = !status ? t('site:wis.signInFirst') : status.state === 'trial' ? t('site:wis.trialActive', { date: dateOf(status.trialEndsAt!, lang) }) : (status.trialRefusal ?? t('site:wis.trialOk'));
  const officialNote = !status ? t('site:wis.signInFirst') : status.state === 'official' ? t('site:wis.officialActive', { date: dateOf(status.freeUntil!, lang) }) : (status.officialRefusal ?? t('site:wis.officialOk'));

  const edition = (kind: 'trial' | 'official') => {
    const allowed = canRun(kind === 'trial' ? openWisTrialFromSelf : openWisFromSelf);
    const can = allowed && (kind === 'trial' ? status?.canOpenTrial : status?.canOpenOfficial);
    const note = status && !allowed && status.state !== kind ? t('common:authority.needAdmin') : kind === 'trial' ? trialNote : officialNote;
    return (
      <article className={`${styles.edition} ${kind === 'official' ? styles.editionMain : ''}`} data-testid={`wis-${kind}`}>
        <p className={styles.editionBadge}>{t(`site:wis.${kind}Badge`)}</p>
        <h3 className={styles.editionName}>{t(`site:wis.${kind}Name`)}</h3>
        <ul className={styles.editionList}>
          {[1, 2, 3].map((i) => (
            <li key={i}>{t(`site:wis.${kind}${i}`)}</li>
          ))}
        </ul>
        <p id={`${noteId}-${kind}`} className={styles.editionNote} role="status" data-ok={can === true || status?.state === kind}>
          {error?.edition === kind ? error.text : note}
        </p>
        {!status ? (
          <Link to={kind === 'trial' ? '/login' : '/register'} className={kind === 'trial' ? site.outlineBtn : site.primaryBtn}>
            {t(kind === 'trial' ? 'site:productActions.login' : 'site:productActions.registerCompany')}
          </Link>
        ) : (
          <button
            type="button"
            className={kind === 'trial' ? site.outlineBtn : site.primaryBtn}
            disabled={!can || busy !== null}
            aria-describedby={`${noteId}-${kind}`}
            aria-busy={busy === kind}
            onClick={() => void open(kind)}
          >
            {t(kind === 'trial' ? 'site:productActions.wisTrial' : 'site:productActions.wisOfficial')}
          </button>
        )}
      </article>
    );
  };

  return (
    <div className={styles.editions}>
      {edition('trial')}
      {edition('official')}
    </div>
  );
}
