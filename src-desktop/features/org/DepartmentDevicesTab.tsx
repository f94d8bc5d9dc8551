import { Button, Table, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import type { DepartmentNode, FacDevice } from '#shared/contract/org';
import { queryAllDeviceInFac, removeDepartmentDevice } from '#shared/contract/refs/org';
import { LoadError } from '../../components/MemberPageFrame';
import styles from './org.module.css';
import { ConfirmAction } from './ConfirmAction';
import { WhenOpened } from '../../components/WhenOpened';

// The dialog loads when first opened (with antd's Modal, Form and Select), not with the page.
const DepartmentDeviceAssignModal = lazy(() => import('./DepartmentDeviceAssignModal').then((m) => ({ default: m.DepartmentDeviceAssignModal })));

/** The department's devices: assign devices of the factory here, or take one out. */
export function DepartmentDevicesTab({ department, canEdit, onChanged }: { department: DepartmentNode; canEdit: boolean; onChanged: () => void }) {
  const { t } = useTranslation('org');
  const list = useCommand(queryAllDeviceInFac, { departmentId: department.id });
  const [adding, setAdding] = useState(false);
  const changed = () => {
    list.reload();
    onChanged();
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
      <WhenOpened open={adding}>
        <DepartmentDeviceAssignModal
          open={adding}
          department={department}
          onClose={(assigned) => {
            setAdding(false);
            if (assigned) changed();
          }}
        />
      </WhenOpened>
    </>
  );
}
