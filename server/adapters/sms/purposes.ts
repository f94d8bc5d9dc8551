import { NOTIFY_EVENT_KEYS, type NotifyEventKey } from '#shared/rules/notify-events';

/**
 * Every kind of text message the portal sends, each with its own provider template. A code
 * purpose is the purpose its code is stored under (sms-codes.ts); a notice is a text without a
 * code. The domain's SmsPurpose is this list, so a new purpose cannot be sent without a template.
 */
export const SMS_CODE_PURPOSES = [
  'register',
  'login',
  'forget',
  'changeMobile',
  /** The code to the current mobile before changing it (security/change-mobile.ts). */
  'changeMobileOld',
  'bindCard',
  'payKey',
  'fundOpen',
  'recharge',
  'finance',
  /** Proves the mobile when a third-party (OpenID Connect) account is linked to a member (oidc-login). */
  'oidcLink',
] as const;

/** Notices: the template variables each carries (finance/review.ts). */
export const SMS_NOTICES = {
  financePassed: ['kind', 'applyNo'],
  financeNotPassed: ['kind', 'applyNo', 'reason'],
} as const;

/**
 * Notification events by SMS (decision 0055): one template per event and language, under
 * `notify:<event key>`, with the event's variables. Not required at start-up: an event without
 * its template ends as a dead letter the operator console shows (a member may never choose SMS for it).
 */

export const notifySmsPurpose = (event: NotifyEventKey) => `notify:${event}` as const;
export type NotifySmsPurpose = ReturnType<typeof notifySmsPurpose>;
export const NOTIFY_SMS_PURPOSES: readonly NotifySmsPurpose[] = NOTIFY_EVENT_KEYS.map(notifySmsPurpose);

export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];
export type SmsNoticeKind = keyof typeof SMS_NOTICES;
export type SmsTemplatePurpose = SmsCodePurpose | SmsNoticeKind | NotifySmsPurpose;

export const SMS_TEMPLATE_PURPOSES: readonly SmsTemplatePurpose[] = [...SMS_CODE_PURPOSES, ...(Object.keys(SMS_NOTICES) as SmsNoticeKind[])];
