import { Alert, Button, message, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';
import { operatorSetGrayscale, operatorSiteSwitches } from '#shared/contract/refs/operator';
import { useLang } from '../../components/useLang';
import { applyGrayscale } from '../../app/boot';
import { opCall, useOpCommand } from './op-session';
import styles from './operator.module.css';

/** The operator console's site tab: the grayscale switch (globalColor) and whether local-deployment mode is on. */
export default function SiteSwitches() {
  const { t } = useTranslation('operator');
  const lang = useLang();
  const sw = useOpCommand(operatorSiteSwitches, {}, { lang });
  const [busy, setBusy] = useState(false);

  const setGrayscale = async (on: boolean) => {
    setBusy(true);
    try {
      await opCall(operatorSetGrayscale, { on });
      applyGrayscale(on);
      message.success(t(on ? 'site.grayscaleOn' : 'site.grayscaleOff'));
      sw.reload();
    } catch (e) {
      message.error((e as GatewayError).info);
    } finally {
      setBusy(false);
    }
  };

  if (!sw.data && sw.loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!sw.data) return <Alert type="error" showIcon title={sw.error?.info} action={<Button onClick={sw.reload}>{t('retry')}</Button>} />;
  return (
    <section className={styles.decide} aria-labelledby="site-switches">
      <h2 id="site-switches" className={styles.h2}>
        {t('site.title')}
      </h2>
      <label className={styles.switchRow}>
        <Switch checked={sw.data.grayscale} loading={busy} onChange={(on) => void setGrayscale(on)} aria-describedby="grayscale-help" />
        <span>{t('site.grayscale')}</span>
      </label>
      <p id="grayscale-help" className={styles.muted}>
        {t('site.grayscaleHelp')}
      </p>
      <p className={styles.muted}>{t(sw.data.localMode ? 'site.localOn' : 'site.localOff')}</p>
    </section>
  );
}
