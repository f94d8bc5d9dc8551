import { checksOf } from '#shared/forms/field-checks';

/** The member-centre forms' rules (rules/centre-fields.ts), loaded with zod on the form's first focus. */
export const centreFieldCheck = checksOf(() => import('#shared/rules/centre-fields'));
