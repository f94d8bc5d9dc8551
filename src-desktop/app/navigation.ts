import type { NavigateFunction } from 'react-router-dom';
import { isMobilePath } from '#shared/utils/build-paths';

let navigate: NavigateFunction | null = null;

/** The router's navigate, handed over by the router once mounted (router.tsx AppFrame). */
export function setAppNavigate(fn: NavigateFunction | null) {
  navigate = fn;
}

/** Same-build paths go through the router; the H5 build's paths (and any before the router is up) are another document. */
export function go(to: string) {
  if (navigate && !isMobilePath(to)) void navigate(to);
  else window.location.assign(to);
}
