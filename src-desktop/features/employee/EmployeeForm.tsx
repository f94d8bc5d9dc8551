import { ExtendedFieldItems } from '../../components/ExtendedFieldItems';
import { Button, Drawer, Input, Select, Space, TreeSelect } from 'antd';
import { Form } from '../../components/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import type { Employee } from '#shared/contract/employee';
import { generateJobNumber, saveEmployee, updateEmployee } from '#shared/contract/refs/employee';
import { RunButton } from '../../components/Authority';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import type { DepartmentTreeOption } from './department-tree';
import { toast } from '../../components/toast';

interface Values {
  name: string;
  mobile: string;
  jobNumber: string;
  gender: 'male' | 'female';
  departmentId?: number;
  position?: string;
  entryDate?: string;
  status: 'inService' | 'left';
  email?: string;
  remark?: string;
  /** The company's extended fields (ExtendedFieldItems), sent as the save's ext. */
  ext?: Record<string, unknown>;
}

/** Extended values without the fields left empty (the server treats empty as absent, and a required one then says so). */
const withoutEmpty = (ext: Record<string, unknown> | undefined) => Object.fromEntries(Object.entries(ext ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number | boolean>;

/** Add (employee null) or edit an employee in a drawer; the server's refusals land on their fields. */
export function EmployeeForm({ open, employee, departments, onClose, onSaved }: { open: boolean; employee: Employee | null; departments: DepartmentTreeOption[]; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('employee');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    if (employee)
      form.setFieldsValue({
        name: employee.name,
        mobile: employee.mobile,
        jobNumber: employee.jobNumber,
        gender: employee.gender,
        departmentId: employee.department?.id,
        position: employee.position,
        entryDate: employee.entryDate ?? '',
        status: employee.status,
        email: employee.email ?? '',
        remark: employee.remark,
        ext: employee.ext,
      });
    else form.setFieldsValue({ status: 'inService' });
  }, [open, employee, form]);

  const [generating, setGenerating] = useState(false);
  // The next number of the company's employee coding rule (consumed: a number generated and not saved is skipped).
  const generate = async () => {
    setGenerating(true);
    try {
      form.setFieldsValue({ jobNumber: (await call(generateJobNumber, {})).jobNumber });
      form.setFields([{ name: 'jobNumber', errors: [] }]);
    } catch (e) {
      form.setFields([{ name: 'jobNumber', errors: [(e as GatewayError).info] }]);
    } finally {
      setGenerating(false);
    }
  };

  const submit = async (v: Values) => {
    setSaving(true);
    setFailure(null);
    const params = {
      name: v.name.trim(),
      mobile: v.mobile.trim(),
      jobNumber: v.jobNumber.trim(),
      gender: v.gender,
      departmentId: v.departmentId ?? null,
      position: v.position?.trim() ?? '',
      entryDate: v.entryDate || null,
      status: v.status,
      email: v.email?.trim() || null,
      remark: v.remark?.trim() ?? '',
      ext: withoutEmpty(v.ext),
    };
    try {
      if (employee) await call(updateEmployee, { id: employee.id, ...params });
      else await call(saveEmployee, params);
      toast.success(t('saved'));
      onSaved();
    } catch (e) {
      const err = e as GatewayError;
      if (err.field?.startsWith('ext.')) form.setFields([{ name: ['ext', err.field.slice(4)], errors: [err.info] }]);
      else if (err.field && err.field in params) form.setFields([{ name: err.field as keyof Values, errors: [err.info] }]);
      else setFailure(err.info);
    } finally {
      setSaving(false);
    }
  };

  const req = (key: string) => ({ required: true, whitespace: true, message: text(key, lang) });
  return (
    <Drawer
      open={open}
      title={employee ? t('editTitle') : t('addTitle')}
      onClose={onClose}
      size="large"
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="employee-form">
        <Form.Item name="name" label={t('col.name')} rules={[req('employee.name.required'), { max: 30, message: text('employee.name.max', lang) }]}>
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="mobile" label={t('col.mobile')} rules={[req('rule.register.mobile.required'), { pattern: /^1[3-9]\d{9}$/, message: text('rule.general.mobile', lang) }]}>
          <Input maxLength={11} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('col.jobNumber')} required extra={employee ? undefined : t('generateHint')}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="jobNumber" noStyle rules={[req('employee.jobNumber.required'), { pattern: /^[A-Za-z0-9_-]{1,30}$/, message: text('employee.jobNumber.format', lang) }]}>
              <Input maxLength={30} autoComplete="off" aria-label={t('col.jobNumber')} />
            </Form.Item>
            {employee ? null : (
              <RunButton command={generateJobNumber} onClick={generate} loading={generating}>
                {t('generate')}
              </RunButton>
            )}
          </Space.Compact>
        </Form.Item>
        <Form.Item name="gender" label={t('col.gender')} rules={[{ required: true, message: text('employee.gender.required', lang) }]}>
          <Select
            options={[
              { value: 'male', label: t('gender.male') },
              { value: 'female', label: t('gender.female') },
            ]}
          />
        </Form.Item>
        <Form.Item name="departmentId" label={t('col.department')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={departments} placeholder={t('pickDepartment')} />
        </Form.Item>
        <Form.Item name="position" label={t('col.position')} rules={[{ max: 30, message: text('employee.position.max', lang) }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="entryDate" label={t('col.entryDate')}>
          <Input type="date" placeholder={t('pickDate')} />
        </Form.Item>
        <Form.Item name="status" label={t('col.status')}>
          <Select
            options={[
              { value: 'inService', label: t('status.inService') },
              { value: 'left', label: t('status.left') },
            ]}
          />
        </Form.Item>
        <Form.Item name="email" label={t('col.email')} rules={[{ type: 'email', message: text('rule.general.email.format', lang) }]}>
          <Input maxLength={46} type="email" />
        </Form.Item>
        <ExtendedFieldItems target="employee" />
        <Form.Item name="remark" label={t('col.remark')} rules={[{ max: 200, message: text('employee.remark.max', lang) }]}>
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
        {failure && (
          <p role="alert" style={{ color: '#cf1322' }}>
            {failure}
          </p>
        )}
      </Form>
    </Drawer>
  );
}
