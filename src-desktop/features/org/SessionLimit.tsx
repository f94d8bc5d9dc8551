import { Button, InputNumber, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '#shared/api/useAction';
import { useCommand } from '#shared/api/useCommand';
import { getSessionLimit, setSessionLimit } from '#shared/contract/refs/security';
import { toast } from '../../components/toast';
import styles from './org.module.css';

/** The company admin's policy on the member list (decision 0050): signed-in devices per member, 0 = no limit. */
export function SessionLimit() {
  const { t } = useTranslation('org');
  const current = useCommand(getSessionLimit, {});
  const save = useAction(setSessionLimit);
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (current.data) setValue(current.data.limit);
  }, [current.data]);
  if (current.error || !current.data) return null;
  const submit = async () => {
    try {
      await save.run({ limit: value ?? 0 });
      toast.success(t('member.sessionLimitSaved'));
      current.reload();
    } catch (e) {
      toast.error((e as { info?: string }).info ?? String(e));
    }
  };
  return (
    <div className={styles.sessionLimit} data-testid="session-limit">
      <label htmlFor="sessionLimit">{t('member.sessionLimit')}</label>
      <Space.Compact>
        <InputNumber id="sessionLimit" min={0} max={100} precision={0} value={value} onChange={(v) => setValue(v)} style={{ width: 90 }} />
        <Button onClick={submit} loading={save.busy} disabled={value === current.data.limit}>
          {t('member.sessionLimitSave')}
        </Button>
      </Space.Compact>
      <span className={styles.muted}>{t('member.sessionLimitHint')}</span>
    </div>
  );
}
