import { Alert, Button, DatePicker, Descriptions, Input, Select, Skeleton, Tag } from 'antd';
import { Form } from '../../components/Form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { EnterpriseInfoInput, EnterpriseInfoState } from '#shared/contract/enterprise';
import { facDetail, submitEnterpriseInfo } from '#shared/contract/refs/enterprise';
import * as r from '#shared/rules/centre-fields';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { formatTime } from './format';
import { INVALID_ONLY, placeFieldErrors, requiredRule, zodRule } from '../../components/form-rules';
import { LocationFields } from './LocationFields';
import { RequireRun, RunButton } from '../../components/Authority';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';
import { useEnterpriseOptions } from './useOptions';
import { toast } from '../../components/toast';

const STATUS_COLOR = { toBeCompleted: 'default', underReview: 'processing', rejected: 'error', approved: 'success' } as const;

/** /memberCenter/businessInfo: the enterprise info form and its review states. */
export default function BusinessInfoPage() {
  const { t } = useTranslation('member');
  const detail = useCommand(facDetail, {});
  const [editing, setEditing] = useState(false);
  const state = detail.data;
  const status = state?.status;

  return (
    <MemberPage
      title={t('businessInfo.title')}
      extra={
        status && (
          <Tag color={STATUS_COLOR[status]} data-testid="enterprise-status">
            {t(`businessInfo.status.${status}`)}
          </Tag>
        )
      }
      testId="business-info-page"
    >
      {detail.loading && !state ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.error && !state ? (
        <LoadError info={detail.error.info} onRetry={detail.reload} />
      ) : state ? (
        <>
          <StatusNote state={state} />
          {status === 'toBeCompleted' || editing ? (
            <RequireRun command={submitEnterpriseInfo}>
              <InfoForm
                state={state}
                onDone={() => {
                  setEditing(false);
                  detail.reload();
                }}
              />
            </RequireRun>
          ) : (
            <>
              <InfoView state={state} />
              {status === 'rejected' && (
                <RunButton command={submitEnterpriseInfo} type="primary" onClick={() => setEditing(true)} style={{ marginTop: 20 }}>
                  {t('businessInfo.correct')}
                </RunButton>
              )}
              {status === 'approved' && (
                <RunButton command={submitEnterpriseInfo} onClick={() => setEditing(true)} style={{ marginTop: 20 }} title={t('businessInfo.editAgainHint')} data-testid="edit-again">
                  {t('businessInfo.editAgain')}
                </RunButton>
              )}
            </>
          )}
        </>
      ) : null}
    </MemberPage>
  );
}

function StatusNote({ state }: { state: EnterpriseInfoState }) {
  const { t } = useTranslation('member');
  const at = state.submittedAt ? formatTime(state.submittedAt) : '';
  switch (state.status) {
    case 'toBeCompleted':
      return <Alert className={styles.state} type="info" showIcon title={t('businessInfo.note.toBeCompleted')} />;
    case 'underReview':
      return <Alert className={styles.state} type="info" showIcon title={t('businessInfo.note.underReview', { at })} />;
    case 'rejected':
      return (
        <Alert
          className={styles.state}
          type="error"
          showIcon
          role="alert"
          title={t('businessInfo.note.rejected')}
          description={<span data-testid="reject-reason">{t('businessInfo.reason', { reason: state.rejectReason })}</span>}
        />
      );
    case 'approved':
      return <Alert className={styles.state} type="success" showIcon title={t('businessInfo.note.approved', { at: state.reviewedAt ? formatTime(state.reviewedAt) : '' })} />;
  }
}

function InfoView({ state }: { state: EnterpriseInfoState }) {
  const { t } = useTranslation('member');
  const opts = useEnterpriseOptions();
  const i = state.info!;
  const f = (k: string) => t(`businessInfo.field.${k}`);
  return (
    <Descriptions bordered column={2} size="middle" styles={{ label: { width: 140 } }}>
      <Descriptions.Item label={f('name')} span={2}>
        {i.name}
      </Descriptions.Item>
      <Descriptions.Item label={f('introduction')} span={2}>
        {i.introduction}
      </Descriptions.Item>
      <Descriptions.Item label={f('establishmentTime')}>{i.establishmentTime}</Descriptions.Item>
      <Descriptions.Item label={f('nature')}>{opts.labelOf('nature', i.nature)}</Descriptions.Item>
      <Descriptions.Item label={f('industry')}>{opts.labelOf('industry', i.industry)}</Descriptions.Item>
      <Descriptions.Item label={f('size')}>{opts.labelOf('size', i.size)}</Descriptions.Item>
      <Descriptions.Item label={f('contacts')}>{i.contacts}</Descriptions.Item>
      <Descriptions.Item label={f('mobile')}>{i.mobile}</Descriptions.Item>
      <Descriptions.Item label={f('telphone')}>{i.telphone}</Descriptions.Item>
      <Descriptions.Item label={f('email')}>{i.email}</Descriptions.Item>
      <Descriptions.Item label={f('address')} span={2}>
        {`${i.provinceName} ${i.cityName} ${i.areaName} ${i.address}`}
      </Descriptions.Item>
    </Descriptions>
  );
}

type FormValues = Omit<EnterpriseInfoInput, 'establishmentTime'> & { establishmentTime?: Dayjs };

function InfoForm({ state, onDone }: { state: EnterpriseInfoState; onDone: () => void }) {
  const { t } = useTranslation('member');
  const lang = useLang();
  const [form] = Form.useForm<FormValues>();
  const opts = useEnterpriseOptions();
  const [saving, setSaving] = useState(false);
  const f = (k: string) => t(`businessInfo.field.${k}`);

  useEffect(() => {
    if (state.info) form.setFieldsValue({ ...state.info, establishmentTime: dayjs(state.info.establishmentTime) });
  }, [state.info, form]);

  const submit = async (v: FormValues) => {
    setSaving(true);
    try {
      await call(submitEnterpriseInfo, { ...v, establishmentTime: v.establishmentTime!.format('YYYY-MM-DD') } as EnterpriseInfoInput);
      toast.success(text('general.submitSuccess', lang));
      onDone();
    } catch (e) {
      if (!placeFieldErrors(form, e, INVALID_ONLY)) toast.error(text('general.submitFailed', lang, { reason: (e as GatewayError).info }));
    } finally {
      setSaving(false);
    }
  };

  const select = (kind: 'nature' | 'industry' | 'size', key: string) => (
    <Form.Item name={kind} label={f(kind)} rules={[{ required: true, message: text(key, lang) }]}>
      <Select options={opts[kind]} loading={opts.loading} placeholder={t('common.pick')} aria-label={f(kind)} data-testid={kind} />
    </Form.Item>
  );

  return (
    <Form<FormValues> form={form} layout="vertical" className={styles.form} onFinish={submit} requiredMark scrollToFirstError>
      <Form.Item name="name" label={f('name')} rules={[requiredRule('rule.businessInfo.name.required', lang), { max: 49, message: text('rule.register.companyName.maxLength', lang) }]}>
        <Input name="name" maxLength={49} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="introduction" label={f('introduction')} rules={[requiredRule('rule.businessInfo.introduction.required', lang)]}>
        <Input.TextArea name="introduction" rows={4} maxLength={2000} showCount />
      </Form.Item>
      <div className={styles.grid2}>
        <Form.Item name="establishmentTime" label={f('establishmentTime')} rules={[{ required: true, message: text('rule.businessInfo.establishmentTime.required', lang) }]}>
          <DatePicker name="establishmentTime" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} placeholder={t('common.pickDate')} />
        </Form.Item>
        {select('nature', 'rule.businessInfo.nature.required')}
        {select('industry', 'rule.businessInfo.industry.required')}
        {select('size', 'rule.businessInfo.size.required')}
        <Form.Item name="contacts" label={f('contacts')} rules={[requiredRule('rule.businessInfo.contacts.required', lang)]}>
          <Input name="contacts" maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item name="mobile" label={f('mobile')} required rules={[zodRule(r.enterpriseInfoFields.mobile, lang, 'rule.businessInfo.mobile.required')]}>
          <Input name="mobile" maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="telphone" label={f('telphone')} required rules={[zodRule(r.telephone, lang, 'rule.businessInfo.telphone.required')]} extra={t('businessInfo.telHint')}>
          <Input name="telphone" maxLength={40} placeholder="0512-66881234-801" />
        </Form.Item>
        <Form.Item name="email" label={f('email')} required rules={[zodRule(r.businessEmail, lang, 'rule.businessInfo.email.required', 'rule.businessInfo.email.format')]}>
          <Input name="email" maxLength={46} autoComplete="email" />
        </Form.Item>
      </div>
      <LocationFields />
      <Form.Item name="address" label={f('address')} rules={[requiredRule('rule.businessInfo.address.required', lang)]}>
        <Input name="address" maxLength={200} placeholder={t('businessInfo.addressHint')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} size="large">
        {state.status === 'rejected' ? t('businessInfo.resubmit') : t('businessInfo.submit')}
      </Button>
    </Form>
  );
}
