import { Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { OrgGroup } from '#shared/contract/org';
import { authorizationOrg, queryMemberPage } from '#shared/contract/refs/org';
import { runAction } from './run-action';

/** appOrg/authorizationOrg: the members authorised for an org group (the whole list is saved). */
export function OrgAuthoriseModal({ group, onClose }: { group: OrgGroup | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('org');
  const [chosen, setChosen] = useState<string[]>([]);
  const members = useCommand(queryMemberPage, {}, { page: 1, rows: 1000, enabled: group !== null });
  useEffect(() => {
    if (group) setChosen(group.memberCodes);
  }, [group]);

  const authorise = async () => {
    if (!group) return;
    if (await runAction(() => call(authorizationOrg, { groupId: group.groupId, memberCodes: chosen }), t('group.authorised'))) onClose(true);
  };

  return (
    <Modal open={group !== null} title={t('group.authoriseTitle', { name: group?.name ?? '' })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={authorise} onCancel={() => onClose(false)}>
      <Select
        mode="multiple"
        aria-label={t('group.members')}
        style={{ width: '100%' }}
        loading={members.loading}
        value={chosen}
        onChange={setChosen}
        optionFilterProp="label"
        options={(members.data?.list ?? []).map((m) => ({ value: m.memberCode, label: `${m.name} ${m.mobile}` }))}
      />
    </Modal>
  );
}
