import { Collapse } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '#shared/auth/session';
import { serviceHoursOf, useSiteConfig } from '../../components/site-config';
import { useLang } from '../../components/useLang';
import styles from './member.module.css';

// The request form (antd Form and Select, the topics' contract with zod) loads for members only.
const ServiceRequestForm = lazy(() => import('./ServiceRequestForm'));

const QUESTIONS = ['certify', 'deposit', 'rejected', 'files', 'password'] as const;

/** Hours and phone from the site config, common questions, and the request form (signed-in members). */
export function ServiceCenter() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const { config } = useSiteConfig();
  const signedIn = useSession((s) => s.token !== null);

  return (
    <>
      <div className={styles.state} data-testid="service-contact">
        <h2 className={styles.section}>{t('service.contactTitle')}</h2>
        <p>{config ? t('service.contactBody', { phone: config.servicePhone, hours: serviceHoursOf(config, lang) }) : '…'}</p>
      </div>
      <h2 className={styles.section}>{t('service.faqTitle')}</h2>
      <Collapse items={QUESTIONS.map((q) => ({ key: q, label: t(`service.faq.${q}.q`), children: <p className={styles.content}>{t(`service.faq.${q}.a`)}</p> }))} />
      <h2 className={styles.section}>{t('service.formTitle')}</h2>
      {signedIn ? (
        <Suspense fallback={<p>{t('common:state.loading')}</p>}>
          <ServiceRequestForm />
        </Suspense>
      ) : (
        <p>
          {t('service.loginFirst')} <Link to="/login?redirect=%2Fish-serviceCenter">{t('service.login')}</Link>
        </p>
      )}
    </>
  );
}
