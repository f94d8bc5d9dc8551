import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginInfo } from '#shared/auth/login-info';
import { useSession } from '#shared/auth/session';
import { useFieldErrors } from '../../components/form-kit';
import { lazyChecks } from '../../components/form-kit-checks';
import type { LoginField } from './login-rules';

export type MemberType = 'enterprise' | 'personal';
export type Method = 'password' | 'sms';
type Company = { companyCode: string; companyName: string };

/** Calls and rules, loaded when the form is first touched (they bring zod; see login-service.ts). Their messages are first-paint texts. */
const service = lazyChecks(() => import('./login-service'), { coreTexts: true });
export const loginService = service.load;

/**
 * The login form's state: enterprise or personal, password or SMS code, the values, their errors,
 * the companies the mobile number belongs to (an enterprise login picks one) and the submit.
 * `afterLogin` runs once the gateway has signed the member in (binding a WeChat, moving on).
 */
export function useLoginForm(afterLogin: (info: LoginInfo) => Promise<void>) {
  const [memberType, setMemberType] = useState<MemberType>('enterprise');
  const [method, setMethod] = useState<Method>('password');
  const [values, setValues] = useState<Record<LoginField, string>>({ mobile: '', password: '', smsCode: '', companyCode: '' });
  const { errors, setErrors, setError, aria, placeGatewayError } = useFieldErrors<LoginField>('login');
  const [submitting, setSubmitting] = useState(false);
  /** A sign-in that asks for the second factor (decision 0051): its challenge, for the code step. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [companies, setCompanies] = useState<{ mobile: string; list: Company[] | null; loading: boolean }>({ mobile: '', list: null, loading: false });
  const formRef = useRef<HTMLFormElement>(null);

  const enterprise = memberType === 'enterprise';
  const { mobile } = values;
  const fields: LoginField[] = ['mobile', ...(enterprise ? (['companyCode'] as const) : []), method === 'password' ? 'password' : 'smsCode'];

  const set = (field: LoginField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(field, null);
  };

  // The companies a mobile number belongs to, looked up once the number is complete (with a picture
  // captcha first past the free look-ups of the hour: login-service; cancelled: no list).
  const lookupCompanies = async (value: string) => {
    if (!enterprise || companies.mobile === value) return;
    const svc = await loginService();
    if (svc.checkField('mobile', value)) return;
    setCompanies({ mobile: value, list: null, loading: true });
    svc
      .companiesFor(value)
      .then((list) => {
        setCompanies((c) => (c.mobile === value ? { mobile: value, list, loading: false } : c));
        setValues((v) => ({ ...v, companyCode: list.some((co) => co.companyCode === v.companyCode) ? v.companyCode : list.length === 1 ? list[0].companyCode : '' }));
      })
      .catch(() => setCompanies((c) => (c.mobile === value ? { mobile: '', list: null, loading: false } : c)));
  };

  useEffect(() => {
    // A complete mainland number (11 digits) is looked up as it is typed; others on blur.
    if (enterprise && mobile.length === 11) void lookupCompanies(mobile);
  }, [mobile, enterprise]);

  const setMobile = (value: string) => {
    setValues((v) => ({ ...v, mobile: value, companyCode: value !== companies.mobile ? '' : v.companyCode }));
    setError('mobile', null);
  };
  // Leaving the field looks the companies up but shows no error yet: an error
  // appearing on blur moves the form under the finger of a user tapping the next control.
  const onMobileBlur = () => {
    if (mobile) void lookupCompanies(mobile);
  };

  const finishSignIn = async (info: LoginInfo) => {
    useSession.getState().setLogin(info);
    await afterLogin(info);
  };

  const busy = useRef(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const svc = await loginService();
      const found = svc.checkAll(Object.fromEntries(fields.map((f) => [f, values[f]])));
      setErrors(found);
      const first = fields.find((f) => found[f]);
      if (first) {
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setSubmitting(true);
      const answer = await svc.login({ memberType, method, ...values });
      if ('challenge' in answer) {
        setChallenge(answer.challenge);
        return;
      }
      await finishSignIn(answer);
    } catch (err) {
      // The client has shown errorInfo as a Toast; a field the server names is marked too.
      placeGatewayError(err, fields);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  // The first touch loads the calls, the rules and the submit button's loading state.
  const onFocus = service.preload;
  const switchMemberType = (key: MemberType) => {
    setMemberType(key);
    setErrors({});
  };
  const switchMethod = () => {
    setMethod((m) => (m === 'password' ? 'sms' : 'password'));
    setErrors({});
  };

  const companyList = companies.mobile === mobile ? companies.list : null;
  const companiesLoading = companies.loading && companies.mobile === mobile;

  return {
    challenge,
    setChallenge,
    finishSignIn,
    memberType,
    method,
    enterprise,
    values,
    set,
    setMobile,
    onMobileBlur,
    errors,
    setError,
    aria,
    submitting,
    companyList,
    companiesLoading,
    formRef,
    onSubmit,
    onFocus,
    switchMemberType,
    switchMethod,
  };
}

export type LoginForm = ReturnType<typeof useLoginForm>;
