import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFY_EVENT_KEYS, NOTIFY_EVENTS, isNotifyEvent } from '#shared/rules/notify-events';
import { text } from '#shared/rules/texts';
import { quietUntil } from '../../server/domains/notify/quiet-hours';
import { readNotifySettings } from '../../server/domains/notify/settings';

const textsDir = 'src-shared/rules/texts';
const table: Record<string, Record<string, string>> = Object.assign({}, ...readdirSync(textsDir).map((f) => JSON.parse(readFileSync(join(textsDir, f), 'utf8'))));
const h5Paths = new Set(
  [
    ...['routes-rest.ts', 'routes-menu.ts']
      .map((f) => readFileSync(join('src-mobile/app', f), 'utf8'))
      .join('\n')
      .matchAll(/path: '([^']+)'/g),
  ].map((m) => m[1]),
);

function* tsFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* tsFiles(p);
    else if (p.endsWith('.ts')) yield p;
  }
}

/** Every string the server writes that names a notice's pair of texts (a literal, or the fixed part of a template literal). */
function noticeKeysInServer(): { file: string; key: string }[] {
  const found: { file: string; key: string }[] = [];
  for (const file of tsFiles('server')) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/'([a-z][\w.]+)'/g)) if (table[`${m[1]}.title`] && table[`${m[1]}.content`]) found.push({ file, key: m[1] });
    // `member.message.${kind}`: every key the prefix can make is a notice key of the texts.
    for (const m of src.matchAll(/`([a-z][\w.]+\.)\$\{/g)) {
      for (const k of Object.keys(table)) if (k.startsWith(m[1]) && k.endsWith('.title') && table[`${k.slice(0, -6)}.content`]) found.push({ file, key: k.slice(0, -6) });
    }
  }
  return found;
}

describe('the catalogue of notification events', () => {
  it('holds every notice key the server writes', () => {
    const keys = noticeKeysInServer();
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => !isNotifyEvent(k.key))).toEqual([]);
  });

  it("each event's texts exist in both languages and use exactly its variables", () => {
    for (const key of NOTIFY_EVENT_KEYS) {
      const used = new Set<string>();
      for (const part of ['title', 'content'])
        for (const lang of ['zh-CN', 'en']) {
          const raw = table[`${key}.${part}`]?.[lang];
          expect(raw, `${key}.${part} ${lang}`).toBeTruthy();
          for (const m of raw.matchAll(/\{(\w+)\}/g)) used.add(m[1]);
        }
      expect([...used].sort(), key).toEqual([...NOTIFY_EVENTS[key].vars].sort());
    }
  });

  it('links to pages of the H5 build, and security events are mandatory on every channel', () => {
    for (const key of NOTIFY_EVENT_KEYS) {
      const e = NOTIFY_EVENTS[key];
      expect(h5Paths.has(e.h5), `${key} -> ${e.h5}`).toBe(true);
      expect(e.channels.inSite, key).toBe(true);
      if (e.group === 'security') expect([e.mandatory, e.channels.sms, e.channels.wechat], key).toEqual([true, true, true]);
      else expect(e.mandatory, key).toBe(false);
    }
    expect(text('member.message.newDevice.title', 'en')).not.toBe('member.message.newDevice.title');
  });
});

describe('quiet hours (22:00-08:00 Beijing)', () => {
  const bj = (iso: string) => new Date(`${iso}+08:00`);
  it('are delivered at the next 08:00 Beijing', () => {
    expect(quietUntil(bj('2026-03-01T22:00:00'))).toEqual(bj('2026-03-02T08:00:00'));
    expect(quietUntil(bj('2026-03-01T23:59:59'))).toEqual(bj('2026-03-02T08:00:00'));
    expect(quietUntil(bj('2026-03-02T00:30:00'))).toEqual(bj('2026-03-02T08:00:00'));
    expect(quietUntil(bj('2026-03-02T07:59:59'))).toEqual(bj('2026-03-02T08:00:00'));
  });
  it('leave the day alone', () => {
    expect(quietUntil(bj('2026-03-02T08:00:00'))).toBeNull();
    expect(quietUntil(bj('2026-03-02T21:59:59'))).toBeNull();
  });
});

describe('notification settings', () => {
  it('production links to the public origin and uses only the configured WeChat templates', () => {
    const prod = readNotifySettings({ OIDC_ISSUER: 'https://portal.example.com/oidc', WX_NOTIFY_TEMPLATES: '{"fund.notice.withdrawn": "Tk9x-1"}' }, true, 8080);
    expect(prod).toMatchObject({ linkBase: 'https://portal.example.com', wechatTemplates: { 'fund.notice.withdrawn': 'Tk9x-1' }, templatesError: null });
    expect(readNotifySettings({}, true, 8080)).toMatchObject({ linkBase: '', wechatTemplates: {} });
    const dev = readNotifySettings({}, false, 8080);
    expect(dev.linkBase).toBe('http://127.0.0.1:8080');
    expect(Object.keys(dev.wechatTemplates)).toEqual(NOTIFY_EVENT_KEYS);
  });
});
