import { Outlet } from 'react-router-dom';
import { NoticeBar } from '../../components/NoticeBar';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import styles from './layouts.module.css';

/** Public site: header, notice bar, page, footer. */
export function ShellLayout() {
  return (
    <div className={styles.page}>
      <SiteHeader />
      <NoticeBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
