import { Alert, Button, Skeleton } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import { useCommand } from '#shared/api/useCommand';
import { enterSignedIn, linkAndSignIn, type OidcChallenge } from '#shared/auth/oidc-login';
import { getSmsCode } from '#shared/contract/refs/account';
import { pending } from '#shared/contract/refs/oidc-login';
import { fieldCheck } from '#shared/forms/field-checks';
import { useCaptchaGate } from '../../components/CaptchaDialog';
import { useLang } from '../../components/useLang';
import { loginTarget } from './account-calls';
import { AuthHeading } from './AuthShell';
import { ErrorBlock } from './ErrorBlock';
import { placeError, zodRule } from '../../components/form-rules';
import { MobileField } from './MobileField';
import { SmsCodeInput } from './SmsCodeInput';

interface LinkValues {
  nationCode: string;
  mobile: string;
  smsCode: string;
}
const FIELDS = ['nationCode', 'mobile', 'smsCode'] as const;

/**
 * The first sign-in with an account the portal does not know: the mobile and an SMS code (purpose
 * oidcLink, picture captcha first) link it to that mobile's member, or register one; then signed in.
 */
export function OidcLinkForm({ onChallenge }: { onChallenge: (c: OidcChallenge) => void }) {
  const { t } = useTranslation('oidc');
  const lang = useLang();
  const attempt = useCommand(pending, {});
  const [form] = Form.useForm<LinkValues>();
  const smsCaptcha = useCaptchaGate();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (attempt.loading && !attempt.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (attempt.error || !attempt.data)
    return (
      <ErrorBlock title={t('error.title')} body={attempt.error?.info ?? ''}>
        {attempt.error?.isNetwork && <Button onClick={attempt.reload}>{t('common:state.retry')}</Button>}
        <Button type="primary" href="/hwAuthorize">
          {t('link.restart')}
        </Button>
      </ErrorBlock>
    );
  const { provider, account, redirect } = attempt.data;

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    try {
      await form.validateFields(['nationCode', 'mobile']);
    } catch {
      return null;
    }
    const v = form.getFieldsValue(['nationCode', 'mobile']);
    try {
      const r = await smsCaptcha.run((c) => call(getSmsCode, { mobile: v.mobile.trim(), nationCode: v.nationCode, purpose: 'oidcLink', ...c }));
      return r ? r.resendAfter : null;
    } catch (err) {
      setFormError(placeError(form, err, FIELDS));
      return null;
    }
  };

  const onFinish = async (v: LinkValues) => {
    setFormError(null);
    setBusy(true);
    try {
      const answer = await linkAndSignIn({ nationCode: v.nationCode, mobile: v.mobile.trim(), smsCode: v.smsCode.trim() });
      if ('challenge' in answer) onChallenge({ challenge: answer.challenge, methods: answer.methods, redirect });
      else enterSignedIn(answer, loginTarget(redirect));
    } catch (err) {
      setFormError(placeError(form, err, FIELDS));
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('link.title', { provider })} lead={t('link.lead')} />
      {account && <Alert type="info" showIcon title={t('link.account', { provider, account })} style={{ marginBottom: 20 }} />}
      <Form<LinkValues> form={form} layout="vertical" initialValues={{ nationCode: '86' }} onFinish={(v) => void onFinish(v)} validateTrigger="onSubmit" onValuesChange={() => formError && setFormError(null)}>
        <MobileField />
        <Form.Item name="smsCode" required label={t('account:field.smsCode.label')} rules={[zodRule(fieldCheck('smsCode'), lang, 'rule.register.code.required', 'rule.register.code.incorrect')]}>
          <SmsCodeInput id="smsCode" onSend={sendCode} quiet />
        </Form.Item>
        {smsCaptcha.dialog}
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('link.submit')}
        </Button>
      </Form>
    </>
  );
}
