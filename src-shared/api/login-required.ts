/**
 * What to do when the server says the token is invalid or expired (spec section 8):
 * on a phone go to the WeChat login page with a redirect back; in local-deployment
 * mode go to /login; otherwise open a login dialog.
 */
export type LoginAction = { kind: 'redirect'; to: string } | { kind: 'dialog' };

export function decideLoginAction(opts: { phone: boolean; localMode: boolean; here: string }): LoginAction {
  const redirect = encodeURIComponent(opts.here);
  if (opts.phone) return { kind: 'redirect', to: `/wx/login?redirect=${redirect}` };
  if (opts.localMode) return { kind: 'redirect', to: `/login?redirect=${redirect}` };
  return { kind: 'dialog' };
}
