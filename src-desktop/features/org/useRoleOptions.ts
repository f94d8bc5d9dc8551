import { useCommand } from '#shared/api/useCommand';
import { getCommonRoleList } from '#shared/contract/refs/org';

/** The company's roles as select options. */
export function useRoleOptions(enabled = true) {
  const roles = useCommand(getCommonRoleList, {}, { enabled });
  return { options: (roles.data ?? []).map((r) => ({ value: r.roleId, label: r.name })), loading: roles.loading, error: roles.error };
}
