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
 */
export type AuthRole = 'personal' | 'companyMember' | 'companyAdmin';

const P: AuthRole[] = ['personal', 'companyMember', 'companyAdmin'];
const C: AuthRole[] = ['companyMember', 'companyAdmin'];
const A: AuthRole[] = ['companyAdmin'];

export type Name = { zh: string; en: string };
interface ButtonDef {
  readonly id: string;
  readonly name: Name;
  readonly roles: readonly AuthRole[];
}
interface PageDef {
  readonly id: string;
  readonly name: Name;
  readonly buttons: readonly ButtonDef[];
}
interface ModuleDef {
  readonly id: string;
  readonly name: Name;
  readonly pages: readonly PageDef[];
}

const n = (zh: string, en: string): Name => ({ zh, en });

export const AUTH_TABLE = [
  {
    id: 'personalCentre',
    name: n('个人中心', 'Personal centre'),
    pages: [
      { id: 'memberInfo', name: n('个人信息', 'Personal info'), buttons: [{ id: 'memberInfo.edit', name: n('修改', 'Modify'), roles: P }] },
      {
        id: 'accountSafe',
        name: n('账户安全', 'Account security'),
        buttons: [
          { id: 'accountSafe.changePassword', name: n('修改密码', 'Change password'), roles: P },
          { id: 'accountSafe.changeMobile', name: n('修改手机号', 'Change phone number'), roles: P },
        ],
      },
      {
        id: 'message',
        name: n('站内消息', 'In-site messages'),
        buttons: [
          { id: 'message.read', name: n('标记已读', 'Mark read'), roles: P },
          { id: 'message.delete', name: n('删除', 'Delete'), roles: P },
        ],
      },
      { id: 'file', name: n('我的文件', 'My files'), buttons: [{ id: 'file.download', name: n('下载', 'Download'), roles: P }] },
      // A personal session may found a company with the same account (org domain, /memberCenter/upgrade).
      { id: 'upgrade', name: n('升级企业会员', 'Upgrade to enterprise'), buttons: [{ id: 'upgrade.apply', name: n('升级', 'Upgrade'), roles: ['personal'] }] },
    ],
  },
  {
    id: 'enterprise',
    name: n('我的企业', 'My enterprise'),
    pages: [
      {
        id: 'businessInfo',
        name: n('企业信息', 'Enterprise info'),
        buttons: [
          { id: 'businessInfo.view', name: n('查看', 'View'), roles: C },
          { id: 'businessInfo.edit', name: n('编辑', 'Edit'), roles: A },
        ],
      },
      {
        id: 'trueName',
        name: n('实名认证', 'Real-name certification'),
        buttons: [
          { id: 'trueName.view', name: n('查看', 'View'), roles: C },
          { id: 'trueName.apply', name: n('申请认证', 'Apply'), roles: A },
          { id: 'trueName.change', name: n('变更信息', 'Change'), roles: A },
        ],
      },
    ],
  },
  {
    id: 'business',
    name: n('业务中心', 'Business centre'),
    pages: [
      { id: 'worktable', name: n('工作台', 'Worktable'), buttons: [{ id: 'worktable.view', name: n('查看', 'View'), roles: C }] },
      // Applying for finance commits the company: the admin, or a member granted it.
      { id: 'finance', name: n('金融服务', 'Financial services'), buttons: [{ id: 'finance.apply', name: n('申请融资', 'Apply for finance'), roles: A }] },
      {
        id: 'facApp',
        name: n('我的应用', 'My applications'),
        buttons: [
          { id: 'facApp.open', name: n('进入应用', 'Open'), roles: C },
          { id: 'facApp.manage', name: n('应用管理', 'Manage'), roles: A },
        ],
      },
      // The industry app's members are managed through its own API with its own token (decision 0028).
      { id: 'industryApp', name: n('行业应用成员', 'Industry app members'), buttons: [{ id: 'industryApp.manage', name: n('成员管理', 'Manage members'), roles: A }] },
    ],
  },
  {
    id: 'capital',
    name: n('资金账户管理', 'Fund account management'),
    pages: [
      {
        id: 'bankrollAccount',
        name: n('我的账户', 'My account'),
        buttons: [
          { id: 'capital.view', name: n('查看', 'View'), roles: C },
          { id: 'capital.open', name: n('开户', 'Open account'), roles: A },
          { id: 'capital.recharge', name: n('充值', 'Recharge'), roles: A },
          { id: 'capital.withdraw', name: n('提现', 'Withdraw'), roles: A },
          { id: 'capital.repay', name: n('还款', 'Repay'), roles: A },
          { id: 'capital.setPayKey', name: n('支付密码', 'Payment password'), roles: A },
        ],
      },
      {
        id: 'bankCardList',
        name: n('银行卡管理', 'Bank cards'),
        buttons: [
          { id: 'bankCard.add', name: n('添加', 'Add'), roles: A },
          { id: 'bankCard.delete', name: n('删除', 'Delete'), roles: A },
        ],
      },
      { id: 'recordList', name: n('交易记录', 'Transaction records'), buttons: [{ id: 'record.view', name: n('查看', 'View'), roles: C }] },
    ],
  },
  {
    id: 'organization',
    name: n('组织管理', 'Organisation'),
    pages: [
      {
        id: 'department',
        name: n('部门管理', 'Departments'),
        buttons: [
          { id: 'department.edit', name: n('编辑部门', 'Edit departments'), roles: A },
          { id: 'department.member', name: n('部门成员', 'Department members'), roles: A },
        ],
      },
      {
        id: 'deviceInfo',
        name: n('设备管理', 'Devices'),
        buttons: [
          { id: 'device.view', name: n('查看', 'View'), roles: A },
          { id: 'device.edit', name: n('编辑与分配', 'Edit and assign'), roles: A },
          { id: 'device.add', name: n('新增与导入', 'Add and import'), roles: A },
          { id: 'device.delete', name: n('删除', 'Delete'), roles: A },
          { id: 'device.check', name: n('现场点检', 'Field check'), roles: A },
        ],
      },
      {
        id: 'memberList',
        name: n('成员管理', 'Members'),
        buttons: [
          { id: 'member.add', name: n('添加', 'Add'), roles: A },
          { id: 'member.enable', name: n('启用', 'Enable'), roles: A },
          { id: 'member.disable', name: n('停用', 'Disable'), roles: A },
          { id: 'member.delete', name: n('删除', 'Delete'), roles: A },
          { id: 'member.editRole', name: n('编辑角色', 'Edit roles'), roles: A },
        ],
      },
      {
        id: 'roleManage',
        name: n('角色管理', 'Roles'),
        buttons: [
          { id: 'role.edit', name: n('编辑', 'Edit'), roles: A },
          { id: 'role.delete', name: n('删除', 'Delete'), roles: A },
          { id: 'role.grant', name: n('授权', 'Grant'), roles: A },
        ],
      },
      { id: 'organization', name: n('组织分组', 'Org groups'), buttons: [{ id: 'orgGroup.edit', name: n('编辑', 'Edit'), roles: A }] },
      { id: 'dataRoleManage', name: n('数据角色', 'Data roles'), buttons: [{ id: 'dataRole.edit', name: n('编辑', 'Edit'), roles: A }] },
      { id: 'authorizationManage', name: n('授权管理', 'Authorisation'), buttons: [{ id: 'authorization.edit', name: n('编辑', 'Edit'), roles: A }] },
    ],
  },
  {
    // The spec's base app (saas-app-basic): the company's people and machines and their settings.
    id: 'baseApp',
    name: n('基础应用', 'Base app'),
    pages: [
      {
        id: 'employee',
        name: n('员工管理', 'Employees'),
        buttons: [
          { id: 'employee.view', name: n('查看', 'View'), roles: A },
          { id: 'employee.edit', name: n('新增与编辑', 'Add and edit'), roles: A },
          { id: 'employee.remove', name: n('移除', 'Remove'), roles: A },
          { id: 'employee.import', name: n('导入', 'Import'), roles: A },
          { id: 'employee.export', name: n('导出', 'Export'), roles: A },
        ],
      },
      { id: 'codingRule', name: n('编码规则', 'Coding rules'), buttons: [{ id: 'codingRule.edit', name: n('编辑', 'Edit'), roles: A }] },
      { id: 'extendedField', name: n('扩展字段', 'Extended fields'), buttons: [{ id: 'extendedField.edit', name: n('编辑', 'Edit'), roles: A }] },
      { id: 'dictionary', name: n('数据字典', 'Dictionary'), buttons: [{ id: 'dictionary.edit', name: n('编辑', 'Edit'), roles: A }] },
    ],
  },
] as const satisfies readonly ModuleDef[];

/** Every buttonId of the table: what a command may declare it needs. */
export type ButtonId = (typeof AUTH_TABLE)[number]['pages'][number]['buttons'][number]['id'];
/** Every page id of the table. */
export type PageId = (typeof AUTH_TABLE)[number]['pages'][number]['id'];
