import { Button, Input, Table, Tag, type TableProps } from 'antd';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useCanRun } from '#shared/auth/useCanRun';
import type { Equipment } from '#shared/contract/equipment';
import { DEVICE_STATUSES, type DeviceStatus } from '#shared/contract/equipment-values';
import { equipmentDelete, equipmentList, equipmentSave, equipmentSync, equipmentUpdate } from '#shared/contract/refs/equipment';
import { queryDepartmentTree } from '#shared/contract/refs/org';
import { RequireRun, RunButton } from '../../components/Authority';
import { LazyFilterSelect } from '../../components/LazyFilterSelect';
import { LazyPopconfirm } from '../../components/LazyPopconfirm';
import { LazyTreeSelect } from '../../components/LazyTreeSelect';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { departmentOptions } from '../org/department-options';
import { runAction } from '../org/run-action';
import styles from './equipment.module.css';
import { LastCheck } from './LastCheck';
import { toast } from '../../components/toast';
import { WhenOpened } from '../../components/WhenOpened';

// Dialogs load when first opened (with their antd Modal, Form and inputs), not with the page.
const DeviceFormModal = lazy(() => import('./DeviceFormModal').then((m) => ({ default: m.DeviceFormModal })));

const STATUS_COLOR: Record<DeviceStatus, string> = { inUse: 'green', idle: 'default', repair: 'orange', scrapped: 'red' };
const ROWS = 10;

/**
 * /memberCenter/deviceInfo: the company's devices in the member's data scope, paged on the server,
 * with filters, add/edit (serial from the coding rule), delete, sync from connection boxes and the
 * last field check with its photos. Actions show only to members who may run them.
 */
export default function EquipmentPage() {
  const { t } = useTranslation('equipment');
  return (
    <MemberPage title={t('title')} testId="device-page">
      <RequireRun command={equipmentList}>
        <DeviceTable />
      </RequireRun>
    </MemberPage>
  );
}

function DeviceTable() {
  const { t } = useTranslation('equipment');
  const canRun = useCanRun();
  const [keyword, setKeyword] = useState('');
  const [model, setModel] = useState('');
  const [status, setStatus] = useState<DeviceStatus | undefined>();
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Equipment | 'new' | null>(null);
  const [syncing, setSyncing] = useState(false);
  // Devices chosen for QR labels (kept across pages and filters); the label sheet takes at most 100.
  const [selected, setSelected] = useState<number[]>([]);
  const navigate = useNavigate();
  const filter = { ...(keyword ? { keyword } : {}), ...(model ? { model } : {}), ...(status ? { status } : {}), ...(departmentId ? { departmentId } : {}) };
  const devices = useCommand(equipmentList, { ...filter, page, rows: ROWS });
  const tree = useCommand(queryDepartmentTree, {});
  const filtered = Object.keys(filter).length > 0;
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const sync = async () => {
    setSyncing(true);
    try {
      const r = await call(equipmentSync, {});
      toast.success(r.added ? t('synced', { count: r.added }) : t('syncedNone'));
      devices.reload();
    } catch (e) {
      toast.error((e as GatewayError).info);
    } finally {
      setSyncing(false);
    }
  };

  // Two lines per cell keep the last check (with its photos) in view at 1366 px without scrolling.
  const two = (main: ReactNode, sub: ReactNode) => (
    <div>
      <div>{main}</div>
      <div className={styles.muted}>{sub}</div>
    </div>
  );
  const columns: TableProps<Equipment>['columns'] = [
    { title: `${t('col.name')} / ${t('col.sn')}`, key: 'name', width: 170, render: (_, d) => two(d.name, d.sn) },
    { title: `${t('col.model')} / ${t('col.brand')}`, key: 'model', width: 170, render: (_, d) => two(d.model, [d.brand, d.specification].filter(Boolean).join(' / ') || '—') },
    { title: t('col.status'), dataIndex: 'status', width: 100, render: (s: DeviceStatus) => <Tag color={STATUS_COLOR[s]}>{t(`status.${s}`)}</Tag> },
    { title: `${t('col.department')} / ${t('col.location')}`, key: 'department', width: 150, render: (_, d) => two(d.department?.name ?? t('unassigned'), d.location || '—') },
    { title: t('col.lastCheck'), dataIndex: 'lastCheck', render: (c: Equipment['lastCheck']) => <LastCheck check={c} /> },
  ];
  if (canRun(equipmentUpdate) || canRun(equipmentDelete))
    columns.push({
      title: t('col.actions'),
      key: 'actions',
      width: 120,
      render: (_, d) => (
        <>
          {canRun(equipmentUpdate) ? (
            <Button type="link" size="small" onClick={() => setEditing(d)} aria-label={`${t('edit')} ${d.name}`}>
              {t('edit')}
            </Button>
          ) : null}
          {canRun(equipmentDelete) ? (
            <LazyPopconfirm
              title={t('deleteConfirm', { name: d.name })}
              okText={t('delete')}
              cancelText={t('cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={async () => {
                if (await runAction(() => call(equipmentDelete, { id: d.id }), t('deleted'))) devices.reload();
              }}
            >
              <Button type="link" size="small" danger aria-label={`${t('delete')} ${d.name}`}>
                {t('delete')}
              </Button>
            </LazyPopconfirm>
          ) : null}
        </>
      ),
    });

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <Input.Search name="keyword" aria-label={t('search')} placeholder={t('search')} allowClear style={{ width: 240 }} onSearch={(v) => refilter(setKeyword)(v.trim())} />
          <Input.Search name="model" aria-label={t('model')} placeholder={t('model')} allowClear style={{ width: 140 }} onSearch={(v) => refilter(setModel)(v.trim())} />
          <LazyFilterSelect
            aria-label={t('col.status')}
            style={{ width: 130 }}
            allowClear
            placeholder={t('allStatuses')}
            value={status}
            onChange={(v) => refilter(setStatus)(v as DeviceStatus | undefined)}
            options={DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <LazyTreeSelect
            aria-label={t('col.department')}
            style={{ width: 180 }}
            allowClear
            treeDefaultExpandAll
            placeholder={t('allDepartments')}
            value={departmentId}
            onChange={refilter(setDepartmentId)}
            treeData={departmentOptions(tree.data ?? [], undefined, false)}
          />
        </div>
        <div className={styles.filters}>
          <Button
            disabled={!selected.length || selected.length > 100}
            title={selected.length > 100 ? t('labels.tooMany') : undefined}
            onClick={() => navigate(`/memberCenter/deviceInfo/labels?ids=${selected.join(',')}`)}
            data-testid="print-labels"
          >
            {selected.length ? t('labels.printSelected', { count: selected.length }) : t('labels.printNone')}
          </Button>
          <RunButton command={equipmentSync} onClick={sync} loading={syncing}>
            {t('sync')}
          </RunButton>
          <RunButton command={equipmentSave} type="primary" onClick={() => setEditing('new')}>
            {t('add')}
          </RunButton>
        </div>
      </div>
      {devices.error && !devices.loading ? (
        <LoadError info={devices.error.info} onRetry={devices.reload} />
      ) : (
        <Table
          rowKey="id"
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            // No select-all: with scroll.x antd copies the column titles into an aria-hidden measure row,
            // where a select-all checkbox would be focusable yet hidden (axe aria-hidden-focus).
            hideSelectAll: true,
            onChange: (keys) => setSelected(keys as number[]),
            getCheckboxProps: (d) => ({ 'aria-label': `${t('labels.select')}: ${d.name} ${d.sn}` }),
          }}
          columns={columns}
          dataSource={devices.data?.list ?? []}
          loading={devices.loading}
          scroll={{ x: 900 }}
          locale={{ emptyText: filtered ? t('emptySearch') : t('empty') }}
          pagination={{ current: page, pageSize: ROWS, total: devices.data?.total ?? 0, showSizeChanger: false, showTotal: (total) => t('total', { total }), onChange: setPage }}
        />
      )}
      <WhenOpened open={editing !== null}>
        <DeviceFormModal
          open={editing !== null}
          device={editing === 'new' ? null : editing}
          tree={tree.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success(t('saved'));
            devices.reload();
          }}
        />
      </WhenOpened>
    </>
  );
}
