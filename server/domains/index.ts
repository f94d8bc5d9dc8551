import type { Handler } from '../gateway/handler';
import { insightHandlers } from './insight/handlers';
import { certificationHandlers } from './certification/handlers';
import { enterpriseHandlers } from './enterprise/handlers';
import { fileHandlers } from './file/handlers';
import { messageHandlers } from './message/handlers';
import { operatorHandlers } from './operator/handlers';
import { serviceHandlers } from './operator/service-requests';
import { securityHandlers } from './security/handlers';
import { passkeyHandlers } from './security/passkey-handlers';
import { contentHandlers } from './content/handlers';
import { developerHandlers } from './developer/handlers';
import { fundHandlers } from './fund/handlers';
import { accountHandlers } from './account/handlers';
import { systemHandlers } from './system/handlers';
import { wisHandlers } from './wis/handlers';
import { wechatHandlers } from './wechat/handlers';
import { deviceHandlers } from './device/handlers';
import { activityHandlers } from './activity/handlers';
import { factoryHandlers } from './factory/handlers';
import { orgHandlers } from './org/handlers';
import { invitationHandlers } from './org/invitation-handlers';
import { financeHandlers } from './finance/handlers';
import { employeeHandlers } from './employee/handlers';
import { excelImportHandlers } from './excel-import/handlers';
import { dictionaryHandlers } from './dictionary/handlers';
import { extendedFieldHandlers } from './extended-field/handlers';
import { accountCheckHandlers } from './account/account-check-handlers';
import { baseFileHandlers } from './file/base-file-handlers';
import { equipmentHandlers } from './equipment/handlers';
import { codingRuleHandlers } from './coding-rule/handlers';
import { ssoHandlers } from './sso/handlers';
import { oidcLoginHandlers } from './oidc-login/handlers';
import { industryAppHandlers } from './industry-app/handlers';
import { auditHandlers } from './audit/handlers';
import { notifyHandlers } from './notify/handlers';

/** Every domain's handlers; the registry joins them with the contract. */
export const allHandlers: Handler[] = [
  ...systemHandlers,
  ...accountHandlers,
  ...securityHandlers,
  ...passkeyHandlers,
  ...messageHandlers,
  ...fileHandlers,
  ...certificationHandlers,
  ...enterpriseHandlers,
  ...operatorHandlers,
  ...serviceHandlers,
  ...contentHandlers,
  ...developerHandlers,
  ...wechatHandlers,
  ...deviceHandlers,
  ...fundHandlers,
  ...wisHandlers,
  ...insightHandlers,
  ...financeHandlers,
  ...orgHandlers,
  ...invitationHandlers,
  ...factoryHandlers,
  ...activityHandlers,
  ...employeeHandlers,
  ...excelImportHandlers,
  ...dictionaryHandlers,
  ...extendedFieldHandlers,
  ...accountCheckHandlers,
  ...baseFileHandlers,
  ...equipmentHandlers,
  ...codingRuleHandlers,
  ...ssoHandlers,
  ...oidcLoginHandlers,
  ...industryAppHandlers,
  ...auditHandlers,
  ...notifyHandlers,
];
