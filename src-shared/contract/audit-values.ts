/**
 * The kinds of audit entries (zod-free, so pages can list them without the schemas). Every
 * state-changing command belongs to one (server/audit/classes.ts).
 */
export const AUDIT_KINDS = [
  'signIn',
  'security',
  'profile',
  'money',
  'bankCard',
  'certification',
  'enterprise',
  'member',
  'invitation',
  'role',
  'department',
  'device',
  'employee',
  'settings',
  'application',
  'operator',
  'job',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
