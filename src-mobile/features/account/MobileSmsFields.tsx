import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { call } from '../../../src-shared/api/client';
import type { smsPurpose } from '../../../src-shared/contract/member';
import { getSmsCode } from '../../../src-shared/contract/refs/member';
import { hasText, normalizeLang, text } from '../../../src-shared/rules/texts';
import { checkSmsMobile } from './login-rules';
import { SmsCodeButton } from './SmsCodeButton';

export type MobileSmsField = 'mobile' | 'smsCode';

interface Props {
  /** Prefix of the inputs' ids and their error lines' ids (`<idPrefix>-mobile`, `<idPrefix>-mobile-error`). */
  idPrefix: string;
  /** The SMS purpose the code is sent for. */
  purpose: z.infer<typeof smsPurpose>;
  mobile: string;
  smsCode: string;
  onMobile(value: string): void;
  onSmsCode(value: string): void;
  /** Each field's error: a rules text key or a server text. */
  errors: Partial<Record<MobileSmsField, string>>;
  onMobileError(info: string): void;
}

/** The H5 mobile + SMS-code pair (mainland numbers): digits only, the send button with its captcha, errors under each field. */
export function MobileSmsFields({ idPrefix, purpose, mobile, smsCode, onMobile, onSmsCode, errors, onMobileError }: Props) {
  const { t, i18n } = useTranslation('wx');
  const lang = normalizeLang(i18n.language);
  const errorId = (f: MobileSmsField) => `${idPrefix}-${f}-error`;
  const aria = (f: MobileSmsField) => (errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(f) } : {});
  const error = (f: MobileSmsField): ReactNode =>
    errors[f] ? (
      <p className="h5-login__error" id={errorId(f)} role="alert">
        {hasText(errors[f]!) ? text(errors[f]!, lang) : errors[f]}
      </p>
    ) : null;
  return (
    <>
      <div className={errors.mobile ? 'h5-field h5-field--error' : 'h5-field'}>
        <label className="h5-field__label" htmlFor={`${idPrefix}-mobile`}>
          {t('register.mobile')}
        </label>
        <input
          id={`${idPrefix}-mobile`}
          className="h5-field__input"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('register.mobilePlaceholder')}
          value={mobile}
          onChange={(e) => onMobile(e.target.value.replace(/\D/g, '').slice(0, 11))}
          {...aria('mobile')}
        />
      </div>
      {error('mobile')}
      <div className={errors.smsCode ? 'h5-field h5-field--error' : 'h5-field'}>
        <label className="h5-field__label" htmlFor={`${idPrefix}-sms`}>
          {t('register.smsCode')}
        </label>
        <input
          id={`${idPrefix}-sms`}
          className="h5-field__input"
          name="smsCode"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('register.smsCodePlaceholder')}
          value={smsCode}
          onChange={(e) => onSmsCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          {...aria('smsCode')}
        />
        <SmsCodeButton check={() => checkSmsMobile(mobile)} send={(captcha) => call(getSmsCode, { mobile, nationCode: '86', purpose, ...captcha })} onMobileError={onMobileError} />
      </div>
      {error('smsCode')}
    </>
  );
}
