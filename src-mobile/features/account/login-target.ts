import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '#shared/auth/session';
import type { LoginInfo } from '#shared/auth/login-info';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { HOME_PATH, isH5Path, LOGIN_PATH } from '../../app/route-paths';

/**
 * Where a login goes on to: the page's ?redirect= when it stays on site (never back to the login
 * page itself), else the H5 home. `finish` signs the member in and goes there: an H5 path within
 * the app, any other path (a desktop page) by a full load.
 */
export function useLoginTarget() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const to = safeRedirect(redirectParam, HOME_PATH);
  const target = to === LOGIN_PATH || to.startsWith(`${LOGIN_PATH}?`) ? HOME_PATH : to;

  const finish = (info: LoginInfo) => {
    useSession.getState().setLogin(info);
    const path = target.split(/[?#]/)[0];
    if (isH5Path(path)) navigate(target, { replace: true });
    else window.location.assign(target);
  };
  return { redirectParam, target, finish };
}
