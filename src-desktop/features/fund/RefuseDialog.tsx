import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '#shared/api/useAction';
import type { ApprovalItem } from '#shared/contract/fund';
import { refuse } from '#shared/contract/refs/fund';
import { ErrorAlert } from '../../components/ErrorAlert';
import { money } from './format';

/** Refuses a withdrawal awaiting approval with a reason, which the requester is told (decision 0052). */
export function RefuseDialog({ item, onClose }: { item: ApprovalItem; onClose: (refused: ApprovalItem | null) => void }) {
  const { t } = useTranslation('fund');
  const refusing = useAction(refuse);
  const [reason, setReason] = useState('');
  const submit = () =>
    refusing.run({ applyId: item.applyId, reason }).then(
      () => onClose(item),
      () => {},
    );
  return (
    <Modal
      open
      title={t('approval.refuseTitle', { amount: money(item.amount) })}
      okText={t('approval.refuse')}
      okButtonProps={{ danger: true, loading: refusing.busy, disabled: !reason.trim(), id: 'refuse-confirm' }}
      cancelText={t('common:action.cancel')}
      onOk={() => void submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <label htmlFor="refuse-reason">{t('approval.reasonLabel')}</label>
      <Input.TextArea id="refuse-reason" value={reason} maxLength={200} showCount rows={3} placeholder={t('approval.reasonPlaceholder')} onChange={(e) => setReason(e.target.value)} />
      {refusing.error && <ErrorAlert title={refusing.error.info} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
