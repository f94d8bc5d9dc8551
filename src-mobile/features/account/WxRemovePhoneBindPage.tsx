import Button from 'antd-mobile/es/components/button';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { call } from '../../../src-shared/api/client';
import { GatewayError } from '../../../src-shared/api/gateway-error';
import { getSmsCode } from '../../../src-shared/contract/refs/member';
import { removeBindByMobile } from '../../../src-shared/contract/refs/wechat';
import { hasText, normalizeLang, text } from '../../../src-shared/rules/texts';
import { checkField, checkSmsMobile } from './login-rules';
import { SmsCodeButton } from './SmsCodeButton';
import './wx-login.css';

type Field = 'mobile' | 'smsCode';

/**
 * /wx/removePhoneBind: unbind the WeChat of an account by its mobile number, proven with
 * an SMS code (memberWechat/removeBindByMobile; the code is a login code). For a member
 * who no longer has the WeChat at hand.
 */
export default function WxRemovePhoneBindPage() {
  const { t, i18n } = useTranslation('wx');
  const lang = normalizeLang(i18n.language);
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (f: Field) => formRef.current?.querySelector<HTMLElement>(`[name="${f}"]`)?.focus();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
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
  };

  const error = (f: Field) =>
    errors[f] ? (
      <p className="h5-login__error" id={`unbind-${f}-error`} role="alert">
        {hasText(errors[f]!) ? text(errors[f]!, lang) : errors[f]}
      </p>
    ) : null;
  const aria = (f: Field) => (errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `unbind-${f}-error` } : {});

  return (
    <div className="h5-login">
      <header className="h5-login__intro">
        <h1 className="h5-login__title">{t('unbindMobile.title')}</h1>
        <p className="h5-login__lead">{t('unbindMobile.lead')}</p>
      </header>
      <div className="h5-login__card">
        <form ref={formRef} className="h5-login__form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className={errors.mobile ? 'h5-field h5-field--error' : 'h5-field'}>
            <label className="h5-field__label" htmlFor="unbind-mobile">
              {t('register.mobile')}
            </label>
            <input
              id="unbind-mobile"
              className="h5-field__input"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              placeholder={t('register.mobilePlaceholder')}
              value={mobile}
              onChange={(e) => {
                setMobile(e.target.value.replace(/\D/g, '').slice(0, 11));
                setErrors((x) => ({ ...x, mobile: undefined }));
              }}
              {...aria('mobile')}
            />
          </div>
          {error('mobile')}
          <div className={errors.smsCode ? 'h5-field h5-field--error' : 'h5-field'}>
            <label className="h5-field__label" htmlFor="unbind-sms">
              {t('register.smsCode')}
            </label>
            <input
              id="unbind-sms"
              className="h5-field__input"
              name="smsCode"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('register.smsCodePlaceholder')}
              value={smsCode}
              onChange={(e) => {
                setSmsCode(e.target.value.replace(/\D/g, '').slice(0, 6));
                setErrors((x) => ({ ...x, smsCode: undefined }));
              }}
              {...aria('smsCode')}
            />
            <SmsCodeButton
              check={() => checkSmsMobile(mobile)}
              send={(captcha) => call(getSmsCode, { mobile, nationCode: '86', purpose: 'login', ...captcha })}
              onMobileError={(info) => setErrors((e) => ({ ...e, mobile: info }))}
            />
          </div>
          {error('smsCode')}
          <Button className="h5-login__submit" type="submit" block color="danger" size="large" loading={busy}>
            {t('unbindMobile.submit')}
          </Button>
        </form>
      </div>
      <p className="h5-login__footer">
        <Link to="/wx/removeBind">{t('unbindMobile.byWeChatLink')}</Link>
      </p>
    </div>
  );
}
