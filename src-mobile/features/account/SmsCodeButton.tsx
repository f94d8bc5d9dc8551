import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '#shared/api/gateway-error';
import { useCountdown } from '#shared/hooks/useCountdown';
import type { CaptchaAnswer } from '../../components/captcha-sheet';
import { showToast } from '../../components/feedback';

const RESEND_SECONDS = 60;

/**
 * The send button inside an H5 SMS code field, with its resend countdown. `check` answers the
 * mobile number's error (or null); then the picture captcha is asked (captcha-sheet, loaded on
 * first use) and `send` asks the gateway with its answer; refusals are shown as a toast (a wrong
 * picture code inside the captcha box). A mobile error goes to `onMobileError` (`server` for a
 * refusal naming the mobile field). Focus moves within the button's form: to the mobile input
 * when it is wrong, to the code once sent.
 */
export function SmsCodeButton({
  check,
  send,
  onMobileError,
}: {
  check: () => string | null | Promise<string | null>;
  send: (captcha: CaptchaAnswer) => Promise<{ resendAfter: number } | undefined>;
  onMobileError: (info: string, from: 'check' | 'server') => void;
}) {
  // The pages around it load the 'mobile' texts; same namespace use as they had, so nothing new suspends.
  const { t } = useTranslation('wx');
  const [sending, setSending] = useState(false);
  const [resendIn, startCountdown] = useCountdown();
  const ref = useRef<HTMLButtonElement>(null);
  const focus = (name: string) => ref.current?.form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const sendCode = async () => {
    const error = await check();
    if (error) {
      onMobileError(error, 'check');
      return focus('mobile');
    }
    setSending(true);
    try {
      const { withCaptcha } = await import('../../components/captcha-sheet');
      const r = await withCaptcha(send);
      if (r === null) return;
      startCountdown(r && r.resendAfter > 0 ? r.resendAfter : RESEND_SECONDS);
      showToast(t('wx:form.codeSent'));
      focus('smsCode');
    } catch (err) {
      if (err instanceof GatewayError) showToast(err.info);
      if (err instanceof GatewayError && err.field === 'mobile') onMobileError(err.info, 'server');
    } finally {
      setSending(false);
    }
  };

  return (
    <button ref={ref} type="button" className="h5-field__code-btn" disabled={sending || resendIn > 0} onClick={() => void sendCode()}>
      {resendIn > 0 ? t('wx:form.smsCode.resendIn', { seconds: resendIn }) : sending ? t('wx:form.smsCode.sending') : t('wx:form.smsCode.send')}
    </button>
  );
}
