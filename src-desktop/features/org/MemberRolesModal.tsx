import { Checkbox, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { CompanyMember } from '#shared/contract/org';
import { editMemberAndRole } from '#shared/contract/refs/org';
import { runAction } from './run-action';
import { useRoleOptions } from './useRoleOptions';

/** memberAppAuth/editMemberAndRole: the roles one member holds (replaced as a whole). */
export function MemberRolesModal({ member, onClose }: { member: CompanyMember | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('org');
  const roles = useRoleOptions(member !== null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChosen(member?.roles.map((r) => r.roleId) ?? []), [member]);

  const save = async () => {
    if (!member) return;
    setBusy(true);
    const ok = await runAction(() => call(editMemberAndRole, { memberCode: member.memberCode, roleIds: chosen }), t('member.rolesSaved'));
    setBusy(false);
    if (ok) onClose(true);
  };

  return (
    <Modal open={member !== null} title={t('member.rolesTitle', { name: member?.name ?? '' })} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} onOk={save} onCancel={() => onClose(false)}>
      {roles.loading ? (
        <Spin />
      ) : roles.options.length === 0 ? (
        <Empty description={t('member.noRoleDefined')} />
      ) : (
        <Checkbox.Group name="roleIds" value={chosen} onChange={(v) => setChosen(v as number[])} options={roles.options} style={{ display: 'grid', gap: 8 }} />
      )}
    </Modal>
  );
}
