import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCommand } from '#shared/api/useCommand';
import { getNotice } from '#shared/contract/refs/system';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { ArrowRightIcon, CloseIcon, SpeakerIcon } from './icons';
import styles from './NoticeBar.module.css';
import { useLang } from './useLang';

const CLOSED_KEY = 'portal.notice.closed';

function readClosed(): string | null {
  try {
    return sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}

/** Where a notice's details link may point: a same-site path or an http(s) page. */
function detailsTarget(address: string | null): { internal: string } | { external: string } | null {
  if (!address) return null;
  const internal = safeRedirect(address, '');
  if (internal) return { internal };
  try {
    const u = new URL(address);
    return u.protocol === 'https:' || u.protocol === 'http:' ? { external: u.href } : null;
  } catch {
    return null;
  }
}

/** The site notice under the header (notice/getNotice): label, text, optional details link; closable for the session. */
export function NoticeBar() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, loading } = useCommand(getNotice, {}, { deps: [lang] });
  const [closed, setClosed] = useState(readClosed);
  // Hold the bar's place until the notice is known, so the page below does not jump when it
  // arrives (it was most of the home page's layout shift). Not for a visitor who closed one.
  if (loading && !data && !closed)
    return (
      <div className={styles.bar} aria-hidden="true">
        <div className={styles.inner} />
      </div>
    );
  if (!data || closed === String(data.id)) return null;

  const target = data.containLinks === 1 ? detailsTarget(data.linkAddress) : null;
  const close = () => {
    try {
      sessionStorage.setItem(CLOSED_KEY, String(data.id));
    } catch {
      /* private mode: closed until the next reload */
    }
    setClosed(String(data.id));
  };

  return (
    <div className={styles.bar} role="region" aria-label={data.noticeLabel}>
      <div className={styles.inner}>
        <SpeakerIcon size={18} className={styles.icon} />
        <span className={styles.label}>{data.noticeLabel}</span>
        <p className={styles.content}>{data.noticeContent}</p>
        {target &&
          ('internal' in target ? (
            <Link to={target.internal} className={styles.details}>
              {t('desktop:notice.details')}
              <ArrowRightIcon size={14} />
            </Link>
          ) : (
            <a href={target.external} className={styles.details} target="_blank" rel="noopener noreferrer">
              {t('desktop:notice.details')}
              <ArrowRightIcon size={14} />
            </a>
          ))}
        <button type="button" className={styles.close} onClick={close} aria-label={t('desktop:notice.close')} title={t('desktop:notice.close')}>
          <CloseIcon size={16} />
        </button>
      </div>
    </div>
  );
}
