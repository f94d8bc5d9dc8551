import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** LoadError's body (MemberPageFrame.tsx): the server's errorInfo in an error alert, with a retry. */
export default function LoadErrorAlert({ info, onRetry }: { info: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('common:state.error')}
      description={info}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common:state.retry')}
        </Button>
      }
    />
  );
}
