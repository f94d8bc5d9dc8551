import { PROVINCE_CODES } from './regions';

/**
 * Unified social credit codes (GB 32100-2015): 18 characters of the code's 31-character alphabet
 * (digits and capitals without I, O, Z, S, V): the registration authority (1), the organisation
 * type under it (1), the region of registration (6, GB/T 2260; 100000 for the central level), the
 * organisation code (9, GB 11714) and the check character. The check character has weights
 * 3^i mod 31. Companies registered before 2015 that certify with separate certificates give their
 * 15-digit registration number instead: 15 digits starting with a province code.
 */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/**
 * Registration authorities (GB 32100-2015 table 1 and the later A military and N agricultural
 * ones, Y others). Their type digit is 1-9: the per-authority type lists have grown since 2015,
 * so only 0 (never assigned) is refused.
 */
export const USCC_AUTHORITIES = '123456789ANY';
const WEIGHTS = Array.from({ length: 17 }, (_, i) => 3 ** i % 31);

export type CreditCodeProblem = 'format' | 'authority' | 'region' | 'checkCharacter';

/** The check character the first 17 characters call for. */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_ALPHABET.indexOf(first17[i]) * WEIGHTS[i];
  return USCC_ALPHABET[(31 - (sum % 31)) % 31];
}

export const normalizeCreditCode = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a credit code (normalised first), or null. */
export function creditCodeProblem(raw: string): CreditCodeProblem | null {
  const code = normalizeCreditCode(raw);
  if (/^\d{15}$/.test(code)) return PROVINCE_CODES.has(code.slice(0, 2)) ? null : 'region';
  if (code.length !== 18 || [...code].some((c) => !USCC_ALPHABET.includes(c))) return 'format';
  if (!USCC_AUTHORITIES.includes(code[0]) || !/[1-9]/.test(code[1])) return 'authority';
  const region = code.slice(2, 8);
  if (!/^\d{6}$/.test(region) || !(PROVINCE_CODES.has(region.slice(0, 2)) || region === '100000')) return 'region';
  return creditCodeCheckCharacter(code) === code[17] ? null : 'checkCharacter';
}

/** Whether the check character is right (15-digit registration numbers have none to check). */
export const creditCodeCheckOk = (code: string) => creditCodeProblem(code) !== 'checkCharacter';
