import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/passwords';

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against the stored argon2id hash. Without one (unknown account, or a
 * member registered by SMS) it spends the same time on a dummy hash and answers false, so the
 * answer's timing does not tell whether the account exists.
 */
export async function checkPassword(stored: string | null, plain: string): Promise<boolean> {
  if (stored) return verifyPassword(stored, plain);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, plain);
  return false;
}
