import { apiBaseFor, NO_HOSTS, type HostSettings } from '../utils/api-hosts';

/**
 * The environment's hosts as the gateway wrote them into the page (#portal-hosts, only when
 * configured); without them every call goes to the portal's own origin.
 */
let settings: HostSettings | null = null;

function read(): HostSettings {
  if (settings) return settings;
  try {
    const el = typeof document === 'undefined' ? null : document.getElementById('portal-hosts');
    settings = el?.textContent ? { ...NO_HOSTS, ...(JSON.parse(el.textContent) as Partial<HostSettings>) } : NO_HOSTS;
  } catch {
    settings = NO_HOSTS;
  }
  return settings;
}

/** The gateway's origin for this page ('' = this origin). */
export const apiBase = (): string => (typeof location === 'undefined' ? '' : apiBaseFor(read(), location.hostname));
/** The public API host that serves showdata ('' = this origin). */
export const publicApiBase = (): string => read().publicApiBase;
