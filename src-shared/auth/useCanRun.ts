import { useCallback, useEffect } from 'react';
import { useCommand } from '../api/useCommand';
import type { Need } from '../contract/authority-rule';
import { getAuthModelList } from '../contract/refs/account';
import { canRun } from './can-run';
import { useSession } from './session';

/**
 * `canRun(commandRef)` for the signed-in session. The authorised-function list is asked again when
 * the page opens (the admin may have granted or revoked a role since login) and the stored profile
 * is refreshed with it, so every page that gates on it sees the same answer.
 */
export function useCanRun() {
  const profile = useSession((s) => s.profile);
  const inCompany = Boolean(profile?.companyCode);
  const fresh = useCommand(getAuthModelList, {}, { enabled: inCompany });
  useEffect(() => {
    const p = useSession.getState().profile;
    if (fresh.data && p && JSON.stringify(p.authList) !== JSON.stringify(fresh.data)) useSession.getState().setProfile({ ...p, authList: fresh.data });
  }, [fresh.data]);
  const session = profile && fresh.data ? { ...profile, authList: fresh.data } : profile;
  return useCallback((command: { readonly needs?: Need }) => canRun(command, session), [session]);
}
