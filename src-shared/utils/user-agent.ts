import Bowser from 'bowser';

/** A browser's user agent as people say it: "Chrome 120 · Windows 10", "WeChat 8.0 · iOS 17.0"; the raw string when unknown. */
export function describeAgent(ua: string | null | undefined): string {
  if (!ua) return '';
  try {
    const r = Bowser.parse(ua);
    const browser = [r.browser.name, r.browser.version?.split('.').slice(0, 2).join('.')].filter(Boolean).join(' ');
    const os = [r.os.name, r.os.versionName ?? r.os.version].filter(Boolean).join(' ');
    const out = [browser, os].filter(Boolean).join(' · ');
    return out || ua;
  } catch {
    return ua;
  }
}
