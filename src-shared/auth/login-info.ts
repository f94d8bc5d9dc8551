/** Login info as the spec defines it. */
export interface AuthButton {
  buttonId: string;
  name: string;
}
export interface AuthPage {
  pageId: string;
  name: string;
  buttons: AuthButton[];
}
export interface AuthModule {
  moduleId: string;
  name: string;
  pages: AuthPage[];
}

export interface LoginInfo {
  token: string;
  refreshToken: string;
  fullName: string;
  mobile: string;
  workFunction: string | null;
  memberCode: string;
  companyName: string | null;
  companyCode: string | null;
  memberType: 'enterprise' | 'personal';
  certified?: boolean;
  authList: AuthModule[];
  /** Administrator of the session's company: holds every button and 'companyAdmin' needs (auth/can-run.ts). */
  companyAdmin?: boolean;
}

/**
 * A sign-in of a member with a second factor stops here instead of answering a session (decision
 * 0051): `security/secondFactorVerify` with the challenge and a code answers the LoginInfo.
 */
export interface SecondFactorNeeded {
  secondFactorRequired: true;
  /** Single use, valid `expiresIn` seconds. */
  challenge: string;
  expiresIn: number;
  /** What can finish the step: a code from the authenticator app, a passkey (decision 0054). */
  methods: SecondFactorMethod[];
}
export type SecondFactorMethod = 'totp' | 'passkey';

/** What a password or SMS login answers: the session, or the second-factor step. */
export type LoginAnswer = LoginInfo | SecondFactorNeeded;

/** Spec: "a company name meaning personal user is treated as no company". */
const PERSONAL_NAMES = new Set(['个人用户', '个人', 'personal', 'Personal user', 'personal user']);
export function effectiveCompany(name: string | null | undefined): string | null {
  if (!name) return null;
  return PERSONAL_NAMES.has(name.trim()) ? null : name;
}
