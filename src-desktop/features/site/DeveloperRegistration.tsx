import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '#shared/auth/session';
import styles from './product.module.css';
import site from './site.module.css';

// A member's state and form: their antd Form and the contract's schema (zod) load only when signed in.
const DeveloperState = lazy(() => import('./DeveloperState'));

/**
 * Developer registration on /openApi (op_developer/user/validateLogin, registerDeveloper).
 * Signed out: sign in first. Personal member: told to register as a company (spec section 6).
 * Company: the form (checked with the contract's own schema, the server checks again), or the
 * registration with its app key.
 */
export function DeveloperRegistration() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token !== null);
  return (
    <section className={styles.section} aria-labelledby="dev-register" id="developer">
      <h2 id="dev-register" className={styles.sectionTitle}>
        {t('site:developer.title')}
      </h2>
      <div className={styles.devCard}>
        {signedIn ? (
          <Suspense fallback={<p className={styles.devNote}>{t('common:state.loading')}</p>}>
            <DeveloperState />
          </Suspense>
        ) : (
          <SignInFirst />
        )}
      </div>
    </section>
  );
}

function SignInFirst() {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.devNote}>{t('site:developer.signIn')}</p>
      <div className={styles.devActions}>
        <Link to="/login" className={site.primaryBtn}>
          {t('site:productActions.login')}
        </Link>
        <Link to="/register" className={site.outlineBtn}>
          {t('site:productActions.registerCompany')}
        </Link>
      </div>
    </>
  );
}
