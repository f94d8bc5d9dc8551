/**
 * The modules (member centre, certification, files, operator console), listed once in
 * index.ts through this file. `centreExtensions` are the commands that are ours, not the spec's.
 */
export * from './certification';
export * from './enterprise';
export * from './file';
export * from './message';
export * from './operator';
export * from './service';
export * from './security';

export const centreExtensions: string[] = [
  'facInfo/submitEnterpriseInfo',
  'operator/queue',
  'operator/detail',
  'operator/approve',
  'operator/reject',
  'operator/counts',
  'operator/resolve',
  'operator/fundAccountStatus',
  'operator/siteSwitches',
  'operator/setGrayscale',
  'facInfo/checkCorporateAmount',
  'facInfo/applyChangeInfo',
  'facInfo/applyChangeBank',
  'serviceCenter/submitRequest',
  'operator/serviceRequests',
  'memberSecurity/getOldMobileCode',
  'memberSecurity/changeMobile',
];
