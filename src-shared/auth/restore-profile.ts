import { call } from '../api/client';
import { GatewayError } from '../api/gateway-error';
import { crossSystemAccess } from '../contract/refs/account';
import { effectiveCompany } from './login-info';
import { useSession } from './session';

/**
 * The shared-cookie sign-in (spec section 4): a `token` cookie on the top domain with no
 * profile here (signed in on another site of the portal, or a cleared localStorage) loads the
 * login info with webMember/crossSystemAccess. A refused token logs out (spec: "failed
 * cross-system access logs the user out"); a network failure keeps the token for the next page.
 */
export async function restoreProfile(): Promise<void> {
  const { token, profile } = useSession.getState();
  if (!token || profile) return;
  try {
    const p = await call(crossSystemAccess, {});
    if (useSession.getState().token === token) useSession.getState().setProfile({ ...p, companyName: effectiveCompany(p.companyName) });
  } catch (err) {
    if (err instanceof GatewayError && !err.isNetwork && useSession.getState().token === token) useSession.getState().clear();
  }
}
