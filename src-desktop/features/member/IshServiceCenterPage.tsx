import { useTranslation } from 'react-i18next';
import { ServiceCenter } from './ServiceCenter';
import styles from './member.module.css';

/** /ish-serviceCenter: the same service centre on a standalone page. */
export default function IshServiceCenterPage() {
  const { t } = useTranslation('member');
  return (
    <div style={{ maxWidth: 880, margin: '32px auto', width: '100%' }}>
      <section className={styles.card}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t('service.title')}</h1>
        </header>
        <ServiceCenter />
      </section>
    </div>
  );
}
