import { describe, expect, it } from 'vitest';
import { safeRedirect } from '#shared/utils/safe-redirect';

const FALLBACK = '/fallback';

/** Forms that browsers, proxies or a second decoding could turn into another host or a script. */
const hostile: [string, unknown][] = [
  ['TAB between slashes', '/\t/evil.example'],
  ['CR between slashes', '/\r/evil.example'],
  ['LF between slashes', '/\n/evil.example'],
  ['CRLF header injection', '/a\r\nSet-Cookie: x=1'],
  ['leading TAB', '\t//evil.example'],
  ['NUL', '/\u0000/evil.example'],
  ['DEL', '/\u007f/evil.example'],
  ['C1 control (NEL)', '/\u0085/evil.example'],
  ['line separator', '/\u2028/evil.example'],
  ['protocol-relative', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash inside the path', '/a\\..\\..\\/evil.example'],
  ['encoded TAB between slashes', '/%09/evil.example'],
  ['encoded CR', '/%0d/evil.example'],
  ['encoded LF', '/%0A/evil.example'],
  ['encoded slashes', '%2F%2Fevil.example'],
  ['slash + encoded slash', '/%2Fevil.example'],
  ['slash + encoded TAB + slash (decoded once more)', '/%09%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded backslash, lower case', '/%5cevil.example'],
  ['broken percent-encoding', '/%E0%A4%A'],
  ['dot segment to //', '/.//evil.example'],
  ['dot-dot segment to //', '/..//evil.example'],
  ['absolute https', 'https://evil.example/'],
  ['scheme without slashes', 'https:evil.example'],
  ['scheme, one slash', 'http:/evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
  ['javascript: with TAB', 'java\tscript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['userinfo trick', '//evil.example@portal.invalid/'],
  ['userinfo trick, other way', '//portal.invalid@evil.example'],
  ['leading space', ' /memberCenter'],
  ['leading space + //', ' //evil.example'],
  ['trailing-space-free but leading NBSP', '\u00a0//evil.example'],
  ['fullwidth slashes', '\uff0f\uff0fevil.example'],
  ['fraction slash', '\u2044\u2044evil.example'],
  ['relative path without slash', 'evil.example'],
  ['empty', ''],
  ['null', null],
  ['undefined', undefined],
  ['array (repeated query key)', ['/a', '//evil.example']],
  ['number', 42],
  ['overlong', '/' + 'a'.repeat(3000)],
];

/** Forms that must pass, with what the function answers. */
const good: [string, string][] = [
  ['/memberCenter', '/memberCenter'],
  ['/news?id=1#x', '/news?id=1#x'],
  ['/memberCenter?a=1', '/memberCenter?a=1'],
  ['/mobile/device/IBX-100', '/mobile/device/IBX-100'],
  ['/wx/login?redirect=%2Fmobile', '/wx/login?redirect=%2Fmobile'],
  ['/', '/'],
  ['/a/../news', '/news'],
  ['/search?q=a%2Fb', '/search?q=a%2Fb'],
  ['/news/\u4e2d\u6587', '/news/%E4%B8%AD%E6%96%87'],
];

describe('safeRedirect', () => {
  it.each(hostile)('refuses %s', (_name, target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each(good)('keeps %s', (target, want) => {
    expect(safeRedirect(target, FALLBACK)).toBe(want);
  });

  it('never answers anything a browser would read as another host', () => {
    for (const [, target] of hostile) {
      const out = safeRedirect(target, FALLBACK);
      // Browsers strip TAB/CR/LF and read backslash as slash before resolving a Location.
      const asBrowserReads = out.replace(/[\t\r\n]/g, '').replace(/\\/g, '/');
      expect(new URL(asBrowserReads, 'https://portal.example').host).toBe('portal.example');
    }
  });

  it('resolves against the given origin and still answers only the path', () => {
    expect(safeRedirect('/memberCenter?x=1', FALLBACK, 'https://portal.example')).toBe('/memberCenter?x=1');
    expect(safeRedirect('//portal.example/memberCenter', FALLBACK, 'https://portal.example')).toBe(FALLBACK);
  });
});

describe('the desktop login page target (the review: /login?redirect=%2F%09%2Fevil.example)', () => {
  it('a hostile ?redirect= sends the member to the member centre', async () => {
    const { loginTarget } = await import('../../src-desktop/features/account/account-calls');
    const redirect = new URLSearchParams('redirect=%2F%09%2Fevil.example').get('redirect');
    expect(redirect).toBe('/\t/evil.example');
    expect(loginTarget(redirect)).toBe('/memberCenter');
    expect(loginTarget('/news?id=1#x')).toBe('/news?id=1#x');
  });
});
