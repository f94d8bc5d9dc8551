import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import { isCaptchaRequired } from '#shared/contract/errors';
import { memberLogin, type LoginValues } from '#shared/auth/member-login';
import { getCompanySelect, getSmsCode } from '#shared/contract/refs/account';
import { showToast } from '../../components/feedback';

export { checkAll, checkField, checkSmsMobile, type LoginField } from './login-rules';

/**
 * The login form's gateway calls and field rules. The login screen loads this module
 * when the user first touches the form: the contract and the rules bring zod
 * (~22 kB gzip), which the page does not need to appear (the /wx/login budget).
 * Errors are shown by the client (showError) and rethrown.
 */

/** Login has no country code: numbers are mainland (+86), which is also the server's default. */
const NATION_CODE = '86';

/** A captcha's answer (see components/captcha-sheet). */
type Captcha = { captchaId: string; captchaCode: string };

const companiesOf = (mobile: string, captcha?: Captcha) => call(getCompanySelect, { mobile, ...captcha });

/**
 * The companies a mobile number belongs to. Past the free look-ups of the hour the gateway asks for
 * a picture captcha (isCaptchaRequired): it is shown and the look-up asked again with the answer;
 * a cancelled captcha rejects with the gateway's refusal. Other refusals show as a toast and reject.
 * (Here rather than in useLoginForm: this module loads on the form's first touch, not with the page.)
 */
export async function companiesFor(mobile: string) {
  try {
    return await companiesOf(mobile);
  } catch (err) {
    if (!isCaptchaRequired(err as GatewayError)) {
      if (err instanceof GatewayError) showToast(err.info);
      throw err;
    }
    const { withCaptcha } = await import('../../components/captcha-sheet');
    const list = await withCaptcha((captcha) => companiesOf(mobile, captcha));
    if (!list) throw err;
    return list;
  }
}

/** Refusals are shown by SmsCodeButton. */
export const sendLoginCode = (mobile: string, captcha: Captcha) => call(getSmsCode, { mobile, nationCode: NATION_CODE, purpose: 'login', ...captcha });

/** Refusals are shown by the client (a toast) and rethrown. */
export const login = (v: LoginValues) => memberLogin(v, { showError: true });
