import { create } from 'zustand';
import { getCookie, removeCookie, setCookie } from '../utils/cookies';
import { effectiveCompany, type LoginInfo } from './login-info';

/**
 * The session store. The token and refresh token live in cookies on the shared
 * top domain (the spec's cross-site sign-in); the profile is kept in
 * localStorage (shared by the site's tabs) so a reload or a new tab does not
 * need a round trip before first paint. It is only trusted while a token cookie exists.
 */
export type Profile = Omit<LoginInfo, 'token' | 'refreshToken'>;

interface SessionState {
  token: string | null;
  refreshToken: string | null;
  profile: Profile | null;
  setLogin(info: LoginInfo): void;
  setProfile(profile: Profile): void;
  /** New tokens for the same login (a refresh, or one another tab made). */
  setTokens(token: string, refreshToken: string): void;
  clear(): void;
}

const PROFILE_KEY = 'portal.profile';

function readProfile(): Profile | null {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    return raw ? (JSON.parse(raw) as Profile) : null;
  } catch {
    return null;
  }
}

function splitInfo(info: LoginInfo): Profile {
  const { token: _t, refreshToken: _r, ...profile } = info;
  return { ...profile, companyName: effectiveCompany(profile.companyName) };
}

export const useSession = create<SessionState>((set) => ({
  token: getCookie('token'),
  refreshToken: getCookie('refreshToken'),
  profile: getCookie('token') ? readProfile() : null,
  setLogin(info) {
    setCookie('token', info.token);
    setCookie('refreshToken', info.refreshToken);
    const profile = splitInfo(info);
    try {
      localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
    } catch {
      /* private mode: the profile is refetched */
    }
    set({ token: info.token, refreshToken: info.refreshToken, profile });
  },
  setTokens(token, refreshToken) {
    setCookie('token', token);
    if (refreshToken) setCookie('refreshToken', refreshToken);
    set({ token, refreshToken: refreshToken || null });
  },
  setProfile(profile) {
    try {
      localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
    } catch {
      /* ignore */
    }
    set({ profile });
  },
  clear() {
    removeCookie('token');
    removeCookie('refreshToken');
    try {
      localStorage.removeItem(PROFILE_KEY);
    } catch {
      /* ignore */
    }
    set({ token: null, refreshToken: null, profile: null });
  },
}));
