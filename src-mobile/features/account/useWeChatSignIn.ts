import { useEffect, useState } from 'react';
import { call } from '../../../src-shared/api/client';
import type { LoginInfo } from '../../../src-shared/auth/login-info';
import type { WxBinding, WxUser } from '../../../src-shared/contract/wechat';
import { bindUnionid, getBindList, getMemberInfobyUnionid } from '../../../src-shared/contract/refs/wechat';
import { wxTicket } from '../../app/wechat/identity';

export type WxState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'unbound'; wechat: WxUser }
  | { kind: 'bound'; wechat: WxUser; bindings: WxBinding[] }
  | { kind: 'choices'; wechat: WxUser; choices: WxBinding[] }
  | { kind: 'invalid' };

/**
 * The WeChat side of the login pages. With a WeChat ticket (cookie from the OAuth):
 * - `signIn` mode: a bound WeChat user is signed in at once (onLogin), a WeChat bound in
 *   several companies picks one, an unbound one logs in with the form and is then bound;
 * - `peek` mode (the bind page): shows what the WeChat is bound to, signs nobody in.
 * Without a ticket: kind 'none' (the page offers the authorisation inside WeChat).
 */
export function useWeChatSignIn(mode: 'signIn' | 'peek', enabled: boolean, onLogin: (info: LoginInfo) => void) {
  // Read once per visit (document.cookie is a call into the browser, not a variable).
  const [ticket] = useState(wxTicket);
  const [state, setState] = useState<WxState>(ticket && enabled ? { kind: 'checking' } : { kind: 'none' });

  useEffect(() => {
    if (!ticket || !enabled) return;
    let live = true;
    setState({ kind: 'checking' });
    const done = (s: WxState) => live && setState(s);
    if (mode === 'peek') {
      call(getBindList, { wxTicket: ticket })
        .then((r) => done(r.bindings.length ? { kind: 'bound', wechat: r.wechat, bindings: r.bindings } : { kind: 'unbound', wechat: r.wechat }))
        .catch(() => done({ kind: 'invalid' }));
    } else {
      call(getMemberInfobyUnionid, { wxTicket: ticket })
        .then((r) => {
          if (!r.bound) done({ kind: 'unbound', wechat: r.wechat });
          else if ('login' in r) {
            if (live) onLogin(r.login);
          } else done({ kind: 'choices', wechat: r.wechat, choices: r.choices });
        })
        .catch(() => done({ kind: 'invalid' }));
    }
    return () => {
      live = false;
    };
    // The ticket is read once per visit.
  }, [ticket, enabled, mode]);

  /** Signs in as one of the members the WeChat is bound to. */
  const pick = async (memberCode: string) => {
    if (!ticket) return;
    const r = await call(getMemberInfobyUnionid, { wxTicket: ticket, memberCode }, { showError: true });
    if (r.bound && 'login' in r) onLogin(r.login);
  };

  /** Binds the WeChat to the member just signed in; false when there is no WeChat or the binding was refused (shown). */
  const bindNow = async (): Promise<boolean> => {
    if (!ticket) return false;
    try {
      await call(bindUnionid, { wxTicket: ticket }, { showError: true });
      return true;
    } catch {
      return false;
    }
  };

  return { ticket, state, pick, bindNow };
}
