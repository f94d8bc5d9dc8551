import { Input, Modal, Select } from 'antd';
import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentNode } from '#shared/contract/org';
import { addDepartmentMember, queryMemberPage } from '#shared/contract/refs/org';
import styles from './org.module.css';
import { runAction } from './run-action';

interface Values {
  memberCodes: string[];
  position?: string;
}

/** departmentMember/addDepartmentMember: company members (they move here from any other department) with a position. */
export function DepartmentMemberAddModal({ open, department, inHere, onClose }: { open: boolean; department: DepartmentNode; inHere: Set<string>; onClose: (added: boolean) => void }) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<Values>();
  const members = useCommand(queryMemberPage, {}, { page: 1, rows: 1000, enabled: open });

  const add = async (v: Values) => {
    if (await runAction(() => call(addDepartmentMember, { departmentId: department.id, memberCodes: v.memberCodes, position: (v.position ?? '').trim() }), t('department.memberAdded'))) {
      form.resetFields();
      onClose(true);
    }
  };

  return (
    <Modal open={open} title={t('department.addMemberTitle', { name: department.name })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => form.submit()} onCancel={() => onClose(false)} forceRender>
      <Form form={form} layout="vertical" onFinish={add}>
        <Form.Item name="memberCodes" label={t('department.pickMembers')} rules={[{ required: true, message: t('department.pickMembersRequired') }]}>
          <Select
            mode="multiple"
            data-testid="department-member-select"
            loading={members.loading}
            optionFilterProp="label"
            options={(members.data?.list ?? []).filter((m) => !inHere.has(m.memberCode)).map((m) => ({ value: m.memberCode, label: `${m.name} ${m.mobile}${m.department ? ` · ${m.department.name}` : ''}` }))}
          />
        </Form.Item>
        <Form.Item name="position" label={t('department.position')} rules={[{ max: 30 }]}>
          <Input name="position" maxLength={30} autoComplete="off" />
        </Form.Item>
        <p className={styles.muted}>{t('department.moveHint')}</p>
      </Form>
    </Modal>
  );
}
