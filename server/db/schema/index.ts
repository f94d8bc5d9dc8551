/**
 * The database schema, one file per area (PostgreSQL 15 features only, the same on PGlite and PostgreSQL).
 * Migrations are generated from this folder with `npm run db:generate`.
 */
export * from './core';
export * from './content';
export * from './member-centre';
export * from './fund';
export * from './wechat';
export * from './device';
export * from './wis';
export * from './org';
export * from './factory';
export * from './insight';
export * from './finance';
export * from './activity';
export * from './rate-counters';
export * from './bank';
export * from './jobs';
export * from './employee';
export * from './base-app';
export * from './equipment';
export * from './sso';
export * from './oidc';
export * from './industry-app';
export * from './list-counters';
export * from './audit';
export * from './second-factor';
export * from './notify';
export * from './passkeys';
