import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GatewayError } from '#shared/api/gateway-error';

/** The menus could not load: the server's text and a retry (the selects stay empty until then). */
export function MenuError({ state }: { state: { error?: GatewayError; reload(): void } }) {
  const { t } = useTranslation('finance');
  if (!state.error) return null;
  return <Alert type="error" showIcon role="alert" title={state.error.info} action={<Button onClick={state.reload}>{t('retry')}</Button>} style={{ marginBottom: 16 }} />;
}
