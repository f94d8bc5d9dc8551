import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { runAction } from './run-action';

/** A red link that asks first, runs one change, tells the user (runAction) and reports success. */
export function ConfirmAction({ title, label, run, done, onDone }: { title: string; label: string; run: () => Promise<unknown>; done: string; onDone: () => void }) {
  const { t } = useTranslation('org');
  return (
    <Popconfirm
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onConfirm={async () => {
        if (await runAction(run, done)) onDone();
      }}
    >
      <Button type="link" size="small" danger>
        {label}
      </Button>
    </Popconfirm>
  );
}
