import { call } from '#shared/api/client';
import { memberLogin, type LoginValues } from '#shared/auth/member-login';
import { getCompanySelect, getSmsCode } from '#shared/contract/refs/account';

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

/** Past the free look-ups of the hour the gateway asks for a picture captcha (isCaptchaRequired): the page shows it and calls again with the answer. */
export const companiesOf = (mobile: string, captcha?: Captcha) => call(getCompanySelect, { mobile, ...captcha });

/** Refusals are shown by SmsCodeButton. */
export const sendLoginCode = (mobile: string, captcha: Captcha) => call(getSmsCode, { mobile, nationCode: NATION_CODE, purpose: 'login', ...captcha });

/** Refusals are shown by the client (a toast) and rethrown. */
export const login = (v: LoginValues) => memberLogin(v, { showError: true });
