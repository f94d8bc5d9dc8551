import { useEffect } from 'react';
import { useCommand } from '#shared/api/useCommand';
import { useSession } from '#shared/auth/session';
import type { ButtonId } from '#shared/contract/auth-table';
import { getAuthModelList } from '#shared/contract/refs/account';

/**
 * Button-level access on the org pages: `can(buttonId)` is true only when the buttonId is in the
 * authorised-function list. The list is asked again when the page opens (the admin may have
 * changed this member's roles since login) and the stored profile is refreshed with it.
 */
export function useOrgAccess() {
  const profile = useSession((s) => s.profile);
  const fresh = useCommand(getAuthModelList, {});
  useEffect(() => {
    const p = useSession.getState().profile;
    if (fresh.data && p && JSON.stringify(p.authList) !== JSON.stringify(fresh.data)) useSession.getState().setProfile({ ...p, authList: fresh.data });
  }, [fresh.data]);
  const list = fresh.data ?? profile?.authList ?? [];
  const ids = new Set(list.flatMap((m) => m.pages.flatMap((p) => p.buttons.map((b) => b.buttonId))));
  return { can: (buttonId: ButtonId) => ids.has(buttonId), ready: fresh.data !== undefined || fresh.error !== undefined };
}
