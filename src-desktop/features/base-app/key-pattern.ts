/** Keys of dictionary groups, values and extended fields: the contract's rule (contract/dictionary.ts dictionaryKey), without loading zod. */
export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
