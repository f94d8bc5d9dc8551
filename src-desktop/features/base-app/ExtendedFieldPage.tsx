import { Button, Checkbox, Empty, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Tabs, Tag, type TableProps } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { ExtendedField, ExtendedTarget, ExtendedType } from '#shared/contract/extended-field';
import { getGroupList } from '#shared/contract/refs/dictionary';
import { add, getList, init, remove, update } from '#shared/contract/refs/extended-field';
import { LoadError, MemberPage } from '../../components/MemberPageFrame';
import { useLang } from '../../components/useLang';
import { runAction } from '../org/run-action';
import { useOrgAccess } from '../org/useOrgAccess';
import { KEY_PATTERN } from './key-pattern';
import { toast } from '../../components/toast';

const TARGETS: ExtendedTarget[] = ['employee', 'device'];
const TYPES: ExtendedType[] = ['text', 'number', 'date', 'select'];

interface Values {
  key: string;
  labelZh: string;
  labelEn: string;
  type: ExtendedType;
  dictionaryKey?: string;
  required?: boolean;
  unique?: boolean;
  sort?: number;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
}

/** /memberCenter/extendedField: a company's own fields of employees and devices (settings; the forms render them with ExtendedFieldItems). */
export default function ExtendedFieldPage() {
  const { t } = useTranslation('org');
  const lang = useLang();
  const { can } = useOrgAccess();
  const [target, setTarget] = useState<ExtendedTarget>('employee');
  const fields = useCommand(getList, { target });
  const [editing, setEditing] = useState<ExtendedField | 'new' | null>(null);
  const groups = useCommand(getGroupList, {}, { enabled: editing !== null });
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form);
  const editable = can('extendedField.edit');

  const open = (f: ExtendedField | 'new') => {
    form.resetFields();
    if (f !== 'new') form.setFieldsValue({ ...f, dictionaryKey: f.dictionaryKey ?? undefined });
    else form.setFieldsValue({ type: 'text', sort: (fields.data?.length ?? 0) + 1 });
    setEditing(f);
  };
  const save = async (v: Values) => {
    if (editing === null) return;
    setSaving(true);
    const settings = { labelZh: v.labelZh, labelEn: v.labelEn, required: !!v.required, unique: !!v.unique, sort: v.sort ?? 0, maxLength: v.maxLength ?? null, min: v.min ?? null, max: v.max ?? null };
    try {
      if (editing === 'new') await call(add, { target, key: v.key, type: v.type, ...(v.type === 'select' ? { dictionaryKey: v.dictionaryKey } : {}), ...settings });
      else await call(update, { fieldId: editing.fieldId, ...settings });
      toast.success(t('baseApp.field.saved'));
      setEditing(null);
      fields.reload();
    } catch (e) {
      const err = e as GatewayError;
      if (err.field) form.setFields([{ name: err.field as keyof Values, errors: [err.info] }]);
      else toast.error(err.info);
    } finally {
      setSaving(false);
    }
  };
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
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('baseApp.field.add') : t('baseApp.field.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('baseApp.save')}
        cancelText={t('baseApp.cancel')}
        confirmLoading={saving}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save} requiredMark>
          <Form.Item name="key" label={t('baseApp.field.col.key')} extra={t('baseApp.field.keyHelp')} rules={[{ required: true, pattern: KEY_PATTERN, message: t('baseApp.field.keyHelp') }]}>
            <Input maxLength={40} disabled={editing !== 'new'} />
          </Form.Item>
          <Space.Compact block>
            <Form.Item name="labelZh" label={t('baseApp.field.col.labelZh')} rules={[{ required: true, whitespace: true, max: 30 }]} style={{ flex: 1, marginRight: 8 }}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="labelEn" label={t('baseApp.field.col.labelEn')} rules={[{ required: true, whitespace: true, max: 30 }]} style={{ flex: 1 }}>
              <Input maxLength={30} />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="type" label={t('baseApp.field.col.type')} rules={[{ required: true }]}>
            <Select disabled={editing !== 'new'} options={TYPES.map((k) => ({ value: k, label: t(`baseApp.type.${k}`) }))} />
          </Form.Item>
          {type === 'select' && (
            <Form.Item name="dictionaryKey" label={t('baseApp.field.dictionary')} rules={[{ required: true }]}>
              <Select
                disabled={editing !== 'new'}
                loading={groups.loading}
                placeholder={t('baseApp.choose')}
                options={(groups.data ?? []).map((g) => ({ value: g.key, label: `${lang === 'en' ? g.nameEn : g.nameZh} (${g.key})` }))}
              />
            </Form.Item>
          )}
          {type === 'text' && (
            <Form.Item name="maxLength" label={t('baseApp.field.maxLength')}>
              <InputNumber min={1} max={500} precision={0} placeholder="200" />
            </Form.Item>
          )}
          {type === 'number' && (
            <Space>
              <Form.Item name="min" label={t('baseApp.field.min')}>
                <InputNumber />
              </Form.Item>
              <Form.Item
                name="max"
                label={t('baseApp.field.max')}
                dependencies={['min']}
                rules={[({ getFieldValue }) => ({ validator: (_, v) => (v == null || getFieldValue('min') == null || getFieldValue('min') <= v ? Promise.resolve() : Promise.reject(new Error('min > max'))) })]}
              >
                <InputNumber />
              </Form.Item>
            </Space>
          )}
          <Space size="large">
            <Form.Item name="required" valuePropName="checked">
              <Checkbox>{t('baseApp.field.required')}</Checkbox>
            </Form.Item>
            <Form.Item name="unique" valuePropName="checked">
              <Checkbox>{t('baseApp.field.unique')}</Checkbox>
            </Form.Item>
            <Form.Item name="sort" label={t('baseApp.field.col.sort')}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </MemberPage>
  );
}
