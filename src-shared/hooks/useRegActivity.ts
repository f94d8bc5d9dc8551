import { useCommand } from '../api/useCommand';
import { getActivingRegActivity, getActivityContent } from '../contract/refs/activity';

/**
 * The registration activity running now (webActivity/getActivingRegActivity) and its first
 * paragraph, for the registration pages of both builds. Nothing while loading, when none runs
 * or when the look-up fails: the banner is an extra, never in the way of signing up.
 */
export function useRegActivity(lang: string) {
  const info = useCommand(getActivingRegActivity, {}, { deps: [lang] });
  const code = info.data?.activityCode;
  const content = useCommand(getActivityContent, { activityCode: code ?? '' }, { enabled: !!code, deps: [lang] });
  if (!info.data || info.error) return null;
  return { ...info.data, lead: content.data?.paragraphs[0] ?? null };
}
