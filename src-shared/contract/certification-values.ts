/** The certification contract's value lists, without zod, for pages (the certification forms stay light until used). */

export const CERTIFICATE_TYPES = ['threeInOne', 'fiveInOne', 'separate'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
/** Scans per certificate type: a separate licence needs the tax and organisation-code certificates too. */
export const FILE_ROLES = ['businessLicence', 'taxRegistration', 'organisationCode', 'idFront', 'idBack'] as const;
export type FileRole = (typeof FILE_ROLES)[number];
export const requiredRoles = (t: CertificateType): FileRole[] => (t === 'separate' ? ['businessLicence', 'taxRegistration', 'organisationCode', 'idFront', 'idBack'] : ['businessLicence', 'idFront', 'idBack']);
