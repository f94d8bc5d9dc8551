import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, failed (the server's text, a retry) or the page. */
export function ActivityState(props: { loading: boolean; error: string | null; ready: boolean; onRetry: () => void; children: () => ReactNode }) {
  const { t } = useTranslation('activity');
  if (props.error)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={props.error}
        extra={
          <Button type="primary" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        }
      />
    );
  if (!props.ready) return <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  return <>{props.children()}</>;
}
