import { Input, Modal } from 'antd';
import { Form } from '../../components/Form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { DepartmentMember, DepartmentNode } from '#shared/contract/org';
import { updateDepartmentMember } from '#shared/contract/refs/org';
import { runAction } from './run-action';

/** departmentMember/updateDepartmentMember: a member's position in the department. */
export function DepartmentPositionModal({ member, department, onClose }: { member: DepartmentMember | null; department: DepartmentNode; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<{ position?: string }>();
  useEffect(() => {
    if (member) form.setFieldsValue({ position: member.position });
  }, [member, form]);

  const save = async (v: { position?: string }) => {
    if (!member) return;
    if (await runAction(() => call(updateDepartmentMember, { departmentId: department.id, memberCode: member.memberCode, position: (v.position ?? '').trim() }), t('department.positionSaved'))) onClose(true);
  };

  return (
    <Modal open={member !== null} title={t('department.editPosition')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => form.submit()} onCancel={() => onClose(false)} forceRender>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="position" label={t('department.position')} rules={[{ max: 30 }]}>
          <Input name="position" maxLength={30} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
