import { Outlet } from 'react-router-dom';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import styles from './layouts.module.css';

/** Standalone pages (login, dashboards): a slim header with the logo and the language switch. */
export function StandaloneLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.slimHeader}>
        <div className={styles.slimInner}>
          <Logo />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
