import { useTranslation } from 'react-i18next';
import { Link, matchPath, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '#shared/auth/session';
import { titleKeyOf } from '#shared/routing/route-def';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { memberMenuGroups, routes } from '../routes';
import styles from './layouts.module.css';

/** Member centre: the site header, a side menu generated from the route table, the page, the footer. */
export default function MemberLayout() {
  return (
    <div className={styles.page}>
      <SiteHeader />
      <div className={styles.memberBody}>
        <aside className={styles.sider}>
          <MemberMenu />
        </aside>
        <main id="main" tabIndex={-1} className={styles.memberMain}>
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}

const menuRoutes = routes.filter((r) => r.layout === 'member' && r.menuGroup);

function MemberMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = routes.find((r) => r.layout === 'member' && matchPath({ path: r.path, caseSensitive: true, end: true }, pathname));
  const selected = current ? (current.menuActive ?? current.path) : undefined;
  const authList = useSession((s) => s.profile?.authList);
  const holdsPage = (pageId: string) => (authList ?? []).some((m) => m.pages.some((p) => p.pageId === pageId));

  // Groups in the spec's order; a group shows once one of its pages exists.
  const groups = memberMenuGroups.map((group) => ({ group, items: menuRoutes.filter((r) => r.menuGroup === group && (!r.menuPage || holdsPage(r.menuPage))) })).filter((g) => g.items.length > 0);

  // A list of links (not antd Menu): the side menu only navigates, so the shell needs no antd
  // component of its own, and links in a list are what a screen reader expects of navigation.
  return (
    <nav aria-label={t('desktop:member.menuLabel')} className={styles.memberMenu}>
      {groups.map(({ group, items }) => (
        <div key={group} role="group" aria-labelledby={`member-menu-${group}`}>
          <div id={`member-menu-${group}`} className={styles.menuGroup}>
            {t(`desktop:member.group.${group}`)}
          </div>
          <ul className={styles.menuList}>
            {items.map((r) => (
              <li key={r.path}>
                <Link to={r.path} className={styles.menuItem} aria-current={selected === r.path ? 'page' : undefined}>
                  {t(r.menuLabelKey ?? titleKeyOf(r))}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
