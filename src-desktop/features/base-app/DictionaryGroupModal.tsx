import { Button, Checkbox, Input, InputNumber, Modal, Space } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { DictionaryGroup, DictionaryValue } from '#shared/contract/dictionary';
import { saveGroup } from '#shared/contract/refs/dictionary';
import { toast } from '../../components/toast';
import { KEY_PATTERN } from './key-pattern';

interface Values {
  key: string;
  nameZh: string;
  nameEn: string;
  values: (DictionaryValue & { saved?: boolean })[];
}

/** dictionary/saveGroup: a new dictionary group or an edited one, with its values (saved values are disabled, never removed). */
export function DictionaryGroupModal({ editing, onClose }: { editing: DictionaryGroup | 'new' | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? { key: '', nameZh: '', nameEn: '', values: [] } : { ...editing, values: editing.values.map((v) => ({ ...v, saved: true })) });
  }, [editing, form]);

  const save = async (v: Values) => {
    if (editing === null) return;
    setSaving(true);
    try {
      await call(saveGroup, {
        ...(editing === 'new' ? {} : { groupId: editing.groupId }),
        key: v.key,
        nameZh: v.nameZh,
        nameEn: v.nameEn,
        values: (v.values ?? []).map((x, i) => ({ key: x.key, labelZh: x.labelZh, labelEn: x.labelEn, sort: x.sort ?? i + 1, enabled: x.enabled !== false })),
      });
      toast.success(t('baseApp.dict.saved'));
      onClose(true);
    } catch (e) {
      const err = e as GatewayError;
      // The gateway names a nested field as a dotted path (values.2.key).
      if (err.field) form.setFields([{ name: err.field.split('.').map((n) => (/^\d+$/.test(n) ? Number(n) : n)) as never, errors: [err.info] }]);
      else toast.error(err.info);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={editing !== null}
      width={720}
      title={editing === 'new' ? t('baseApp.dict.add') : t('baseApp.dict.edit')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okText={t('baseApp.save')}
      cancelText={t('baseApp.cancel')}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="key" label={t('baseApp.dict.col.key')} extra={t('baseApp.field.keyHelp')} rules={[{ required: true, pattern: KEY_PATTERN, message: t('baseApp.field.keyHelp') }]}>
          <Input maxLength={40} disabled={editing !== 'new'} />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="nameZh" label={t('baseApp.dict.col.nameZh')} rules={[{ required: true, whitespace: true, max: 40 }]} style={{ flex: 1, marginRight: 8 }}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('baseApp.dict.col.nameEn')} rules={[{ required: true, whitespace: true, max: 40 }]} style={{ flex: 1 }}>
            <Input maxLength={40} />
          </Form.Item>
        </Space.Compact>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('baseApp.dict.values')}</legend>
          <Form.List
            name="values"
            rules={[
              {
                validator: async (_, values: Values['values'] = []) => {
                  const keys = values.map((v) => v?.key).filter(Boolean);
                  if (new Set(keys).size !== keys.length) throw new Error(t('baseApp.dict.col.key') + ' ×2');
                },
              },
            ]}
          >
            {(items, { add, remove }, { errors }) => (
              <>
                {items.map(({ key, name }) => {
                  const saved = form.getFieldValue(['values', name, 'saved']) as boolean | undefined;
                  return (
                    <Space key={key} align="baseline" wrap>
                      <Form.Item name={[name, 'key']} rules={[{ required: true, pattern: KEY_PATTERN, message: t('baseApp.field.keyHelp') }]}>
                        <Input placeholder={t('baseApp.dict.col.key')} aria-label={t('baseApp.dict.col.key')} disabled={saved} style={{ width: 130 }} maxLength={40} />
                      </Form.Item>
                      <Form.Item name={[name, 'labelZh']} rules={[{ required: true, whitespace: true, max: 40 }]}>
                        <Input placeholder={t('baseApp.dict.col.nameZh')} aria-label={t('baseApp.dict.col.nameZh')} style={{ width: 150 }} maxLength={40} />
                      </Form.Item>
                      <Form.Item name={[name, 'labelEn']} rules={[{ required: true, whitespace: true, max: 40 }]}>
                        <Input placeholder={t('baseApp.dict.col.nameEn')} aria-label={t('baseApp.dict.col.nameEn')} style={{ width: 150 }} maxLength={40} />
                      </Form.Item>
                      <Form.Item name={[name, 'sort']}>
                        <InputNumber min={0} max={9999} precision={0} placeholder={t('baseApp.field.col.sort')} aria-label={t('baseApp.field.col.sort')} style={{ width: 80 }} />
                      </Form.Item>
                      <Form.Item name={[name, 'enabled']} valuePropName="checked" initialValue>
                        <Checkbox>{t('baseApp.dict.enabled')}</Checkbox>
                      </Form.Item>
                      {/* Saved values may be in use: they are disabled, never removed (decision record 0016). */}
                      {!saved && (
                        <Button type="text" danger onClick={() => remove(name)} aria-label={t('baseApp.dict.removeValue')}>
                          ×
                        </Button>
                      )}
                    </Space>
                  );
                })}
                <Form.ErrorList errors={errors} />
                <Button type="dashed" onClick={() => add({ enabled: true })} block data-testid="add-value">
                  {t('baseApp.dict.addValue')}
                </Button>
              </>
            )}
          </Form.List>
        </fieldset>
      </Form>
    </Modal>
  );
}
