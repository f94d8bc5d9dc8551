/**
 * Local-deployment mode (spec section 2): navigation is forced to the factory
 * app page except for paths containing one of the allowed fragments.
 * Returns the path to go to instead, or null to stay.
 */
export function localModeRedirect(path: string, cfg: { enabled: boolean; factoryAppPath: string; allowedFragments: string[] }): string | null {
  if (!cfg.enabled) return null;
  if (path === cfg.factoryAppPath) return null;
  if (cfg.allowedFragments.some((f) => path.includes(f))) return null;
  return cfg.factoryAppPath;
}
