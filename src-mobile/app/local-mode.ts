import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LocalConfig } from '#shared/contract/system';
import { isMobilePath } from '#shared/utils/build-paths';
import { localModeRedirect } from '#shared/utils/local-mode';

let config: LocalConfig | null | undefined;

/** Local-deployment mode as the server wrote it into the page (server/http/static-site.ts); null when off. */
function localConfig(): LocalConfig | null {
  if (config !== undefined) return config;
  config = null;
  const el = document.getElementById('local-mode');
  try {
    if (el) config = JSON.parse(el.textContent ?? 'null') as LocalConfig;
  } catch {
    /* malformed: the server's own redirect of each page load still holds */
  }
  return config;
}

/**
 * Keeps in-app navigation inside local-deployment mode's allowed paths (the server redirects
 * page loads; this covers links followed inside the single-page app). A target outside the H5
 * build is a full page load.
 */
export function useLocalMode() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const cfg = localConfig();
    const to = cfg ? localModeRedirect(pathname, cfg) : null;
    if (!to) return;
    if (isMobilePath(to)) navigate(to, { replace: true });
    else window.location.replace(to);
  }, [pathname, navigate]);
}
