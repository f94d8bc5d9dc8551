import { decideLoginAction } from '#shared/api/login-required';
import { setErrorPresenter, setLoginRequiredHandler } from '#shared/api/ui-hooks';
import { SECOND_FACTOR_SETUP_FIELD } from '#shared/contract/errors';
import { logout } from '#shared/contract/refs/account';
import { isPhone } from '#shared/utils/device';
import { isLocalMode } from './boot';
import { useErrorQueue } from './error-queue';
import { useLoginDialog } from './login-dialog';

/**
 * Registers how the gateway client talks to the user in this build: errors as
 * closable antd messages, and what to do when the server says the login is
 * no longer valid (14/15): on a phone the WeChat login, in local-deployment
 * mode /login, otherwise the expired-login dialog.
 */
export function registerUiHooks(go: (to: string) => void) {
  setErrorPresenter((text, field) => {
    // The company requires two-step verification of this member: to its setup, and back afterwards.
    if (field === SECOND_FACTOR_SETUP_FIELD) {
      if (location.pathname !== TWO_STEP_PATH) go(`${TWO_STEP_PATH}?required=1&redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    useErrorQueue.getState().push(text);
  });

  setLoginRequiredHandler(({ cmd }) => {
    // Logging out with a dead token is still a logout, not a reason to ask for a login.
    if (cmd === logout.cmd) return;
    if (location.pathname.startsWith('/login')) return;
    const here = location.pathname + location.search;
    const action = decideLoginAction({ phone: isPhone(), localMode: isLocalMode(), here });
    if (action.kind === 'redirect') go(action.to);
    else useLoginDialog.getState().show(here);
  });
}

const TWO_STEP_PATH = '/memberCenter/twoStep';
