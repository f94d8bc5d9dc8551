/**
 * The hosts of an environment (spec: "environments set by host, with an alternate API host when
 * the host name contains a given marker"; showdata from "a separate public API host"). Each is an
 * origin; '' means the portal's own origin. One rule for the gateway (GET /api/hosts) and the
 * page (the settings are written into the HTML, and the page picks by its own host name).
 */
export interface HostSettings {
  apiBase: string;
  alternate: { marker: string; apiBase: string } | null;
  publicApiBase: string;
}

export const NO_HOSTS: HostSettings = { apiBase: '', alternate: null, publicApiBase: '' };

/** The API origin for a page served under `hostname`: the alternate when the host name carries the marker. */
export function apiBaseFor(s: HostSettings, hostname: string): string {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  return s.alternate && host.includes(s.alternate.marker) ? s.alternate.apiBase : s.apiBase;
}

export const configured = (s: HostSettings) => !!(s.apiBase || s.alternate || s.publicApiBase);
