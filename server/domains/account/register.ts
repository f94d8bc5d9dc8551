import { ErrorCode } from '#shared/contract/errors';
import { assertAllocatedMobile } from '../../adapters/sms/allocated-mobile';
import { companies, companyMembers, members } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../gateway/app-error';
import { hashPassword } from '../auth/passwords';
import { findMemberByMobile, isCompanyNameTaken, newCompanyCode, newMemberCode } from './accounts';
import { consumeSmsCode } from './sms-codes';

/**
 * Registration (company, personal, personal by SMS). Checks, in order: the mobile is not
 * registered, the company name is free (trimmed, case-insensitive), the SMS code (purpose
 * register) is right — the code is spent only when the cheap checks pass. A company registration
 * creates the company, the member and the membership (isAdmin) in one transaction. Codes are
 * 'M'/'C' + 8 random digits; the unique indexes settle races and code clashes (retried). The new
 * member is recorded as the company's founder (it counts against the per-account cap, org/company-founding.ts).
 */
export interface RegisterInput {
  mobile: string;
  nationCode: string;
  smsCode: string;
  name: string;
  workFunction: string;
  invitationCode?: string;
  /** Absent for personalRegisterBySms: that member logs in by SMS code. */
  password?: string;
  /** Present for a company registration. */
  companyName?: string;
}

const registered = () => new AppError(ErrorCode.refused, 'rule.register.mobile.registered', {}, 'mobile');
const nameTaken = () => new AppError(ErrorCode.refused, 'member.companyName.taken', {}, 'companyName');
const CLASH = Symbol('code clash');

export async function register(deps: Deps, input: RegisterInput): Promise<{ memberCode: string; companyCode: string | null }> {
  const { db } = deps;
  const now = deps.clock.now();
  assertAllocatedMobile(input.nationCode, input.mobile);
  if (await findMemberByMobile(db, input.nationCode, input.mobile)) throw registered();
  if (input.companyName !== undefined && (await isCompanyNameTaken(db, input.companyName))) throw nameTaken();
  await consumeSmsCode(db, now, {
    nationCode: input.nationCode,
    mobile: input.mobile,
    purpose: 'register',
    code: input.smsCode,
    incorrectKey: 'rule.register.code.incorrect',
  });
  const passwordHash = input.password ? await hashPassword(input.password) : null;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [member] = await tx
          .insert(members)
          .values({
            code: newMemberCode(),
            nationCode: input.nationCode,
            mobile: input.mobile,
            name: input.name,
            workFunction: input.workFunction,
            passwordHash,
            invitationCode: input.invitationCode || null,
          })
          .onConflictDoNothing()
          .returning();
        if (!member) {
          if (await findMemberByMobile(tx, input.nationCode, input.mobile)) throw registered();
          throw CLASH;
        }
        if (input.companyName === undefined) return { memberCode: member.code, companyCode: null };
        const [company] = await tx.insert(companies).values({ code: newCompanyCode(), name: input.companyName, foundedBy: member.id }).onConflictDoNothing().returning();
        if (!company) {
          if (await isCompanyNameTaken(tx, input.companyName)) throw nameTaken();
          throw CLASH;
        }
        await tx.insert(companyMembers).values({ companyId: company.id, memberId: member.id, isAdmin: true });
        return { memberCode: member.code, companyCode: company.code };
      });
    } catch (err) {
      if (err !== CLASH) throw err;
    }
  }
  throw new Error('could not allocate a member or company code');
}
