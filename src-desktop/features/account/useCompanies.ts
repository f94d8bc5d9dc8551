import { useEffect, useState } from 'react';
import { call } from '#shared/api/client';
import { isCaptchaRequired } from '#shared/contract/errors';
import { getCompanySelect } from '#shared/contract/refs/account';
import type { CaptchaAnswer } from '../../components/CaptchaDialog';
import { MOBILE_CN, MOBILE_ANY } from '#shared/rules/patterns';

export type Company = { companyCode: string; companyName: string };

interface State {
  key: string;
  list: Company[] | null;
  loading: boolean;
  failed: boolean;
}

/**
 * The companies a mobile number belongs to (getCompanySelect), looked up once the number is
 * complete. `list` is null until a complete number has been looked up. Past the free look-ups
 * the gateway asks for a picture captcha: `withCaptcha` shows it and repeats the look-up
 * (cancelled: failed, with the retry link).
 */
export function useCompanies(enabled: boolean, nationCode: string | undefined, mobile: string | undefined, withCaptcha: (attempt: (answer: CaptchaAnswer) => Promise<Company[]>) => Promise<Company[] | null>) {
  const value = (mobile ?? '').trim();
  const code = nationCode || '86';
  const complete = code === '86' ? MOBILE_CN.test(value) : MOBILE_ANY.test(value);
  const key = `${code}:${value}`;
  const [state, setState] = useState<State>({ key: '', list: null, loading: false, failed: false });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!enabled || !complete) return;
    let live = true;
    setState({ key, list: null, loading: true, failed: false });
    call(getCompanySelect, { mobile: value, nationCode: code })
      .catch((err: unknown) => {
        if (!isCaptchaRequired(err as { code?: number; field?: string })) throw err;
        return withCaptcha((answer) => call(getCompanySelect, { mobile: value, nationCode: code, ...answer }));
      })
      .then((list) => live && setState({ key, list, loading: false, failed: !list }))
      .catch(() => live && setState({ key, list: null, loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [enabled, complete, key, nonce]);

  const current = state.key === key && complete;
  return {
    complete,
    list: current ? state.list : null,
    loading: current && state.loading,
    failed: current && state.failed,
    retry: () => setNonce((n) => n + 1),
  };
}
