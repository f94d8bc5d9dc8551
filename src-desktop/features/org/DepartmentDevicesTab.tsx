import { Button, Modal, Select, Table, type TableProps } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentNode, FacDevice } from '#shared/contract/org';
import { queryAllDeviceInFac, removeDepartmentDevice, updateDepartmentDevice } from '#shared/contract/refs/org';
import { LoadError } from '../../components/MemberPageFrame';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { runAction } from './run-action';

/** The department's devices: assign devices of the factory here, or take one out. */
export function DepartmentDevicesTab({ department, canEdit, onChanged }: { department: DepartmentNode; canEdit: boolean; onChanged: () => void }) {
  const { t } = useTranslation('org');
  const list = useCommand(queryAllDeviceInFac, { departmentId: department.id });
  const [adding, setAdding] = useState(false);
  const all = useCommand(queryAllDeviceInFac, {}, { enabled: adding });
  const [form] = Form.useForm<{ deviceIds: number[] }>();
  const changed = () => {
    list.reload();
    onChanged();
  };
  const assign = async (v: { deviceIds: number[] }) => {
    if (await runAction(() => call(updateDepartmentDevice, { departmentId: department.id, deviceIds: v.deviceIds }), t('device.assigned'))) {
      setAdding(false);
      form.resetFields();
      changed();
    }
  };

  const columns: TableProps<FacDevice>['columns'] = [
    { title: t('device.col.name'), dataIndex: 'name' },
    { title: t('device.col.sn'), dataIndex: 'sn' },
    { title: t('device.col.model'), dataIndex: 'model' },
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, d: FacDevice) => (
              <ConfirmAction
                title={t('device.unassignConfirm', { name: d.name })}
                label={t('device.unassign')}
                run={() => call(removeDepartmentDevice, { deviceId: d.id })}
                done={t('device.unassigned')}
                onDone={changed}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {canEdit && (
        <div className={styles.toolbar}>
          <span />
          <Button type="primary" onClick={() => setAdding(true)} disabled={!department.enabled}>
            {t('device.assignHere')}
          </Button>
        </div>
      )}
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <Table rowKey="id" size="middle" columns={columns} dataSource={list.data ?? []} loading={list.loading} locale={{ emptyText: t('device.noneInDepartment') }} pagination={false} />
      )}
      <Modal open={adding} title={t('device.assignTitle', { name: department.name })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => form.submit()} onCancel={() => setAdding(false)} forceRender>
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
    </>
  );
}
