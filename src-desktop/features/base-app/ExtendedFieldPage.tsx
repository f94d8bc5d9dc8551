import { Button, Empty, Popconfirm, Space, Table, Tabs, Tag, type TableProps } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { ExtendedField, ExtendedTarget, ExtendedType } from '#shared/contract/extended-field';
import { getList, init, remove } from '#shared/contract/refs/extended-field';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { runAction } from '../org/run-action';
import { useOrgAccess } from '../org/useOrgAccess';
import { toast } from '../../components/toast';
import { WhenOpened } from '../../components/WhenOpened';

// The field editor loads when first opened (with antd's Modal, Form, Select and inputs), not with the page.
const ExtendedFieldModal = lazy(() => import('./ExtendedFieldModal').then((m) => ({ default: m.ExtendedFieldModal })));

const TARGETS: ExtendedTarget[] = ['employee', 'device'];

/** /memberCenter/extendedField: a company's own fields of employees and devices (settings; the forms render them with ExtendedFieldItems). */
export default function ExtendedFieldPage() {
  const { t } = useTranslation('org');
  const { can } = useOrgAccess();
  const [target, setTarget] = useState<ExtendedTarget>('employee');
  const fields = useCommand(getList, { target });
  const [editing, setEditing] = useState<ExtendedField | 'new' | null>(null);
  const editable = can('extendedField.edit');

  const open = (f: ExtendedField | 'new') => setEditing(f);
  const initStarter = async () => {
    try {
      const r = await call(init, {});
      toast.success(t(r.created ? 'baseApp.field.inited' : 'baseApp.field.initNone'));
      fields.reload();
    } catch (e) {
      toast.error((e as GatewayError).info);
    }
  };

  const rules = (f: ExtendedField) =>
    [f.required && t('baseApp.field.required'), f.unique && t('baseApp.field.unique'), f.maxLength && `≤ ${f.maxLength}`, (f.min !== null || f.max !== null) && `${f.min ?? '−∞'} ~ ${f.max ?? '∞'}`, f.dictionaryKey]
      .filter(Boolean)
      .map((r) => <Tag key={String(r)}>{r}</Tag>);
  const columns: TableProps<ExtendedField>['columns'] = [
    { title: t('baseApp.field.col.sort'), dataIndex: 'sort', width: 70 },
    { title: t('baseApp.field.col.key'), dataIndex: 'key' },
    { title: t('baseApp.field.col.labelZh'), dataIndex: 'labelZh' },
    { title: t('baseApp.field.col.labelEn'), dataIndex: 'labelEn' },
    { title: t('baseApp.field.col.type'), dataIndex: 'type', render: (v: ExtendedType) => t(`baseApp.type.${v}`) },
    { title: t('baseApp.field.col.rules'), key: 'rules', render: (_: unknown, f: ExtendedField) => rules(f) },
    ...(editable
      ? [
          {
            title: t('baseApp.actions'),
            key: 'actions',
            width: 150,
            render: (_: unknown, f: ExtendedField) => (
              <Space>
                <Button type="link" onClick={() => open(f)} aria-label={`${t('baseApp.editAction')} ${f.label}`}>
                  {t('baseApp.editAction')}
                </Button>
                <Popconfirm
                  title={t('baseApp.field.confirmDelete', { label: f.label })}
                  onConfirm={async () => (await runAction(() => call(remove, { fieldId: f.fieldId }), t('baseApp.field.deleted'))) && fields.reload()}
                >
                  <Button type="link" danger aria-label={`${t('baseApp.deleteAction')} ${f.label}`}>
                    {t('baseApp.deleteAction')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <MemberPage
      title={t('routes:extendedField')}
      testId="extended-field-page"
      extra={
        editable && (
          <Space>
            <Button onClick={initStarter}>{t('baseApp.field.init')}</Button>
            <Button type="primary" onClick={() => open('new')} data-testid="add-field">
              {t('baseApp.field.add')}
            </Button>
          </Space>
        )
      }
    >
      <p style={{ color: 'rgba(0,0,0,.55)' }}>{t('baseApp.field.intro')}</p>
      <Tabs activeKey={target} onChange={(k) => setTarget(k as ExtendedTarget)} items={TARGETS.map((k) => ({ key: k, label: t(`baseApp.target.${k}`) }))} />
      {fields.error && !fields.loading ? (
        <LoadError info={fields.error.info} onRetry={fields.reload} />
      ) : (
        <Table rowKey="fieldId" columns={columns} dataSource={fields.data ?? []} loading={fields.loading} pagination={false} locale={{ emptyText: <Empty description={t('baseApp.field.empty')} /> }} />
      )}
      <WhenOpened open={editing !== null}>
        <ExtendedFieldModal
          editing={editing}
          target={target}
          nextSort={(fields.data?.length ?? 0) + 1}
          onClose={(saved) => {
            setEditing(null);
            if (saved) fields.reload();
          }}
        />
      </WhenOpened>
    </MemberPage>
  );
}
