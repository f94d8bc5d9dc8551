/**
 * The account pages' skins: the portal's own, the blue login (/Login-blue) and the industry
 * service hub (/ish-login, /ish-forget). One set of components; a skin only changes CSS
 * variables, the brand panel's copy and where the pages link to each other.
 */
export type Skin = 'default' | 'blue' | 'ish';

export interface SkinLinks {
  login: string;
  forget: string;
  register: string;
}

export const skinLinks: Record<Skin, SkinLinks> = {
  default: { login: '/login', forget: '/forget', register: '/register' },
  blue: { login: '/Login-blue', forget: '/forget', register: '/register' },
  ish: { login: '/ish-login', forget: '/ish-forget', register: '/register' },
};

/** The antd primary colour inside each skin (the CSS variable --auth-accent has the same value). */
export const skinAccent: Record<Skin, string> = { default: '#1656d8', blue: '#0a5cff', ish: '#0b7f86' };
