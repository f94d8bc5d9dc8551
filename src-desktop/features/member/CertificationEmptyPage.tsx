import { Button, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import styles from './member.module.css';
import { ResultState } from '../../components/ResultState';

/** /certificationEmpty: what real-name certification is and why it is needed, for members without it. */
export default function CertificationEmptyPage() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 880, margin: '32px auto', width: '100%' }}>
      <section className={styles.card}>
        <ResultState
          status="info"
          title={<h1 className={styles.title}>{text('realName.required', lang)}</h1>}
          subTitle={t('certEmpty.body')}
          extra={[
            <Button type="primary" key="apply" onClick={() => navigate('/memberCenter/trueName')}>
              {t('certEmpty.apply')}
            </Button>,
            <Button key="home" onClick={() => navigate('/')}>
              {t('certEmpty.home')}
            </Button>,
          ]}
        />
        <Steps current={-1} items={['submit', 'verify', 'review', 'done'].map((k) => ({ title: t(`trueName.step.${k}`), description: t(`certEmpty.step.${k}`) }))} />
      </section>
    </div>
  );
}
