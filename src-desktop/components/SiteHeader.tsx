import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, NavLink, useLocation } from 'react-router-dom';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import { logout } from '#shared/contract/refs/member';
import { unReadMessageInfo } from '#shared/contract/refs/system';
import { loginHref } from '../app/guards';
import { routes } from '../app/routes';
import { CompanySwitch } from './CompanySwitch';
import { ChevronDownIcon, UserIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { moreProductLinks, products, siteLinks } from './products';
import styles from './SiteHeader.module.css';
import { UnreadBell } from './UnreadBell';
import { useDisclosure } from './useDisclosure';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

/**
 * The site header: logo, main navigation (a products panel + cases, news,
 * about), language switch, and either Log in / Sign up or the member's name
 * with the account menu and an unread-message dot. Plain links and
 * disclosures (no antd Menu) keep the first page light and keyboard friendly.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('desktop:skipToContent')}
      </a>
      <div className={styles.inner}>
        <Logo />
        <nav className={styles.nav} aria-label={t('desktop:nav.label')}>
          <ul className={styles.navList}>
            <li>
              <NavLink to="/" end className={navClass}>
                {t('desktop:nav.home')}
              </NavLink>
            </li>
            <li>
              <ProductsMenu />
            </li>
            {siteLinks.map((l) => (
              <li key={l.key}>
                <NavLink to={l.path} className={navClass}>
                  {t(`desktop:nav.${l.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch />
          <Account />
        </div>
      </div>
    </header>
  );
}

function ProductsMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const d = useDisclosure({ hover: true });
  const { close } = d;
  const inProducts = products.some((p) => pathname === p.path || pathname.startsWith(p.path + '/'));
  useEffect(() => close(), [pathname, close]);

  return (
    <div className={styles.disclosure} {...d.rootProps}>
      <button {...d.buttonProps} aria-controls="nav-products" className={`${styles.navLink} ${styles.navButton} ${inProducts ? styles.active : ''}`}>
        {t('desktop:nav.products')}
        <ChevronDownIcon size={14} className={d.open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id="nav-products" className={styles.productsPanel} {...d.panelProps}>
        <ul className={styles.productGrid}>
          {products.map((p) => (
            <li key={p.key}>
              <Link to={p.path} className={styles.productLink} aria-current={pathname === p.path ? 'page' : undefined}>
                <span className={styles.productIcon}>
                  <p.Icon size={20} />
                </span>
                <span className={styles.productText}>
                  <span className={styles.productName}>{t(`desktop:product.${p.key}.name`)}</span>
                  <span className={styles.productSummary}>{t(`desktop:product.${p.key}.summary`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.moreLinks}>
          {moreProductLinks.map((l) => (
            <Link key={l.path} to={l.path} aria-current={pathname === l.path ? 'page' : undefined}>
              {t(`routes:${l.name}`)}
            </Link>
          ))}
        </p>
      </div>
    </div>
  );
}

function Account() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  const signedIn = token !== null && profile !== null;
  // Refreshed on every navigation while signed in; a failed query means no dot.
  const unread = useCommand(unReadMessageInfo, {}, { enabled: signedIn, deps: [pathname, token] });
  // The message page announces reads and deletions without a navigation.
  useEffect(() => {
    window.addEventListener('portal:unread-changed', unread.reload);
    return () => window.removeEventListener('portal:unread-changed', unread.reload);
  }, [unread.reload]);
  const hasUnread = signedIn && !unread.error && unread.data?.isExistUnRead === true;
  const d = useDisclosure({ hover: true });

  if (!signedIn) {
    return (
      <>
        <Link to={loginHref(pathname === '/' ? '/' : pathname + search)} className={styles.login}>
          {t('desktop:header.login')}
        </Link>
        <Link to="/register" className={styles.register}>
          {t('desktop:header.register')}
        </Link>
      </>
    );
  }

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
