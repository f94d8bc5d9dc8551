/**
 * The catalogue of notification events (issue 27, decision 0055): every notice the server writes,
 * by the key of its texts (`<key>.title` / `<key>.content` in rules/texts/<domain>.json, both
 * languages). The server's `Notice.key` is typed by this list, so a notice that is not catalogued
 * does not compile; tests/unit/notify-events.test.ts checks the texts and variables against it.
 *
 * Per event: the variables its texts use, the H5 page its WeChat message opens (through the
 * OAuth entry), the channels it goes to when the member has not chosen, and `mandatory` (security
 * events: the member cannot turn their channels off, and quiet hours do not hold them).
 */

export const NOTIFY_CHANNELS = ['inSite', 'sms', 'wechat'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
/** The channels a worker delivers (in-site is the message row itself, written at once). */
export const OUTSIDE_CHANNELS = ['sms', 'wechat'] as const;

export type NotifyGroup = 'security' | 'fund' | 'review' | 'org' | 'service' | 'platform';

export interface NotifyEvent {
  group: NotifyGroup;
  /** The {placeholders} of its title and content. */
  vars: readonly string[];
  /** The H5 page the WeChat message links to. */
  h5: string;
  /** Channels on by default. */
  channels: Readonly<Record<NotifyChannel, boolean>>;
  mandatory: boolean;
}

const MESSAGES = '/mobile/message';
const DEVICES = '/mobile/devices';
const INVITATIONS = '/mobile/invitations';

const all = { inSite: true, sms: true, wechat: true } as const;
const noSms = { inSite: true, sms: false, wechat: true } as const;
const quiet = { inSite: true, sms: false, wechat: false } as const;

const security = (vars: readonly string[]): NotifyEvent => ({ group: 'security', vars, h5: DEVICES, channels: all, mandatory: true });
const ev = (group: NotifyGroup, vars: readonly string[], channels: NotifyEvent['channels'], h5 = MESSAGES): NotifyEvent => ({ group, vars, h5, channels, mandatory: false });

export const NOTIFY_EVENTS = {
  // Security: always told, on every channel, at any hour.
  'member.message.newDevice': security(['time', 'os', 'browser', 'ip']),
  'member.message.sessionLimit': security(['company', 'limit', 'os', 'browser', 'time']),
  'member.message.mobileChanged': security(['time', 'mobile']),
  'member.message.passwordChanged': security(['time']),
  'member.message.passwordReset': security(['time']),
  // Money: what members wait for, so SMS too.
  'fund.notice.withdrawn': ev('fund', ['amount', 'tail'], all),
  'fund.notice.withdrawalBounced': ev('fund', ['amount', 'tail'], all),
  'fund.notice.recharged': ev('fund', ['amount', 'tail'], all),
  'fund.notice.rechargeFailed': ev('fund', ['amount', 'tail'], all),
  'fund.notice.approvalRequested': ev('fund', ['requester', 'amount', 'tail', 'due'], all),
  'fund.notice.approvalApproved': ev('fund', ['approver', 'requester', 'amount', 'date'], noSms),
  'fund.notice.approvalRefused': ev('fund', ['approver', 'requester', 'amount', 'reason'], noSms),
  'fund.notice.approvalExpired': ev('fund', ['requester', 'amount'], noSms),
  'fund.notice.opened': ev('fund', ['accountNo'], noSms),
  'fund.notice.rejected': ev('fund', [], noSms),
  'fund.notice.abnormal': ev('fund', [], all),
  'fund.notice.restored': ev('fund', [], noSms),
  'fund.notice.cardBound': ev('fund', ['tail'], noSms),
  // Reviews decided (and the steps of certification).
  'centre.realName.submitted': ev('review', ['kind', 'account'], quiet),
  'centre.realName.submittedNoBank': ev('review', ['kind'], quiet),
  'centre.realName.approved': ev('review', ['kind'], noSms),
  'centre.realName.rejected': ev('review', ['kind', 'reason'], noSms),
  'centre.realName.transfer': ev('review', ['account'], noSms),
  'centre.realName.bankReview': ev('review', ['account'], quiet),
  'centre.realName.bankRefused': ev('review', ['account', 'reason'], noSms),
  'centre.realName.bound': ev('review', ['account'], noSms),
  'centre.enterpriseInfo.submitted': ev('review', ['name'], quiet),
  'centre.enterpriseInfo.approved': ev('review', ['name'], noSms),
  'centre.enterpriseInfo.rejected': ev('review', ['name', 'reason'], noSms),
  'finance.notice.passed': ev('review', ['kind', 'applyNo'], noSms),
  'finance.notice.notPassed': ev('review', ['kind', 'applyNo', 'reason'], noSms),
  'factory.notice.approved': ev('review', ['name', 'facSn', 'kind'], noSms),
  'factory.notice.rejected': ev('review', ['name', 'facSn', 'kind', 'reason'], noSms),
  // Invitations.
  'org.invitation.notice.received': ev('org', ['company', 'days'], all, INVITATIONS),
  'org.invitation.notice.accepted': ev('org', ['mobile'], noSms),
  'org.invitation.notice.declined': ev('org', ['mobile'], noSms),
  // Customer service.
  'centre.service.received': ev('service', ['topic'], quiet),
  // The platform's own announcements (written by operators' tools and seeds).
  'centre.notice.platform': ev('platform', ['content'], quiet),
} as const satisfies Record<string, NotifyEvent>;

export type NotifyEventKey = keyof typeof NOTIFY_EVENTS;
export const NOTIFY_EVENT_KEYS = Object.keys(NOTIFY_EVENTS) as NotifyEventKey[];

export const isNotifyEvent = (key: string): key is NotifyEventKey => Object.hasOwn(NOTIFY_EVENTS, key);

/** Quiet hours in Beijing time (UTC+8, no daylight saving): no SMS or WeChat from 22:00 to 08:00, except mandatory events. */
export const QUIET_HOURS = { start: '22:00', end: '08:00' } as const;
