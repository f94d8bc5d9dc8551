import { NOTIFY_EVENTS, type NotifyEventKey } from '#shared/rules/notify-events';
import { text, type Lang } from '#shared/rules/texts';
import type { NoticeVars } from './enqueue';

/** A notice's variables and texts in one language (`{t: key}` values are texts themselves). */
export function render(event: NotifyEventKey, vars: NoticeVars, lang: Lang) {
  const local = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'object' ? text(v.t, lang) : String(v)]));
  // Only the catalogue's variables reach a template (a provider refuses unknown ones).
  const fields = Object.fromEntries(NOTIFY_EVENTS[event].vars.map((k) => [k, local[k] ?? '']));
  return { fields, title: text(`${event}.title`, lang, local), content: text(`${event}.content`, lang, local) };
}
