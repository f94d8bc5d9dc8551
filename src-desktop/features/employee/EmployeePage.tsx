import { Button, Input, Table, Tag, type TableProps } from 'antd';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import { useCanRun } from '#shared/auth/useCanRun';
import type { Employee } from '#shared/contract/employee';
import { exportEmployeeExcel, getEmployeeList, importEmployeeExcel, removeEmployee, saveEmployee, updateEmployee } from '#shared/contract/refs/employee';
import { getDepartmentList } from '#shared/contract/refs/org';
import { LazyFilterSelect } from '../../components/LazyFilterSelect';
import { LazyTreeSelect } from '../../components/LazyTreeSelect';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import { departmentTree } from './department-tree';
import { startDownload } from './download';
import styles from './employee.module.css';
import { confirm } from '../../components/confirm';
import { toast } from '../../components/toast';
import { WhenOpened } from '../../components/WhenOpened';

const PAGE_SIZE = 10;

// The form drawer and the import dialog (Drawer, Form, Upload, Modal) load when first opened.
const EmployeeForm = lazy(() => import('./EmployeeForm').then((m) => ({ default: m.EmployeeForm })));
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** /memberCenter/employee: the company's roster (within the caller's data scope) with search, filters, Excel import and export. */
export default function EmployeePage() {
  const { t } = useTranslation('employee');
  const lang = useLang();
  const canRun = useCanRun();
  const [keyword, setKeyword] = useState('');
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [status, setStatus] = useState<'inService' | 'left' | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Employee | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filters = { ...(keyword ? { keyword } : {}), ...(departmentId ? { departmentId } : {}), ...(status ? { status } : {}) };
  const list = useCommand(getEmployeeList, filters, { page, rows: PAGE_SIZE });
  const departments = useCommand(getDepartmentList, {});
  const tree = useMemo(() => departmentTree(departments.data ?? []), [departments.data]);
  const filtered = Boolean(keyword || departmentId || status);
  const canEdit = canRun(saveEmployee) && canRun(updateEmployee);
  const canRemove = canRun(removeEmployee);

  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const remove = (e: Employee) =>
    confirm({
      title: t('removeConfirm', { name: e.name }),
      content: t('removeHint'),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await call(removeEmployee, { ids: [e.id] });
          toast.success(t('removed'));
          list.reload();
        } catch (err) {
          toast.error((err as GatewayError).info);
        }
      },
    });

  const exportList = async () => {
    setExporting(true);
    try {
      const file = await call(exportEmployeeExcel, filters);
      startDownload(file.url, file.name);
      toast.success(t('exported', { count: file.count }));
    } catch (err) {
      toast.error((err as GatewayError).info);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableProps<Employee>['columns'] = [
    {
      title: t('col.name'),
      dataIndex: 'name',
      width: 150,
      render: (name: string, e) => (
        <>
          {name}
          {e.linkedMember && (
            <Tag className={styles.linked} color="blue">
              {t('linked')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('col.jobNumber'), dataIndex: 'jobNumber', width: 120 },
    { title: t('col.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('col.gender'), dataIndex: 'gender', width: 80, render: (g: Employee['gender']) => t(`gender.${g}`) },
    { title: t('col.department'), dataIndex: 'department', width: 130, render: (d: Employee['department']) => d?.name ?? <span className={styles.muted}>{t('noDepartment')}</span> },
    { title: t('col.position'), dataIndex: 'position', width: 120 },
    { title: t('col.entryDate'), dataIndex: 'entryDate', width: 120, render: (d: string | null) => d ?? '—' },
    { title: t('col.status'), dataIndex: 'status', width: 90, render: (s: Employee['status']) => <Tag color={s === 'inService' ? 'green' : 'default'}>{t(`status.${s}`)}</Tag> },
    ...(canEdit || canRemove
      ? [
          {
            title: t('col.actions'),
            key: 'actions',
            width: 150,
            fixed: 'right' as const,
            render: (_: unknown, e: Employee) => (
              <span className={styles.rowActions}>
                {canEdit && (
                  <Button type="link" size="small" onClick={() => setEditing(e)} aria-label={`${t('edit')} ${e.name}`}>
                    {t('edit')}
                  </Button>
                )}
                {canRemove && (
                  <Button type="link" size="small" danger onClick={() => remove(e)} aria-label={`${t('remove')} ${e.name}`}>
                    {t('remove')}
                  </Button>
                )}
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <MemberPage title={t('title')} testId="employee-page">
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <Input.Search name="keyword" aria-label={t('search')} placeholder={t('search')} allowClear style={{ width: 240 }} onSearch={(v) => filter(setKeyword)(v.trim())} />
          <LazyTreeSelect
            aria-label={t('col.department')}
            style={{ width: 200 }}
            allowClear
            treeDefaultExpandAll
            placeholder={t('allDepartments')}
            treeData={tree}
            value={departmentId}
            onChange={filter(setDepartmentId)}
            loading={departments.loading}
          />
          <LazyFilterSelect
            aria-label={t('col.status')}
            style={{ width: 140 }}
            allowClear
            placeholder={t('allStatuses')}
            value={status}
            onChange={(v) => filter(setStatus)(v as typeof status)}
            options={[
              { value: 'inService', label: t('status.inService') },
              { value: 'left', label: t('status.left') },
            ]}
          />
        </div>
        <div className={styles.actions}>
          {canEdit && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          )}
          {canRun(importEmployeeExcel) && <Button onClick={() => setImporting(true)}>{t('import')}</Button>}
          {canRun(exportEmployeeExcel) && (
            <Button onClick={exportList} loading={exporting}>
              {exporting ? t('exporting') : t('export')}
            </Button>
          )}
        </div>
      </div>
      {list.error && !list.loading ? (
        <LoadError info={list.error.info} onRetry={list.reload} />
      ) : (
        <Table<Employee>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.loading}
          scroll={{ x: 1160 }}
          locale={{ emptyText: filtered ? t('emptySearch') : t('empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: setPage }}
        />
      )}
      <WhenOpened open={editing !== undefined}>
        <EmployeeForm
          open={editing !== undefined}
          employee={editing ?? null}
          departments={tree}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.reload();
          }}
        />
      </WhenOpened>
      <WhenOpened open={importing}>
        <ImportDialog open={importing} lang={lang} onClose={() => setImporting(false)} onImported={list.reload} />
      </WhenOpened>
    </MemberPage>
  );
}
