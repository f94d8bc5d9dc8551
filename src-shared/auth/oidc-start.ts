/**
 * The gateway's start URL of a third-party sign-in. A module of its own (oidc-login.ts re-exports
 * it): the H5 login page links to the providers and needs nothing else of the sign-in flow.
 */
export const oidcStartUrl = (provider: string, redirect: string, lang: string) => `/auth/oidc/start?${new URLSearchParams({ provider, redirect, lang }).toString()}`;
