import { Modal, Select } from 'antd';
import { Form } from '../../components/Form';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentNode } from '#shared/contract/org';
import { queryAllDeviceInFac, updateDepartmentDevice } from '#shared/contract/refs/org';
import { runAction } from './run-action';

/** departmentMember/updateDepartmentDevice: devices of the factory assigned to the department. */
export function DepartmentDeviceAssignModal({ open, department, onClose }: { open: boolean; department: DepartmentNode; onClose: (assigned: boolean) => void }) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<{ deviceIds: number[] }>();
  const all = useCommand(queryAllDeviceInFac, {}, { enabled: open });

  const assign = async (v: { deviceIds: number[] }) => {
    if (await runAction(() => call(updateDepartmentDevice, { departmentId: department.id, deviceIds: v.deviceIds }), t('device.assigned'))) {
      form.resetFields();
      onClose(true);
    }
  };

  return (
    <Modal open={open} title={t('device.assignTitle', { name: department.name })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => form.submit()} onCancel={() => onClose(false)} forceRender>
      <Form form={form} layout="vertical" onFinish={assign}>
        <Form.Item name="deviceIds" label={t('device.pick')} rules={[{ required: true, message: t('device.pickRequired') }]}>
          <Select
            mode="multiple"
            data-testid="department-device-select"
            loading={all.loading}
            optionFilterProp="label"
            options={(all.data ?? []).filter((d) => d.department?.id !== department.id).map((d) => ({ value: d.id, label: `${d.name} (${d.sn})${d.department ? ` · ${d.department.name}` : ''}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
