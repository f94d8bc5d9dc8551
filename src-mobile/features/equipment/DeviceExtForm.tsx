import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import type { Equipment } from '#shared/contract/equipment';
import { equipmentUpdate } from '#shared/contract/refs/equipment';
import { dataVerification } from '#shared/contract/refs/extended-field';
import { ExtendedFieldItems, showExtendedErrors } from '../../components/ExtendedFieldItems';
import { showToast } from '../../components/feedback';

/**
 * Loaded only when a member who may edit devices opens it on the check page: the device's
 * extended fields (what the nameplate and the asset tag say), checked with dataVerification so
 * every problem shows at once, then saved with equipment/update keeping the device's own fields.
 */
export default function DeviceExtForm({ device, onSaved, onCancel }: { device: Equipment; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('mmember');
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const save = async (v: { ext?: Record<string, unknown> }) => {
    setSaving(true);
    setError('');
    try {
      // Empty inputs leave the form as undefined or '': not sent, as the server stores no empty value.
      const ext = Object.fromEntries(Object.entries(v.ext ?? {}).filter(([, x]) => x !== undefined && x !== null && x !== ''));
      const check = await call(dataVerification, { target: 'device', values: ext, exceptId: device.id });
      if (!check.valid) return showExtendedErrors(form, check.errors);
      await call(equipmentUpdate, {
        id: device.id,
        sn: device.sn,
        name: device.name,
        model: device.model,
        brand: device.brand,
        specification: device.specification,
        purchaseDate: device.purchaseDate,
        status: device.status,
        location: device.location,
        departmentId: device.department?.id ?? null,
        ext: check.values,
      });
      showToast(t('deviceCheck.saved'), 'success');
      onSaved();
    } catch (err) {
      if (err instanceof GatewayError && err.field?.startsWith('ext.')) showExtendedErrors(form, [{ field: err.field.slice(4), reason: err.info }]);
      else setError((err as GatewayError).info);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="h5-device-section" aria-labelledby="check-edit-title">
      <h2 id="check-edit-title" className="h5-check__sub">
        {t('deviceCheck.editTitle')}
      </h2>
      <p className="h5-check__edit-hint">{t('deviceCheck.editHint')}</p>
      <Form form={form} layout="vertical" initialValues={{ ext: device.ext }} onFinish={(v) => void save(v)}>
        <ExtendedFieldItems target="device" />
      </Form>
      {error ? (
        <p className="h5-login__error h5-device-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="h5-check__edit-actions">
        <Button onClick={onCancel}>{t('deviceCheck.cancel')}</Button>
        <Button color="primary" loading={saving} onClick={() => form.submit()}>
          {t('deviceCheck.save')}
        </Button>
      </div>
    </section>
  );
}
