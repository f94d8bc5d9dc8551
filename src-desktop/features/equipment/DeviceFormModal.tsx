import { ExtendedFieldItems } from '../../components/ExtendedFieldItems';
import { Input, Modal, Select, Space, TreeSelect } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { Equipment } from '#shared/contract/equipment';
import { DEVICE_STATUSES, type DeviceStatus } from '#shared/contract/equipment-values';
import { equipmentGenerateSerial, equipmentSave, equipmentUpdate } from '#shared/contract/refs/equipment';
import type { DepartmentNode } from '#shared/contract/org';
import { text } from '#shared/rules/texts';
import { RunButton } from '../../components/Authority';
import { useLang } from '../../components/useLang';
import { departmentOptions } from '../org/department-options';

interface Values {
  sn?: string;
  name: string;
  model: string;
  brand?: string;
  specification?: string;
  purchaseDate?: string;
  status: DeviceStatus;
  location?: string;
  departmentId?: number | null;
  /** The company's extended fields (ExtendedFieldItems), sent as the save's ext. */
  ext?: Record<string, unknown>;
}

/** Add or edit one device. The serial may be generated from the company's coding rule. */
export function DeviceFormModal({ device, open, tree, onClose, onSaved }: { device: Equipment | null; open: boolean; tree: DepartmentNode[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('equipment');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [generating, setGenerating] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (device) form.setFieldsValue({ ...device, purchaseDate: device.purchaseDate ?? undefined, departmentId: device.department?.id ?? null });
    else form.setFieldsValue({ status: 'inUse' });
  }, [open, device, form]);

  const generate = async () => {
    setGenerating(true);
    try {
      form.setFieldsValue({ sn: (await call(equipmentGenerateSerial, {})).serialNumber });
      form.setFields([{ name: 'sn', errors: [] }]);
    } catch (e) {
      form.setFields([{ name: 'sn', errors: [(e as GatewayError).info] }]);
    } finally {
      setGenerating(false);
    }
  };

  const submit = async (v: Values) => {
    setBusy(true);
    const fields = {
      name: v.name.trim(),
      model: v.model.trim(),
      brand: v.brand?.trim() ?? '',
      specification: v.specification?.trim() ?? '',
      purchaseDate: v.purchaseDate || null,
      status: v.status,
      location: v.location?.trim() ?? '',
      departmentId: v.departmentId ?? null,
      // The company's extended fields (ExtendedFieldItems); fields left empty are not sent.
      ext: Object.fromEntries(Object.entries(v.ext ?? {}).filter(([, x]) => x !== undefined && x !== null && x !== '')) as Record<string, string | number | boolean>,
    };
    try {
      if (device) await call(equipmentUpdate, { ...fields, id: device.id, sn: (v.sn ?? '').trim() });
      else await call(equipmentSave, { ...fields, ...(v.sn?.trim() ? { sn: v.sn.trim() } : {}) });
      onSaved();
    } catch (e) {
      const err = e as GatewayError;
      const field = err.field?.split('.')[0];
      if (err.field?.startsWith('ext.')) form.setFields([{ name: ['ext', err.field.slice(4)], errors: [err.info] }]);
      else if (field && field in form.getFieldsValue(true)) form.setFields([{ name: field as keyof Values, errors: [err.info] }]);
      else form.setFields([{ name: 'name', errors: [err.info] }]);
    } finally {
      setBusy(false);
    }
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: text('rule.general.required.enter', lang, { label }) });
  return (
    <Modal open={open} title={device ? t('editTitle') : t('addTitle')} okText={t('save')} cancelText={t('cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose} forceRender destroyOnHidden={false}>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="device-form">
        <Form.Item label={t('field.sn')} required={!!device} extra={device ? undefined : t('generateHint')}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="sn" noStyle rules={device ? [required(t('field.sn'))] : []}>
              <Input name="sn" aria-label={t('field.sn')} maxLength={40} autoComplete="off" />
            </Form.Item>
            {device ? null : (
              <RunButton command={equipmentGenerateSerial} onClick={generate} loading={generating}>
                {t('generate')}
              </RunButton>
            )}
          </Space.Compact>
        </Form.Item>
        <Form.Item name="name" label={t('field.name')} rules={[required(t('field.name')), { max: 30, message: text('org.name.max', lang) }]}>
          <Input name="name" maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="model" label={t('field.model')} rules={[required(t('field.model'))]}>
          <Input name="model" maxLength={40} autoComplete="off" />
        </Form.Item>
        <Space.Compact block>
          <Form.Item name="brand" label={t('field.brand')} style={{ flex: 1, marginRight: 8 }}>
            <Input name="brand" maxLength={40} autoComplete="off" />
          </Form.Item>
          <Form.Item name="specification" label={t('field.specification')} style={{ flex: 1 }}>
            <Input name="specification" maxLength={100} autoComplete="off" />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item name="purchaseDate" label={t('field.purchaseDate')} style={{ flex: 1, marginRight: 8 }}>
            <Input name="purchaseDate" type="date" />
          </Form.Item>
          <Form.Item name="status" label={t('field.status')} style={{ flex: 1 }}>
            <Select aria-label={t('field.status')} options={DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="location" label={t('field.location')}>
          <Input name="location" maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="departmentId" label={t('field.department')}>
          <TreeSelect aria-label={t('field.department')} allowClear treeDefaultExpandAll treeData={departmentOptions(tree)} placeholder={t('unassigned')} />
        </Form.Item>
        <ExtendedFieldItems target="device" />
      </Form>
    </Modal>
  );
}
