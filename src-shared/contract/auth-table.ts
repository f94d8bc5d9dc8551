/**
 * The authorised-function table (modules -> pages -> buttons with buttonId): the one list of what a
 * member may do inside a company. The server builds the login info's authList from it, the gateway
 * checks each command's declared need against it (contract/authority.ts), and company roles grant
 * its buttons to members (org domain, roleManage).
 *
 * - personal:      a member signed in without a company — personal centre only (own info,
 *                  security, messages, files). No enterprise, capital or organisation functions.
 * - companyMember: signed in for a company, not its administrator — personal centre, read-only
 *                  enterprise info and certification status, business centre (worktable, apps),
 *                  capital overview and transaction records (read only).
 * - companyAdmin:  the company's administrator (company_members.is_admin) — everything.
 *
 * A button is held by default by the roles named in its `roles`; a company role may grant any
 * button to a member on top of that.
 *
 * Names are texts of the org domain (locales/<lang>/org.json `authTable.module|page|button.<id>`),
 * which the server reads for the login info and the role editor.
 */
export type AuthRole = 'personal' | 'companyMember' | 'companyAdmin';

const P: AuthRole[] = ['personal', 'companyMember', 'companyAdmin'];
const C: AuthRole[] = ['companyMember', 'companyAdmin'];
const A: AuthRole[] = ['companyAdmin'];

interface ButtonDef {
  readonly id: string;
  readonly roles: readonly AuthRole[];
}
interface PageDef {
  readonly id: string;
  readonly buttons: readonly ButtonDef[];
}
interface ModuleDef {
  readonly id: string;
  readonly pages: readonly PageDef[];
}

export const AUTH_TABLE = [
  {
    id: 'personalCentre',
    pages: [
      { id: 'memberInfo', buttons: [{ id: 'memberInfo.edit', roles: P }] },
      {
        id: 'accountSafe',
        buttons: [
          { id: 'accountSafe.changePassword', roles: P },
          { id: 'accountSafe.changeMobile', roles: P },
        ],
      },
      {
        id: 'message',
        buttons: [
          { id: 'message.read', roles: P },
          { id: 'message.delete', roles: P },
        ],
      },
      { id: 'file', buttons: [{ id: 'file.download', roles: P }] },
      // A personal session may found a company with the same account (org domain, /memberCenter/upgrade).
      { id: 'upgrade', buttons: [{ id: 'upgrade.apply', roles: ['personal'] }] },
    ],
  },
  {
    id: 'enterprise',
    pages: [
      {
        id: 'businessInfo',
        buttons: [
          { id: 'businessInfo.view', roles: C },
          { id: 'businessInfo.edit', roles: A },
        ],
      },
      // Who did what in the company (decision 0050): the admin, or a member granted it.
      { id: 'auditLog', buttons: [{ id: 'audit.view', roles: A }] },
      {
        id: 'trueName',
        buttons: [
          { id: 'trueName.view', roles: C },
          { id: 'trueName.apply', roles: A },
          { id: 'trueName.change', roles: A },
        ],
      },
    ],
  },
  {
    id: 'business',
    pages: [
      { id: 'worktable', buttons: [{ id: 'worktable.view', roles: C }] },
      // Applying for finance commits the company: the admin, or a member granted it.
      { id: 'finance', buttons: [{ id: 'finance.apply', roles: A }] },
      {
        id: 'facApp',
        buttons: [
          { id: 'facApp.open', roles: C },
          { id: 'facApp.manage', roles: A },
        ],
      },
      // The industry app's members are managed through its own API with its own token (decision 0028).
      { id: 'industryApp', buttons: [{ id: 'industryApp.manage', roles: A }] },
    ],
  },
  {
    id: 'capital',
    pages: [
      {
        id: 'bankrollAccount',
        buttons: [
          { id: 'capital.view', roles: C },
          { id: 'capital.open', roles: A },
          { id: 'capital.recharge', roles: A },
          { id: 'capital.withdraw', roles: A },
          { id: 'capital.repay', roles: A },
          { id: 'capital.setPayKey', roles: A },
        ],
      },
      {
        id: 'bankCardList',
        buttons: [
          { id: 'bankCard.add', roles: A },
          { id: 'bankCard.delete', roles: A },
        ],
      },
      { id: 'recordList', buttons: [{ id: 'record.view', roles: C }] },
      // A second member approves withdrawals above the company's threshold (decision 0052); never their own.
      { id: 'fundApproval', buttons: [{ id: 'capital.approve', roles: A }] },
    ],
  },
  {
    id: 'organization',
    pages: [
      {
        id: 'department',
        buttons: [
          { id: 'department.edit', roles: A },
          { id: 'department.member', roles: A },
        ],
      },
      {
        id: 'deviceInfo',
        buttons: [
          { id: 'device.view', roles: A },
          { id: 'device.edit', roles: A },
          { id: 'device.add', roles: A },
          { id: 'device.delete', roles: A },
          { id: 'device.check', roles: A },
        ],
      },
      {
        id: 'memberList',
        buttons: [
          { id: 'member.add', roles: A },
          { id: 'member.enable', roles: A },
          { id: 'member.disable', roles: A },
          { id: 'member.delete', roles: A },
          { id: 'member.editRole', roles: A },
        ],
      },
      {
        id: 'roleManage',
        buttons: [
          { id: 'role.edit', roles: A },
          { id: 'role.delete', roles: A },
          { id: 'role.grant', roles: A },
        ],
      },
      { id: 'organization', buttons: [{ id: 'orgGroup.edit', roles: A }] },
      { id: 'dataRoleManage', buttons: [{ id: 'dataRole.edit', roles: A }] },
      { id: 'authorizationManage', buttons: [{ id: 'authorization.edit', roles: A }] },
    ],
  },
  {
    // The spec's base app (saas-app-basic): the company's people and machines and their settings.
    id: 'baseApp',
    pages: [
      {
        id: 'employee',
        buttons: [
          { id: 'employee.view', roles: A },
          { id: 'employee.edit', roles: A },
          { id: 'employee.remove', roles: A },
          { id: 'employee.import', roles: A },
          { id: 'employee.export', roles: A },
        ],
      },
      { id: 'codingRule', buttons: [{ id: 'codingRule.edit', roles: A }] },
      { id: 'extendedField', buttons: [{ id: 'extendedField.edit', roles: A }] },
      { id: 'dictionary', buttons: [{ id: 'dictionary.edit', roles: A }] },
    ],
  },
] as const satisfies readonly ModuleDef[];

/** Every buttonId of the table: what a command may declare it needs. */
export type ButtonId = (typeof AUTH_TABLE)[number]['pages'][number]['buttons'][number]['id'];
/** Every page id of the table. */
export type PageId = (typeof AUTH_TABLE)[number]['pages'][number]['id'];
