import type { CommandDef } from './command';
import * as insight from './insight';
import * as certification from './certification';
import * as enterprise from './enterprise';
import * as file from './file';
import * as message from './message';
import * as operator from './operator';
import * as service from './service';
import * as security from './security';
import * as passkey from './passkey';
import * as bankCard from './bank-card';
import * as content from './content';
import * as contentAdmin from './content-admin';
import * as developer from './developer';
import * as fund from './fund';
import * as account from './account';
import * as order from './order';
import * as sso from './sso';
import * as staffLogin from './staff-login';
import * as system from './system';
import * as wis from './wis';
import * as wechat from './wechat';
import * as device from './device';
import * as activity from './activity';
import * as factory from './factory';
import * as org from './org';
import * as invitation from './invitation';
import * as finance from './finance';
import * as employee from './employee';
import * as dictionary from './dictionary';
import * as extendedField from './extended-field';
import * as accountChecks from './account-checks';
import * as baseFile from './base-file';
import * as equipment from './equipment';
import * as codingRule from './coding-rule';
import * as oidcLogin from './oidc-login';
import * as industryApp from './industry-app';
import * as audit from './audit';
import * as notify from './notify';

/**
 * The command catalogue: every command the gateway serves. The server builds
 * its registry from this list; a test checks that each name is in the spec's
 * commands.json (or in `extensions` below) and that each has a handler.
 */
export const allCommands: CommandDef[] = [
  system,
  account,
  sso,
  staffLogin,
  security,
  passkey,
  message,
  file,
  certification,
  enterprise,
  operator,
  service,
  content,
  order,
  developer,
  wechat,
  device,
  fund,
  bankCard,
  wis,
  contentAdmin,
  finance,
  org,
  invitation,
  factory,
  activity,
  insight,
  employee,
  dictionary,
  extendedField,
  accountChecks,
  baseFile,
  equipment,
  codingRule,
  oidcLogin,
  industryApp,
  audit,
  notify,
].flatMap((mod) => Object.values(mod as Record<string, unknown>).filter(isCommand));

/** Commands that are ours, not the spec's. */
export const extensions = new Set([
  'analytics/pageView',
  'site/getConfig',
  'webMember/getJigsaw',
  'operator/login',
  'operator/logout',
  ...enterprise.enterpriseExtensions,
  ...operator.operatorExtensions,
  ...certification.certificationExtensions,
  ...service.serviceExtensions,
  ...security.securityExtensions,
  ...passkey.passkeyExtensions,
  ...wechat.wechatExtensions,
  ...device.deviceExtensions,
  ...fund.fundExtensions,
  ...contentAdmin.contentAdminExtensions,
  ...insight.insightExtensions,
  ...activity.activityExtensions,
  ...org.orgExtensions,
  ...invitation.invitationExtensions,
  ...equipment.equipmentExtensions,
  ...sso.ssoExtensions,
  ...oidcLogin.oidcLoginExtensions,
  ...industryApp.industryAppExtensions,
  ...employee.employeeExtensions,
  ...audit.auditExtensions,
  ...notify.notifyExtensions,
]);

function isCommand(v: unknown): v is CommandDef {
  return typeof v === 'object' && v !== null && 'cmd' in v && 'params' in v && 'access' in v;
}
