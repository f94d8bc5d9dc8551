import { Checkbox, Input, InputNumber, Modal, Select, Space } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { ExtendedField, ExtendedTarget, ExtendedType } from '#shared/contract/extended-field';
import { getGroupList } from '#shared/contract/refs/dictionary';
import { add, update } from '#shared/contract/refs/extended-field';
import { useLang } from '../../components/useLang';
import { toast } from '../../components/toast';
import { KEY_PATTERN } from './key-pattern';

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

/** extendedField/add and /update: a new field of the target (key, type, dictionary fixed once saved) or an edited one's settings. */
export function ExtendedFieldModal({ editing, target, nextSort, onClose }: { editing: ExtendedField | 'new' | null; target: ExtendedTarget; nextSort: number; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('org');
  const lang = useLang();
  const groups = useCommand(getGroupList, {}, { enabled: editing !== null });
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form);
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue({ ...editing, dictionaryKey: editing.dictionaryKey ?? undefined });
    else form.setFieldsValue({ type: 'text', sort: nextSort });
    // nextSort is read when the dialog opens, not followed while it is open.
  }, [editing, form]);

  const save = async (v: Values) => {
    if (editing === null) return;
    setSaving(true);
    const settings = { labelZh: v.labelZh, labelEn: v.labelEn, required: !!v.required, unique: !!v.unique, sort: v.sort ?? 0, maxLength: v.maxLength ?? null, min: v.min ?? null, max: v.max ?? null };
    try {
      if (editing === 'new') await call(add, { target, key: v.key, type: v.type, ...(v.type === 'select' ? { dictionaryKey: v.dictionaryKey } : {}), ...settings });
      else await call(update, { fieldId: editing.fieldId, ...settings });
      toast.success(t('baseApp.field.saved'));
      onClose(true);
    } catch (e) {
      const err = e as GatewayError;
      if (err.field) form.setFields([{ name: err.field as keyof Values, errors: [err.info] }]);
      else toast.error(err.info);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('baseApp.field.add') : t('baseApp.field.edit')}
      onCancel={() => onClose(false)}
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
  );
}
