import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { logout } from '#shared/contract/refs/account';
import { unReadMessageInfo } from '#shared/contract/refs/system';
import { routes } from '../app/routes';
import { CompanySwitch } from './CompanySwitch';
import { ChevronDownIcon, UserIcon } from './icons';
import styles from './SiteHeader.module.css';
import { UnreadBell } from './UnreadBell';
import { useDisclosure } from './useDisclosure';

type Profile = NonNullable<ReturnType<typeof useSession.getState>['profile']>;

/**
 * The header's signed-in half: the unread bell and dot, and the account menu (company switch,
 * member centre, change password, log out). Lazy: only a signed-in member loads it.
 */
export default function AccountMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const signedIn = token !== null;
  // Refreshed on every navigation while signed in; a failed query means no dot.
  const unread = useCommand(unReadMessageInfo, {}, { enabled: signedIn, deps: [pathname, token] });
  // The message page announces reads and deletions without a navigation.
  useEffect(() => {
    window.addEventListener('portal:unread-changed', unread.reload);
    return () => window.removeEventListener('portal:unread-changed', unread.reload);
  }, [unread.reload]);
  const hasUnread = signedIn && !unread.error && unread.data?.isExistUnRead === true;
  const d = useDisclosure({ hover: true });

  const onLogout = async () => {
    const route = routes.find((r) => matchPath({ path: r.path, caseSensitive: true, end: true }, pathname));
    try {
      await call(logout, {});
    } catch {
      // The session ends here whatever the server answered.
    }
    useSession.getState().clear();
    // On a members-only page go home with a fresh document: nothing of the member stays in memory,
    // and the page's guard does not get to send us to the login page.
    if (route && route.guard !== 'public') window.location.replace('/');
  };

  return (
    <>
      <UnreadBell count={hasUnread ? (unread.data?.count ?? 0) : 0} />
      <div className={styles.disclosure} {...d.rootProps}>
        <button {...d.buttonProps} aria-controls="nav-account" aria-label={`${profile.fullName}, ${t('desktop:header.accountMenu')}`} className={styles.account}>
          <span className={styles.avatar}>
            <UserIcon size={16} />
            {hasUnread && <span className={styles.dot} title={t('desktop:header.unread')} />}
          </span>
          <span className={styles.accountName}>{profile.fullName}</span>
          <ChevronDownIcon size={14} className={d.open ? styles.chevronOpen : styles.chevron} />
        </button>
        {hasUnread && <span className={styles.srOnly}>{t('desktop:header.unread')}</span>}
        <div id="nav-account" className={styles.accountPanel} {...d.panelProps}>
          <CompanySwitch open={d.open} itemClass={styles.panelItem} />
          <Link to="/memberCenter" className={styles.panelItem}>
            {t('desktop:header.memberCenter')}
          </Link>
          <Link to="/memberCenter/changePass" className={styles.panelItem}>
            {t('routes:changePass')}
          </Link>
          <button type="button" className={styles.panelItem} onClick={() => void onLogout()}>
            {t('desktop:header.logout')}
          </button>
        </div>
      </div>
    </>
  );
}
