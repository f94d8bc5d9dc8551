import { Menu, type MenuProps } from 'antd';
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
  const selected = current ? [current.menuActive ?? current.path] : [];
  const authList = useSession((s) => s.profile?.authList);
  const holdsPage = (pageId: string) => (authList ?? []).some((m) => m.pages.some((p) => p.pageId === pageId));

  // Groups in the spec's order; a group shows once one of its pages exists.
  const items: MenuProps['items'] = memberMenuGroups
    .map((group) => ({
      type: 'group' as const,
      key: group,
      label: t(`desktop:member.group.${group}`),
      children: menuRoutes.filter((r) => r.menuGroup === group && (!r.menuPage || holdsPage(r.menuPage))).map((r) => ({ key: r.path, label: <Link to={r.path}>{t(r.menuLabelKey ?? titleKeyOf(r))}</Link> })),
    }))
    .filter((g) => g.children.length > 0);

  return (
    <nav aria-label={t('desktop:member.menuLabel')}>
      <Menu mode="inline" items={items} selectedKeys={selected} className={styles.memberMenu} />
    </nav>
  );
}
