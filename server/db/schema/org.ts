import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, members } from './core';

/**
 * Organisation of a company (the org domain): role groups with the buttons they grant, who holds
 * them, departments with their members and the factory's devices, org groups and data roles.
 * Every row carries its company, and every query of the domain filters by the caller's company.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);

/** A role group of one company: a name and the buttonIds (authorised functions) it grants. */
export const orgRoles = pgTable(
  'org_roles',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('org_roles_name_uq').on(t.companyId, sql`lower(btrim(${t.name}))`)],
);

export const orgRoleButtons = pgTable(
  'org_role_buttons',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => orgRoles.id, { onDelete: 'cascade' }),
    buttonId: text('button_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.buttonId] })],
);

/** Data role: the departments whose data a role's holders see (none: only their own department). */
export const orgRoleDepartments = pgTable(
  'org_role_departments',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => orgRoles.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => orgDepartments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.departmentId] })],
);

/** Which member of the company holds which role. */
export const orgMemberRoles = pgTable(
  'org_member_roles',
  {
    companyId: companyId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => orgRoles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.roleId] }), index('org_member_roles_company_idx').on(t.companyId, t.memberId)],
);

/** Company members the admin disabled: their sessions for the company are revoked and login to it refused. */
export const orgDisabledMembers = pgTable(
  'org_disabled_members',
  {
    companyId: companyId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.memberId] })],
);

/** Department tree of a company (parentId null: a top-level department). */
export const orgDepartments = pgTable(
  'org_departments',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('org_departments_name_uq').on(t.companyId, sql`coalesce(${t.parentId}, 0)`, sql`lower(btrim(${t.name}))`), index('org_departments_company_idx').on(t.companyId)],
);

/** A company member belongs to at most one department of that company. */
export const orgDepartmentMembers = pgTable(
  'org_department_members',
  {
    companyId: companyId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => orgDepartments.id),
    position: text('position').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.memberId] }),
    // The department's member list in its order (by joining, then member): a page is a range of this index.
    index('org_department_members_list_idx').on(t.departmentId, t.createdAt, t.memberId),
  ],
);

/**
 * Devices of the company's factory, optionally assigned to one department (the equipment domain
 * manages them: server/domains/equipment). boxSn: the connection box reporting it, when it came
 * from one (equipment/sync). ext: the company's extended fields, keyed by field code.
 */
export const orgDevices = pgTable(
  'org_devices',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    sn: text('sn').notNull(),
    model: text('model').notNull(),
    name: text('name').notNull(),
    departmentId: integer('department_id').references(() => orgDepartments.id),
    brand: text('brand').notNull().default(''),
    specification: text('specification').notNull().default(''),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    status: text('status').notNull().default('inUse'),
    location: text('location').notNull().default(''),
    boxSn: text('box_sn'),
    ext: jsonb('ext').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('org_devices_sn_uq').on(t.companyId, t.sn),
    index('org_devices_dept_idx').on(t.departmentId),
    // The equipment list: newest first within a company, optionally by status.
    index('org_devices_company_list_idx').on(t.companyId, t.id),
    index('org_devices_company_status_idx').on(t.companyId, t.status, t.id),
    // The keyword search (a substring of name, serial, brand or location): trigrams instead of a scan.
    // pg_trgm is created by its own migration before this one.
    index('org_devices_keyword_trgm_idx').using('gin', t.name.op('gin_trgm_ops'), t.sn.op('gin_trgm_ops'), t.brand.op('gin_trgm_ops'), t.location.op('gin_trgm_ops')),
    check('org_devices_status_ck', sql`${t.status} in ('inUse','idle','repair','scrapped')`),
  ],
);

/** Field checks of a device (equipment/mobileCheck); deleted with their device. photoFileIds: files.public_id. */
export const deviceChecks = pgTable(
  'device_checks',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => orgDevices.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    result: text('result').notNull(),
    note: text('note').notNull().default(''),
    location: text('location').notNull().default(''),
    photoFileIds: text('photo_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('device_checks_device_idx').on(t.deviceId, t.checkedAt), index('device_checks_company_idx').on(t.companyId, t.checkedAt), check('device_checks_result_ck', sql`${t.result} in ('normal','abnormal')`)],
);

/** Org groups: a named set of departments, granted to members (webMember *OrgGroup*, authorizationOrg). */
export const orgGroups = pgTable(
  'org_groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('org_groups_name_uq').on(t.companyId, sql`lower(btrim(${t.name}))`)],
);

export const orgGroupDepartments = pgTable(
  'org_group_departments',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => orgGroups.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => orgDepartments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.departmentId] })],
);

export const orgGroupMembers = pgTable(
  'org_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => orgGroups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.memberId] })],
);

/**
 * Invitations to join a company (facInfo/addFacMember): nobody becomes a member until they accept.
 * Addressed by mobile (+86); memberId is the account that held the mobile when invited (null: none
 * yet, the person sees it after registering with that mobile) and the account that decided it.
 * roleIds are the admin's choice, applied on acceptance (roles deleted meanwhile are skipped).
 * At most one pending invitation per company and mobile, enforced by the partial unique index so
 * that parallel adds cannot make two. A pending row past expiresAt counts as expired.
 */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    nationCode: text('nation_code').notNull().default('86'),
    mobile: text('mobile').notNull(),
    memberId: integer('member_id').references(() => members.id),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => members.id),
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('org_invitations_pending_uq')
      .on(t.companyId, t.nationCode, t.mobile)
      .where(sql`${t.status} = 'pending'`),
    index('org_invitations_company_idx').on(t.companyId, t.createdAt),
    index('org_invitations_invitee_idx').on(t.nationCode, t.mobile, t.status),
    index('org_invitations_member_idx').on(t.memberId, t.status),
    check('org_invitations_status_ck', sql`${t.status} in ('pending','accepted','declined','revoked','expired')`),
  ],
);
