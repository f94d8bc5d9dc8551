import { NOTIFY_EVENT_KEYS, NOTIFY_EVENTS, type NotifyEventKey } from '#shared/rules/notify-events';

/**
 * Outside notifications' settings (decision 0055):
 * - NOTIFY_LINK_BASE: the portal's public origin the WeChat messages link to; by default the
 *   origin of OIDC_ISSUER (production requires that one), the gateway itself in development.
 * - WX_NOTIFY_TEMPLATES: JSON `{ "<event key>": "<template id>" }` of the official account's
 *   templates. An event without one is not sent by WeChat (it falls back to SMS like an unbound
 *   member); development uses the stand-in's ids, production none unless configured.
 * - NOTIFY_SMS_DAILY_PER_MEMBER: notices by SMS per member and Beijing day (default 20), on top
 *   of the platform's SMS_DAILY_GLOBAL.
 */
export interface NotifySettings {
  linkBase: string;
  wechatTemplates: Partial<Record<NotifyEventKey, string>>;
  smsDailyPerMember: number;
  templatesError: string | null;
}

export const standInWechatTemplate = (key: NotifyEventKey) => `TPL_${key.replace(/\./g, '_')}`;

export function readNotifySettings(env: NodeJS.ProcessEnv, production: boolean, port: number): NotifySettings {
  let linkBase = (env.NOTIFY_LINK_BASE ?? '').trim().replace(/\/+$/, '');
  if (!linkBase && env.OIDC_ISSUER) {
    try {
      linkBase = new URL(env.OIDC_ISSUER).origin;
    } catch {
      /* OIDC_ISSUER's own check names it */
    }
  }
  if (!linkBase && !production) linkBase = `http://127.0.0.1:${port}`;
  const parsed = parseTemplates(env.WX_NOTIFY_TEMPLATES);
  const wechatTemplates = env.WX_NOTIFY_TEMPLATES !== undefined || production ? parsed.templates : Object.fromEntries(NOTIFY_EVENT_KEYS.map((k) => [k, standInWechatTemplate(k)]));
  return { linkBase, wechatTemplates, smsDailyPerMember: Number(env.NOTIFY_SMS_DAILY_PER_MEMBER ?? 20), templatesError: parsed.error };
}

function parseTemplates(raw: string | undefined): { templates: Partial<Record<NotifyEventKey, string>>; error: string | null } {
  if (!raw || !raw.trim()) return { templates: {}, error: null };
  try {
    const v = JSON.parse(raw) as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return { templates: {}, error: 'must be a JSON object' };
    const out: Partial<Record<NotifyEventKey, string>> = {};
    for (const [k, id] of Object.entries(v)) {
      if (!Object.hasOwn(NOTIFY_EVENTS, k)) return { templates: {}, error: `unknown event "${k}"` };
      if (typeof id !== 'string' || !/^[\w-]{1,128}$/.test(id)) return { templates: {}, error: `"${k}" is not a template id` };
      out[k as NotifyEventKey] = id;
    }
    return { templates: out, error: null };
  } catch {
    return { templates: {}, error: 'not valid JSON' };
  }
}
