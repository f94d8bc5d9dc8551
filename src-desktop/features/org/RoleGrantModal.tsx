import { Empty, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { Role } from '#shared/contract/org';
import { authorizationRole, queryMemberPage, queryMemberRolePage } from '#shared/contract/refs/org';
import { runAction } from './run-action';

/** webMember/authorizationRole: choose exactly who holds the role (the admin holds everything and is not listed). */
export function RoleGrantModal({ role, onClose }: { role: Role | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('org');
  const open = role !== null;
  // The spec's H5 lists ask rows 1000 on page 1; a company's member picker does the same.
  const members = useCommand(queryMemberPage, {}, { page: 1, rows: 1000, enabled: open });
  const holders = useCommand(queryMemberRolePage, { roleId: role?.roleId ?? 1 }, { page: 1, rows: 1000, enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChosen(holders.data?.list.map((r) => r.memberCode) ?? []), [holders.data]);

  const options = (members.data?.list ?? []).filter((m) => !m.isAdmin).map((m) => ({ value: m.memberCode, label: `${m.name} ${m.mobile}` }));
  const save = async () => {
    if (!role) return;
    setBusy(true);
    const ok = await runAction(() => call(authorizationRole, { roleId: role.roleId, memberCodes: chosen }), t('role.granted'));
    setBusy(false);
    if (ok) onClose(true);
  };

  return (
    <Modal open={open} title={t('role.grantTitle', { name: role?.name ?? '' })} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} onOk={save} onCancel={() => onClose(false)}>
      {members.loading || holders.loading ? (
        <Spin />
      ) : options.length === 0 ? (
        <Empty description={t('role.noMembers')} />
      ) : (
        <Select
          mode="multiple"
          aria-label={t('role.grantMembers')}
          data-testid="grant-members"
          style={{ width: '100%' }}
          value={chosen}
          onChange={setChosen}
          options={options}
          optionFilterProp="label"
          placeholder={t('role.grantMembers')}
        />
      )}
    </Modal>
  );
}
