/** Limits of extended fields shared by the contract and the forms (zod-free, so forms need not load zod). */
export const MAX_EXTENDED_FIELDS = 50;
/** A text field's default and largest max length. */
export const TEXT_MAX_DEFAULT = 200;
export const TEXT_MAX_LIMIT = 500;
/** Numbers stay within what a double holds exactly as an integer. */
export const NUMBER_LIMIT = 1e15;
