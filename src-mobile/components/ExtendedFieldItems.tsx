import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import type { ExtendedField, ExtendedFieldError, ExtendedTarget } from '#shared/contract/extended-field';
import { getList } from '#shared/contract/refs/extended-field';
import { TEXT_MAX_DEFAULT } from '#shared/rules/extended-field-limits';

/**
 * The H5 twin of the desktop ExtendedFieldItems: the company's extended fields of a target as
 * antd-mobile Form items under `ext`, for the phone's employee and device forms (the field check).
 * Light on purpose: native date and number inputs (the phone's own pickers), chips for selects.
 * Rules mirror the server's check; put the server's refusals back with showExtendedErrors.
 */
export function ExtendedFieldItems({ target, name = 'ext' }: { target: ExtendedTarget; name?: string }) {
  const { t } = useTranslation('mmember');
  const fields = useCommand(getList, { target });
  if (fields.loading && !fields.data)
    return (
      <Form.Item>
        <DotLoading color="primary" aria-label="loading" />
      </Form.Item>
    );
  if (fields.error && !fields.data)
    return (
      <Form.Item description={fields.error.info}>
        <span role="alert">{t('extFields.loadFailed')}</span>{' '}
        <Button size="mini" onClick={fields.reload}>
          {t('extFields.retry')}
        </Button>
      </Form.Item>
    );
  return (
    <>
      {(fields.data ?? []).map((f) => (
        <Form.Item key={f.key} name={[name, f.key]} label={f.label} required={f.required} rules={rulesOf(f)} {...valueProps(f)}>
          {control(f, t('extFields.choose'))}
        </Form.Item>
      ))}
    </>
  );
}

function rulesOf(f: ExtendedField) {
  const rules: { required?: boolean; whitespace?: boolean; max?: number; validator?: (r: unknown, v: unknown) => Promise<void> }[] = [];
  if (f.required) rules.push({ required: true, whitespace: f.type === 'text' });
  if (f.type === 'text') rules.push({ max: f.maxLength ?? TEXT_MAX_DEFAULT });
  if (f.type === 'number')
    rules.push({
      validator: async (_, v) => {
        if (v === undefined || v === null || v === '') return;
        const n = Number(v);
        if (!Number.isFinite(n) || (f.min !== null && n < f.min) || (f.max !== null && n > f.max)) throw new Error(`${f.min ?? '−∞'} ~ ${f.max ?? '∞'}`);
      },
    });
  return rules;
}

/** Numbers leave the form as numbers; a select's chips hold one key. */
function valueProps(f: ExtendedField) {
  if (f.type === 'number') return { normalize: (v: string) => (v === '' ? undefined : Number(v)), getValueProps: (v: number | undefined) => ({ value: v === undefined ? '' : String(v) }) };
  if (f.type === 'select') return { normalize: (v: string[]) => v[0], getValueProps: (v: string | undefined) => ({ value: v ? [v] : [] }) };
  return {};
}

function control(f: ExtendedField, choose: string) {
  switch (f.type) {
    case 'text':
      return <Input maxLength={f.maxLength ?? TEXT_MAX_DEFAULT} clearable />;
    case 'number':
      return <Input type="number" inputMode="decimal" />;
    case 'date':
      return <Input type="date" placeholder={choose} />;
    case 'select':
      return <Selector aria-label={f.label} options={f.options.map((o) => ({ value: o.key, label: o.label }))} />;
  }
}

/** Puts the server's refusals (dataVerification, or a save's) on the fields they name. */
export function showExtendedErrors(form: FormInstance, errors: ExtendedFieldError[], name = 'ext') {
  form.setFields(errors.map((e) => ({ name: [name, e.field], errors: [e.reason] })));
}
