import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { members } from '#server/db/schema';
import type { TestServer } from '../../helpers/server';
import { registerCompany, registerPersonal, mobiles } from '../account/_flow';

/** Shared steps for the member-centre gateway tests. */

export { mobiles };

/** A fresh company with its admin signed in (direct session). */
export async function newCompany(s: TestServer, mobile: string, name: string) {
  const r = await registerCompany(s, mobile, name);
  const token = await s.createSession('member', mobile, { companyCode: r.companyCode });
  const [m] = await s.database.db.select().from(members).where(eq(members.code, r.memberCode));
  return { ...r, token, memberId: m.id, mobile };
}

export async function newPersonal(s: TestServer, mobile: string) {
  const memberCode = await registerPersonal(s, mobile);
  const token = await s.createSession('member', mobile, { companyCode: null });
  const [m] = await s.database.db.select().from(members).where(eq(members.code, memberCode));
  return { memberCode, token, memberId: m.id, mobile };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function ok<T = any>(s: TestServer, cmd: string, params: unknown, opts: Parameters<TestServer['call']>[2] = {}): Promise<T> {
  const r = await s.call(cmd, params, opts);
  expect(r.error, `${cmd}: ${JSON.stringify(r.error)}`).toBeUndefined();
  return r.response as T;
}

/** Calls and expects a refusal with this code; returns the error. */
export async function fails(s: TestServer, cmd: string, params: unknown, code: number, opts: Parameters<TestServer['call']>[2] = {}) {
  const r = await s.call(cmd, params, opts);
  expect(r.error?.errorCode, `${cmd} should fail with ${code}: ${JSON.stringify(r)}`).toBe(code);
  return r.error!;
}
