import { useEffect, useState } from 'react';
import { call } from '#shared/api/client';
import { GatewayError } from '#shared/api/gateway-error';
import type { LoginInfo } from '#shared/auth/login-info';
import type { WxBinding, WxUser } from '#shared/contract/wechat';
import { bindUnionid, getBindList, getMemberInfobyUnionid } from '#shared/contract/refs/wechat';
import { weChatAuthorisedHere } from '../../app/wechat/identity';

export type WxState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'unbound'; wechat: WxUser }
  | { kind: 'bound'; wechat: WxUser; bindings: WxBinding[] }
  | { kind: 'choices'; wechat: WxUser; choices: WxBinding[] }
  | { kind: 'invalid' };

/** The gateway found no live WeChat ticket (none, expired or revoked: it answers them alike). */
export const noTicket = (err: unknown) => err instanceof GatewayError && err.field === 'wxTicket';

/**
 * The WeChat side of the login pages. The WeChat ticket is an HttpOnly cookie of the OAuth: the
 * page never sees it, the gateway answers for it.
 * - `signIn` mode: a bound WeChat user is signed in at once (onLogin), a WeChat bound in
 *   several companies picks one, an unbound one logs in with the form and is then bound;
 * - `peek` mode (the bind page): shows what the WeChat is bound to, signs nobody in.
 * Without a live ticket: kind 'none' (the page offers the authorisation inside WeChat);
 * 'invalid' when the gateway could not be asked.
 */
export function useWeChatSignIn(mode: 'signIn' | 'peek', enabled: boolean, onLogin: (info: LoginInfo) => void) {
  // Read once per visit (document.cookie is a call into the browser, not a variable).
  const [authorised] = useState(weChatAuthorisedHere);
  const [state, setState] = useState<WxState>(authorised && enabled ? { kind: 'checking' } : { kind: 'none' });

  useEffect(() => {
    if (!authorised || !enabled) return;
    let live = true;
    setState({ kind: 'checking' });
    const done = (s: WxState) => live && setState(s);
    const failed = (err: unknown) => done(noTicket(err) ? { kind: 'none' } : { kind: 'invalid' });
    if (mode === 'peek') {
      call(getBindList, {})
        .then((r) => done(r.bindings.length ? { kind: 'bound', wechat: r.wechat, bindings: r.bindings } : { kind: 'unbound', wechat: r.wechat }))
        .catch(failed);
    } else {
      call(getMemberInfobyUnionid, {})
        .then((r) => {
          if (!r.bound) done({ kind: 'unbound', wechat: r.wechat });
          else if ('choices' in r) done({ kind: 'choices', wechat: r.wechat, choices: r.choices });
          else if ('login' in r) {
            if (live) onLogin(r.login);
          }
          // Two-step verification (decision 0051): no quick sign-in, the form asks the password and then the code.
          else done({ kind: 'none' });
        })
        .catch(failed);
    }
    return () => {
      live = false;
    };
    // Asked once per visit.
  }, [authorised, enabled, mode]);

  /** The gateway holds a live ticket for this browser (the login binds that WeChat). */
  const hasWeChat = state.kind === 'unbound' || state.kind === 'bound' || state.kind === 'choices';

  /** Signs in as one of the members the WeChat is bound to. */
  const pick = async (memberCode: string) => {
    const r = await call(getMemberInfobyUnionid, { memberCode }, { showError: true });
    if (r.bound && 'login' in r) onLogin(r.login);
    else setState({ kind: 'none' });
  };

  /** Binds the WeChat to the member just signed in; false when there is no WeChat or the binding was refused (shown). */
  const bindNow = async (): Promise<boolean> => {
    if (!hasWeChat) return false;
    try {
      await call(bindUnionid, {}, { showError: true });
      return true;
    } catch {
      return false;
    }
  };

  return { hasWeChat, state, pick, bindNow };
}
