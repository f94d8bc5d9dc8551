import { checksOf } from '#shared/forms/field-checks';

/** The fund forms' rules (rules/fund-fields.ts), loaded with zod on the form's first focus. */
export const fundFieldCheck = checksOf(() => import('#shared/rules/fund-fields'));
