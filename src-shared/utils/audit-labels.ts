import type { AuditEntry } from '../contract/audit';

/** What an account-activity entry was, as a key of the `audit` namespace (`mine.what.*`). */
const SECURITY: Record<string, string> = {
  'webMember/modiPassword': 'password',
  'webMember/forgetPasswordConfrim': 'passwordReset',
  'memberSecurity/changeMobile': 'mobile',
  'memberWechat/bindUnionid': 'wechatBind',
  'memberWechat/removeBindByMobile': 'wechatUnbind',
  'memberWechat/removeBindByUnionid': 'wechatUnbind',
  'oidcLogin/unlink': 'linkedUnlink',
  'memberAuth/revokeApp': 'appRevoke',
  'iam/authValidate/authorize': 'appAllow',
  'memberAuth/getCode': 'appAllow',
  'capitalAccount/setPayKey': 'payKey',
  'capitalAccount/modiPayKeyFirst': 'payKey',
  'capitalAccount/modiPayKeySecond': 'payKey',
};

export function activityWhat(e: Pick<AuditEntry, 'kind' | 'cmd' | 'result'>): string {
  const refused = e.result === 'refused';
  if (e.kind === 'signIn') {
    if (e.cmd.endsWith('/logout')) return 'mine.what.signOut';
    if (/Register/.test(e.cmd)) return refused ? 'mine.what.signInFailed' : 'mine.what.register';
    if (e.cmd === 'webMember/changeLoginCompany') return refused ? 'mine.what.signInFailed' : 'mine.what.switchCompany';
    return refused ? 'mine.what.signInFailed' : 'mine.what.signIn';
  }
  if (refused) return 'mine.what.securityFailed';
  return `mine.what.${SECURITY[e.cmd] ?? 'security'}`;
}

/** The actor as shown in a list: the member's or operator's name, else what kind of actor it was. */
export function actorLabel(e: Pick<AuditEntry, 'actorKind' | 'actorName' | 'actorId'>, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (e.actorName) return e.actorName;
  if (e.actorKind === 'member' && e.actorId !== null) return t('actor.withId', { name: t('actor.member'), id: e.actorId });
  return t(`actor.${e.actorKind}`);
}
