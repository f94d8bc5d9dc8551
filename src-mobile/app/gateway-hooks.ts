import type { NavigateFunction } from 'react-router-dom';
import { decideLoginAction } from '#shared/api/login-required';
import { setErrorPresenter, setLoginRequiredHandler } from '#shared/api/ui-hooks';
import { currentLang } from '#shared/i18n/i18n';
import { text } from '#shared/rules/texts';
import { showToast } from '../components/feedback';
import { findRoute } from './route-lookup';
import { ADMIN_LOGIN_PATH, LOGIN_PATH } from './route-paths';

/**
 * How the gateway client talks to the H5 user:
 * - errors it is asked to show appear as a Toast;
 * - on 14/15 (the client has already cleared the login) the user goes to
 *   /wx/login?redirect=<this page> — spec section 8: mobile browsers are sent to
 *   the WeChat login page. The H5 build has no login dialog, so this applies
 *   to every visitor of the H5 build, phone or not.
 */
export function installGatewayHooks(navigate: NavigateFunction) {
  setErrorPresenter((message) => showToast(message));

  let redirecting = false;
  setLoginRequiredHandler(({ code }) => {
    const { pathname, search } = window.location;
    if (redirecting || pathname === LOGIN_PATH || pathname === ADMIN_LOGIN_PATH) return;
    const action = decideLoginAction({ phone: true, localMode: false, here: pathname + search });
    if (action.kind !== 'redirect') return;
    // The admin variant (field admins' pages) goes to the mobile certification login instead.
    const to = findRoute(pathname)?.guard === 'admin' ? action.to.replace(LOGIN_PATH, ADMIN_LOGIN_PATH) : action.to;
    redirecting = true;
    showToast(text(`gateway.${code}`, currentLang()));
    void Promise.resolve(navigate(to, { replace: true })).finally(() => {
      redirecting = false;
    });
  });
}
