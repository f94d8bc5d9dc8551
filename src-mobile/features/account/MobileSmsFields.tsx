import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { call } from '#shared/api/client';
import type { smsPurpose } from '#shared/contract/account';
import { getSmsCode } from '#shared/contract/refs/account';
import { normalizeLang } from '#shared/rules/texts';
import { DigitsInput, ErrorLine, errorIdOf, Field } from '../../components/form-kit';
import { loginChecks } from './login-checks';
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
  const { t, i18n } = useTranslation('wxRegister');
  const lang = normalizeLang(i18n.language);
  const errorId = (f: MobileSmsField) => errorIdOf(idPrefix, f);
  const aria = (f: MobileSmsField) => (errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(f) } : {});
  return (
    <>
      <Field htmlFor={`${idPrefix}-mobile`} label={t('register.mobile')} invalid={!!errors.mobile}>
        <DigitsInput id={`${idPrefix}-mobile`} name="mobile" type="tel" autoComplete="tel" maxLength={11} placeholder={t('register.mobilePlaceholder')} value={mobile} onDigits={onMobile} {...aria('mobile')} />
      </Field>
      <ErrorLine id={errorId('mobile')} error={errors.mobile} lang={lang} />
      <Field htmlFor={`${idPrefix}-sms`} label={t('register.smsCode')} invalid={!!errors.smsCode}>
        <DigitsInput
          id={`${idPrefix}-sms`}
          name="smsCode"
          type="text"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('register.smsCodePlaceholder')}
          value={smsCode}
          onDigits={onSmsCode}
          {...aria('smsCode')}
        />
        <SmsCodeButton check={async () => (await loginChecks.load()).checkSmsMobile(mobile)} send={(captcha) => call(getSmsCode, { mobile, nationCode: '86', purpose, ...captcha })} onMobileError={onMobileError} />
      </Field>
      <ErrorLine id={errorId('smsCode')} error={errors.smsCode} lang={lang} />
    </>
  );
}
