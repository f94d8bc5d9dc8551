import { Button, Form, Input, message, Modal, Select, Table, TreeSelect, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../src-shared/api/client';
import type { GatewayError } from '../../../src-shared/api/gateway-error';
import { useCommand } from '../../../src-shared/api/useCommand';
import type { FacDevice } from '../../../src-shared/contract/org';
import { queryAllDeviceInFac, queryDepartmentTree, queryDeviceCountInFac, updateDepartmentDevice, updateDeviceName } from '../../../src-shared/contract/refs/org';
import { text } from '../../../src-shared/rules/texts';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import { departmentOptions } from './department-options';
import styles from './org.module.css';
import { useOrgAccess } from './useOrgAccess';

type Scope = 'all' | 'unassigned' | number;

/** /memberCenter/deviceInfo: the factory's devices with counts; rename and assign to a department. */
export default function DeviceInfoPage() {
  const { t } = useTranslation('org');
  const lang = useLang();
  const { can } = useOrgAccess();
  const [keyword, setKeyword] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const params = { ...(keyword ? { keyword } : {}), ...(scope === 'unassigned' ? { unassigned: true } : typeof scope === 'number' ? { departmentId: scope } : {}) };
  const devices = useCommand(queryAllDeviceInFac, params);
  const counts = useCommand(queryDeviceCountInFac, {});
  const tree = useCommand(queryDepartmentTree, {});
  const [renaming, setRenaming] = useState<FacDevice | null>(null);
  const [assigning, setAssigning] = useState<FacDevice | null>(null);
  const [nameForm] = Form.useForm<{ name: string }>();
  const [deptForm] = Form.useForm<{ departmentId: number }>();

  const reload = () => {
    devices.reload();
    counts.reload();
  };
  const rename = async (v: { name: string }) => {
    if (!renaming) return;
    try {
      await call(updateDeviceName, { deviceId: renaming.id, name: v.name.trim() });
      message.success(t('device.renamed'));
      setRenaming(null);
      reload();
    } catch (e) {
      nameForm.setFields([{ name: 'name', errors: [(e as GatewayError).info] }]);
    }
  };
  const assign = async (v: { departmentId: number }) => {
    if (!assigning) return;
    try {
      await call(updateDepartmentDevice, { departmentId: v.departmentId, deviceIds: [assigning.id] });
      message.success(t('device.assigned'));
      setAssigning(null);
      reload();
    } catch (e) {
      deptForm.setFields([{ name: 'departmentId', errors: [(e as GatewayError).info] }]);
    }
  };

  const columns: TableProps<FacDevice>['columns'] = [
    { title: t('device.col.name'), dataIndex: 'name' },
    { title: t('device.col.sn'), dataIndex: 'sn', width: 150 },
    { title: t('device.col.model'), dataIndex: 'model', width: 110 },
    { title: t('device.col.department'), dataIndex: 'department', render: (d: FacDevice['department']) => d?.name ?? <span className={styles.muted}>{t('device.unassignedLabel')}</span> },
    ...(can('device.edit')
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            render: (_: unknown, d: FacDevice) => (
              <div className={styles.actions}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    nameForm.setFieldsValue({ name: d.name });
                    setRenaming(d);
                  }}
                >
                  {t('device.rename')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    deptForm.setFieldsValue({ departmentId: d.department?.id });
                    setAssigning(d);
                  }}
                >
                  {t('device.assign')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  const flat = (nodes: typeof tree.data, depth = 0): { value: number; label: string }[] =>
    (nodes ?? []).flatMap((d) => [{ value: d.id, label: `${'\u3000'.repeat(depth)}${d.name}` }, ...flat(d.children, depth + 1)]);

  return (
    <MemberPage title={t('device.title')} testId="device-page">
      <div className={styles.stats} aria-live="polite">
        {(['total', 'assigned', 'unassigned'] as const).map((k) => (
          <div key={k} className={styles.stat}>
            <span className={styles.muted}>{t(`device.count.${k}`)}</span>
            <span className={styles.statValue}>{counts.data ? counts.data[k] : '—'}</span>
          </div>
        ))}
      </div>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <Input.Search name="keyword" aria-label={t('device.search')} placeholder={t('device.search')} allowClear style={{ width: 260 }} onSearch={(v) => setKeyword(v.trim())} />
          <Select
            aria-label={t('device.col.department')}
            style={{ width: 200 }}
            value={scope}
            onChange={setScope}
            options={[{ value: 'all' as Scope, label: t('device.scope.all') }, { value: 'unassigned' as Scope, label: t('device.scope.unassigned') }, ...flat(tree.data)]}
          />
        </div>
      </div>
      {devices.error && !devices.loading ? (
        <LoadError info={devices.error.info} onRetry={devices.reload} />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={devices.data ?? []}
          loading={devices.loading}
          locale={{ emptyText: keyword || scope !== 'all' ? t('device.emptySearch') : t('device.empty') }}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        />
      )}
      <Modal open={renaming !== null} title={t('device.renameTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => nameForm.submit()} onCancel={() => setRenaming(null)} forceRender>
        <Form form={nameForm} layout="vertical" onFinish={rename}>
          <Form.Item name="name" label={t('device.col.name')} rules={[{ required: true, whitespace: true, message: text('org.name.required', lang) }, { max: 30, message: text('org.name.max', lang) }]}>
            <Input name="name" maxLength={30} autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={assigning !== null} title={t('device.assignOne', { name: assigning?.name ?? '' })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => deptForm.submit()} onCancel={() => setAssigning(null)} forceRender>
        <Form form={deptForm} layout="vertical" onFinish={assign}>
          <Form.Item name="departmentId" label={t('device.col.department')} rules={[{ required: true, message: t('device.pickDepartment') }]}>
            <TreeSelect treeDefaultExpandAll treeData={departmentOptions(tree.data ?? [])} placeholder={t('device.pickDepartment')} />
          </Form.Item>
        </Form>
      </Modal>
    </MemberPage>
  );
}
