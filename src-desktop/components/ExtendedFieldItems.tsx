import { Alert, Button, DatePicker, Input, InputNumber, Select, Skeleton } from 'antd';
import { Form } from './Form';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCommand } from '#shared/api/useCommand';
import type { ExtendedField, ExtendedTarget } from '#shared/contract/extended-field';
import { TEXT_MAX_DEFAULT } from '#shared/rules/extended-field-limits';
import { getList } from '#shared/contract/refs/extended-field';

/**
 * The company's extended fields of a target as antd Form items, to drop into the employee and
 * device forms: `<ExtendedFieldItems target="device" />` inside their <Form>. Values sit under
 * `ext` (`{ ext: { assetNo: 'A-1', … } }`, dates as YYYY-MM-DD strings), ready to send as the
 * save's `ext`. The rules mirror the server's check (checkExtendedValues); the server stays the
 * judge: put its per-field errors back with `showExtendedErrors(form, errors)`.
 */
export function ExtendedFieldItems({ target, name = 'ext' }: { target: ExtendedTarget; name?: string }) {
  const { t } = useTranslation('org');
  const fields = useCommand(getList, { target });
  if (fields.loading && !fields.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (fields.error && !fields.data)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('baseApp.loadFailed')}
        description={fields.error.info}
        action={
          <Button size="small" onClick={fields.reload}>
            {t('baseApp.retry')}
          </Button>
        }
      />
    );
  return (
    <>
      {(fields.data ?? []).map((f) => (
        <Form.Item key={f.key} name={[name, f.key]} label={f.label} rules={rulesOf(f)} {...dateProps(f)}>
          {control(f, t('baseApp.choose'))}
        </Form.Item>
      ))}
    </>
  );
}

function rulesOf(f: ExtendedField): Rule[] {
  const rules: Rule[] = [];
  if (f.required) rules.push({ required: true, whitespace: f.type === 'text' });
  if (f.type === 'text') rules.push({ max: f.maxLength ?? TEXT_MAX_DEFAULT });
  if (f.type === 'number') rules.push({ type: 'number', ...(f.min !== null ? { min: f.min } : {}), ...(f.max !== null ? { max: f.max } : {}) });
  return rules;
}

/** Dates live in the form as YYYY-MM-DD (what the server stores); the picker sees a dayjs. */
function dateProps(f: ExtendedField) {
  if (f.type !== 'date') return {};
  return {
    getValueProps: (v: string | undefined) => ({ value: v ? dayjs(v) : undefined }),
    normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined),
  };
}

function control(f: ExtendedField, choose: string) {
  switch (f.type) {
    case 'text':
      return <Input maxLength={f.maxLength ?? TEXT_MAX_DEFAULT} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} min={f.min ?? undefined} max={f.max ?? undefined} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} />;
    case 'select':
      return <Select allowClear placeholder={choose} options={f.options.map((o) => ({ value: o.key, label: o.label }))} />;
  }
}
