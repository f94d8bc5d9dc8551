import type { ButtonId } from '../contract/auth-table';
import type { Profile } from './session';

/** Route guards, shared by both builds' route tables. */
/** 'admin' (field admins) is checked by the server; the client only requires a sign-in (at /mobile/login). */
export type Guard = 'public' | 'member' | 'enterprise' | 'certified' | 'operator' | 'admin';

export type GuardResult = { ok: true } | { ok: false; reason: 'login' | 'enterprise' | 'certified' | 'operator' };

export function checkGuard(guard: Guard, signedIn: boolean, profile: Profile | null, isOperator = false): GuardResult {
  if (guard === 'public') return { ok: true };
  if (guard === 'operator') return isOperator ? { ok: true } : { ok: false, reason: 'operator' };
  if (!signedIn) return { ok: false, reason: 'login' };
  if (guard === 'member' || guard === 'admin') return { ok: true };
  if (!profile || profile.memberType !== 'enterprise' || !profile.companyCode) return { ok: false, reason: 'enterprise' };
  if (guard === 'enterprise') return { ok: true };
  return profile.certified ? { ok: true } : { ok: false, reason: 'certified' };
}

/** Button-level access: a button is available only if its buttonId is in the authorised list (the ids the gateway checks). */
export function can(profile: Profile | null, buttonId: ButtonId): boolean {
  if (!profile) return false;
  return profile.authList.some((m) => m.pages.some((p) => p.buttons.some((b) => b.buttonId === buttonId)));
}
