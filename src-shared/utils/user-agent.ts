/**
 * A browser's user agent as people say it: "Chrome 131 · Windows 10", "WeChat 8.0 · iOS 17.0";
 * the raw string when nothing is recognised. A few patterns, not a parser library: this runs in
 * first-load chunks of both builds, and the raw string is shown beside it where it matters.
 */
const BROWSERS: [string, RegExp][] = [
  ['WeChat', /MicroMessenger\/([\d.]+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['UC Browser', /UCBrowser\/([\d.]+)/],
  ['QQ Browser', /MQQBrowser\/([\d.]+)|QQBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
  ['Playwright', /Playwright\/([\d.]+)/],
  ['curl', /^curl\/([\d.]+)/],
];

const short = (v: string | undefined) => (v ? v.split('.').slice(0, 2).join('.') : '');

function osOf(ua: string): string {
  let m: RegExpMatchArray | null;
  if ((m = ua.match(/(?:iPhone|iPad|iPod).*? OS (\d+)[_.](\d+)/))) return `iOS ${m[1]}.${m[2]}`;
  if ((m = ua.match(/Android (\d+(?:\.\d+)?)/))) return `Android ${m[1]}`;
  if ((m = ua.match(/Windows NT (\d+\.\d+)/))) return `Windows ${{ '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' }[m[1]] ?? m[1]}`;
  if ((m = ua.match(/Mac OS X (\d+)[_.](\d+)/))) return `macOS ${m[1]}.${m[2]}`;
  if (/HarmonyOS|OpenHarmony/.test(ua)) return 'HarmonyOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}

export function describeAgent(ua: string | null | undefined): string {
  if (!ua) return '';
  const found = BROWSERS.find(([, re]) => re.test(ua));
  const m = found && ua.match(found[1]);
  const browser = found ? `${found[0]} ${short(m?.slice(1).find(Boolean))}`.trim() : '';
  const out = [browser, osOf(ua)].filter(Boolean).join(' · ');
  return out || ua;
}
