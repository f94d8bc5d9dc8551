import { Alert, Button, Checkbox, Skeleton, type FormInstance } from 'antd';
import { Form } from '../../components/Form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { GatewayError } from '#shared/api/gateway-error';
import { useCommand } from '#shared/api/useCommand';
import type { BankInput, BusinessInput, RealNameState } from '#shared/contract/certification';
import { applyChangeBank, applyChangeInfo, getApplyStatus } from '#shared/contract/refs/certification';
import { text } from '#shared/rules/texts';
import { useLang } from '../../components/useLang';
import { BankFields, BusinessFields } from './CertFields';
import { INVALID_ONLY, placeFieldErrors } from '../../components/form-rules';
import { RequireRun } from '../../components/Authority';
import { LoadError, MemberPage } from './MemberPage';
import styles from './member.module.css';
import { AmountForm } from './AmountForm';
import { UploadField } from './UploadField';
import { toast } from '../../components/toast';

/** Frame of both change pages: loads the state, shows a change in progress instead of the form. */
function ChangeFrame({ kind, children }: { kind: 'changeInfo' | 'changeBank'; children: (s: RealNameState, reload: () => void) => ReactNode }) {
  const { t } = useTranslation('member');
  const st = useCommand(getApplyStatus, {});
  const s = st.data;
  const c = s?.change;
  return (
    <MemberPage title={t(`change.${kind}.title`)} testId={`${kind}-page`}>
      {st.loading && !s ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : st.error && !s ? (
        <LoadError info={st.error.info} onRetry={st.reload} />
      ) : s && s.status === 'changeUnderReview' && c ? (
        c.kind === 'changeBank' && c.bankStatus === 'awaitingPlatformTransfer' ? (
          <AmountForm account={c.bank?.accountGrouped ?? ''} triesLeft={c.triesLeft} transferNote={c.transferNote} onDone={st.reload} />
        ) : c.bankStatus === 'bankReview' ? (
          <Alert type="info" showIcon title={t('trueName.bankReview')} />
        ) : c.bankStatus === 'bindingFailed' ? (
          <Alert type="error" showIcon title={t('trueName.bindingFailed')} />
        ) : (
          <Alert type="info" showIcon title={t('change.pending', { kind: t(`trueNameInfo.kind.${c.kind}`) })} />
        )
      ) : s ? (
        <>
          {c?.kind === kind && c.status === 'rejected' && <Alert className={styles.state} type="error" showIcon title={t('change.rejected')} description={t('businessInfo.reason', { reason: c.rejectReason })} />}
          {c?.kind === kind && c.status === 'approved' && <Alert className={styles.state} type="success" showIcon title={t('change.approved')} />}
          <RequireRun command={kind === 'changeInfo' ? applyChangeInfo : applyChangeBank}>{children(s, st.reload)}</RequireRun>
        </>
      ) : null}
    </MemberPage>
  );
}

function useSubmit(onDone: () => void) {
  const lang = useLang();
  const [saving, setSaving] = useState(false);
  const run = async (form: FormInstance, fn: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await fn();
      toast.success(text('general.submitSuccess', lang));
      onDone();
    } catch (e) {
      if (!placeFieldErrors(form, e, INVALID_ONLY)) toast.error(text('general.submitFailed', lang, { reason: (e as GatewayError).info }));
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

function Agree() {
  const { t } = useTranslation('member');
  const lang = useLang();
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[{ validator: async (_r, v) => (v ? undefined : Promise.reject(new Error(text('rule.trueName.agreement.accepted', lang)))) }]}>
      <Checkbox name="agree">{t('trueName.agree')}</Checkbox>
    </Form.Item>
  );
}

/** /memberCenter/changeInfo: new business info with a change voucher, reviewed again. */
export function ChangeInfoPage() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const [form] = Form.useForm<any>(); // eslint-disable-line @typescript-eslint/no-explicit-any -- nested business/bank values
  return <ChangeFrame kind="changeInfo">{(s, reload) => <ChangeInfoForm form={form} state={s} reload={reload} t={t} lang={lang} />}</ChangeFrame>;
}

function ChangeInfoForm({ form, state, reload, t, lang }: { form: FormInstance; state: RealNameState; reload: () => void; t: (k: string) => string; lang: ReturnType<typeof useLang> }) {
  const { saving, run } = useSubmit(reload);
  const b = state.approved?.business;
  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={b ? { business: { ...b, files: {} } } : undefined}
      onFinish={(v: { business: BusinessInput; changeVoucher: string; creditCodeConfirmed?: boolean }) =>
        run(form, () => call(applyChangeInfo, { business: v.business, changeVoucher: v.changeVoucher, agree: true, creditCodeConfirmed: !!v.creditCodeConfirmed }))
      }
      scrollToFirstError
    >
      <Alert type="info" showIcon title={t('change.changeInfo.intro')} />
      <BusinessFields appType="changeInfo" />
      <Form.Item name="changeVoucher" label={t('trueName.field.changeVoucher')} rules={[{ required: true, message: text('rule.general.required.upload', lang, { label: t('trueName.field.changeVoucher') }) }]}>
        <UploadField appType="changeInfo" label={t('trueName.field.changeVoucher')} />
      </Form.Item>
      <Agree />
      <Button type="primary" htmlType="submit" size="large" loading={saving}>
        {t('change.submit')}
      </Button>
    </Form>
  );
}

/** /memberCenter/changeBankAccount: a new corporate account, reviewed, then confirmed by a platform transfer. */
export function ChangeBankPage() {
  const { t } = useTranslation('member');
  const [form] = Form.useForm<any>(); // eslint-disable-line @typescript-eslint/no-explicit-any -- nested business/bank values
  return <ChangeFrame kind="changeBank">{(s, reload) => <ChangeBankForm form={form} state={s} reload={reload} t={t} />}</ChangeFrame>;
}

function ChangeBankForm({ form, state, reload, t }: { form: FormInstance; state: RealNameState; reload: () => void; t: (k: string, v?: Record<string, string>) => string }) {
  const { saving, run } = useSubmit(reload);
  return (
    <Form form={form} layout="vertical" className={styles.form} onFinish={(v: { bank: BankInput }) => run(form, () => call(applyChangeBank, { bank: v.bank, agree: true }))} scrollToFirstError>
      {state.approved && <Alert type="info" showIcon title={t('change.changeBank.current', { account: state.approved.bank.accountGrouped, bank: state.approved.bank.bank })} />}
      <BankFields />
      <Agree />
      <Button type="primary" htmlType="submit" size="large" loading={saving}>
        {t('change.submit')}
      </Button>
    </Form>
  );
}
