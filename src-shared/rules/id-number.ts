import { z } from 'zod';
import { PROVINCE_CODES } from './regions';

/**
 * Resident ID numbers (GB 11643-1999): 18 characters, 17 digits and the ISO 7064 MOD 11-2 check
 * character (0-9 or X); or the first-generation 15 digits (no check character, 2-digit year of
 * the 1900s). Both: a known province code, a real birth date from 1900-01-01 up to today.
 */
export type IdNumberProblem = 'format' | 'region' | 'birthDate' | 'checkDigit';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character the first 17 digits call for. */
export function idCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += WEIGHTS[i] * Number(first17[i]);
  return CHECK[sum % 11];
}

/** Today's date as YYYYMMDD in Beijing time (birth dates are Beijing dates). */
export const beijingToday = (now: Date = new Date()) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

function realDate(yyyymmdd: string, today: string): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  const exists = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return exists && y >= 1900 && yyyymmdd <= today;
}

/** What is wrong with an ID number (upper-cased and trimmed), or null when it can exist. */
export function idNumberProblem(raw: string, now: Date = new Date()): IdNumberProblem | null {
  const id = raw.trim().toUpperCase();
  const today = beijingToday(now);
  if (/^\d{15}$/.test(id)) {
    if (!PROVINCE_CODES.has(id.slice(0, 2))) return 'region';
    return realDate(`19${id.slice(6, 12)}`, today) ? null : 'birthDate';
  }
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  if (!PROVINCE_CODES.has(id.slice(0, 2))) return 'region';
  if (!realDate(id.slice(6, 14), today)) return 'birthDate';
  return idCheckCharacter(id) === id[17] ? null : 'checkDigit';
}

/** The shared field rule: trimmed, x as X, any problem told with the spec's ID text. */
export const idNumber = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => idNumberProblem(v) === null, 'rule.general.idCard');
