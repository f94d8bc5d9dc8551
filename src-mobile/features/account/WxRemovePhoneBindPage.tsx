import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { removeBindByMobile } from '#shared/contract/refs/wechat';
import { useSubmitOnce } from '../../components/form-kit-checks';
import { SubmitButton } from '../../components/SubmitButton';
import { loginChecks } from './login-checks';
import { MobileSmsFields } from './MobileSmsFields';
import './wx-login.css';

type Field = 'mobile' | 'smsCode';

/**
 * /wx/removePhoneBind: unbind the WeChat of an account by its mobile number, proven with
 * an SMS code (memberWechat/removeBindByMobile; the code is a login code). For a member
 * who no longer has the WeChat at hand.
 */
export default function WxRemovePhoneBindPage() {
  const { t } = useTranslation('wxBinding');
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const once = useSubmitOnce();
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (f: Field) => formRef.current?.querySelector<HTMLElement>(`[name="${f}"]`)?.focus();

  const onSubmit = once(async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const { checkField, checkSmsMobile } = await loginChecks.load();
    const found: Partial<Record<Field, string>> = {};
    const m = checkSmsMobile(mobile);
    const c = checkField('smsCode', smsCode);
    if (m) found.mobile = m;
    if (c) found.smsCode = c;
    setErrors(found);
    if (m) return focus('mobile');
    if (c) return focus('smsCode');
    setBusy(true);
    try {
      const r = await call(removeBindByMobile, { mobile, smsCode }, { showError: true });
      navigate(`/wx/removeBindResult?removed=${r.removed}`, { replace: true });
    } catch (err) {
      if (err instanceof GatewayError && (err.field === 'mobile' || err.field === 'smsCode')) setErrors((x) => ({ ...x, [err.field!]: err.info }));
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="h5-login">
      <header className="h5-login__intro">
        <h1 className="h5-login__title">{t('unbindMobile.title')}</h1>
        <p className="h5-login__lead">{t('unbindMobile.lead')}</p>
      </header>
      <div className="h5-login__card">
        <form ref={formRef} className="h5-login__form" onSubmit={onSubmit} onFocus={loginChecks.preload} noValidate>
          <MobileSmsFields
            idPrefix="unbind"
            purpose="login"
            mobile={mobile}
            smsCode={smsCode}
            onMobile={(v) => {
              setMobile(v);
              setErrors((x) => ({ ...x, mobile: undefined }));
            }}
            onSmsCode={(v) => {
              setSmsCode(v);
              setErrors((x) => ({ ...x, smsCode: undefined }));
            }}
            errors={errors}
            onMobileError={(info) => setErrors((e) => ({ ...e, mobile: info }))}
          />
          <SubmitButton className="h5-login__submit" color="danger" loading={busy}>
            {t('unbindMobile.submit')}
          </SubmitButton>
        </form>
      </div>
      <p className="h5-login__footer">
        <Link to="/wx/removeBind">{t('unbindMobile.byWeChatLink')}</Link>
      </p>
    </div>
  );
}
