import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSession } from '#shared/auth/session';
import { loginHref } from '../app/guards';
import { ChevronDownIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { moreProductLinks, products, siteLinks } from './products';
import styles from './SiteHeader.module.css';
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

// The signed-in menu (unread bell, company switch, log out) loads only for a member: a visitor's
// first page does not carry it.
const AccountMenu = lazy(() => import('./AccountMenu'));

function Account() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const token = useSession((s) => s.token);
  const profile = useSession((s) => s.profile);
  if (token !== null && profile !== null) {
    return (
      <Suspense fallback={null}>
        <AccountMenu profile={profile} />
      </Suspense>
    );
  }
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
