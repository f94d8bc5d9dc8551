import { eq } from 'drizzle-orm';
import { NOTIFY_EVENTS, type NotifyEventKey } from '#shared/rules/notify-events';
import type { Lang } from '#shared/rules/texts';
import { WeChatError } from '../../adapters/wechat/wechat';
import { memberWechats } from '../../db/schema';
import type { Deps } from '../../deps';
import type { NoticeVars } from './enqueue';
import type { Outcome } from './outcome';
import { render } from './render';
import { wechatAccessToken } from './wechat-token';

/** WeChat's answers that mean the shared token went stale: refresh once and send again. */
const STALE_TOKEN = new Set([40001, 42001]);
/** The member cannot be reached on the official account (unfollowed, an open id of another account). */
const UNREACHABLE = new Set([43004, 40003]);
/** Worth a later try: rate limits and WeChat's "system busy". */
const LATER = new Set([45009, 45047, -1]);

/** The H5 page, opened through the gateway's WeChat OAuth entry so the member arrives signed in. */
export const linkFor = (deps: Deps, event: NotifyEventKey) => `${deps.config.notify.linkBase}/auth/wx/start?redirect=${encodeURIComponent(NOTIFY_EVENTS[event].h5)}`;

/** One notice as a template message to the open id bound to the member. */
export async function sendWechat(deps: Deps, d: { memberId: number; event: NotifyEventKey; vars: NoticeVars; lang: Lang }): Promise<Outcome> {
  const [bound] = await deps.db.select({ openid: memberWechats.openid }).from(memberWechats).where(eq(memberWechats.memberId, d.memberId)).limit(1);
  if (!bound) return { kind: 'fallback', note: 'noBinding' };
  const templateId = deps.config.notify.wechatTemplates[d.event];
  if (!templateId) return { kind: 'fallback', note: 'noTemplate' };
  const r = render(d.event, d.vars, d.lang);
  const message = {
    touser: bound.openid,
    templateId,
    url: linkFor(deps, d.event),
    data: Object.fromEntries([...Object.entries({ title: r.title, content: r.content, ...r.fields })].map(([k, value]) => [k, { value }])),
  };
  try {
    let token = await wechatAccessToken(deps);
    try {
      await deps.adapters.wechat.sendTemplate(token, message);
    } catch (err) {
      if (!(err instanceof WeChatError) || !STALE_TOKEN.has(err.errcode)) throw err;
      token = await wechatAccessToken(deps, token);
      await deps.adapters.wechat.sendTemplate(token, message);
    }
    return { kind: 'sent' };
  } catch (err) {
    if (err instanceof WeChatError && UNREACHABLE.has(err.errcode)) return { kind: 'fallback', note: `wechat:${err.errcode}` };
    if (err instanceof WeChatError && !LATER.has(err.errcode) && !STALE_TOKEN.has(err.errcode)) return { kind: 'dead', error: err.message.slice(0, 300) };
    return { kind: 'retry', error: (err instanceof Error ? err.message : String(err)).slice(0, 300) };
  }
}
