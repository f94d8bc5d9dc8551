import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeLang } from '#shared/rules/texts';
import { isMobilePath } from '#shared/utils/build-paths';
import { safeRedirect } from '#shared/utils/safe-redirect';
import { OidcError, relyingParty } from '../adapters/oidc/relying-party';
import { OIDC_STANDIN_PREFIX, STANDIN_OIDC_CLIENT } from '../adapters/oidc/settings';
import { registerOidcStandIn } from '../adapters/oidc/stand-in';
import type { Deps } from '../deps';
import { FINISH_TTL_MS, START_TTL_MS, newAttemptSecrets, recordSubject, saveAttempt, spendAttempt } from '../domains/oidc-login/attempts';
import { memberOfSubject } from '../domains/oidc-login/sign-in';
import { OIDC_LOGIN_COOKIE, oidcLoginCookie } from '../gateway/oidc-login-cookie';
import { cookieOf } from './cookies';

/**
 * Gateway-owned third-party sign-in over OpenID Connect (decision 0022):
 *
 * GET /auth/oidc/start?provider=<id>&redirect=<same-origin path>
 *   discovers the provider, keeps a new attempt in the database (state hashed, PKCE verifier,
 *   nonce, the redirect) bound to this browser by a new HttpOnly cookie, and sends the browser
 *   to the provider's authorization endpoint (code + PKCE S256 + state + nonce).
 *
 * GET /auth/oidc/callback?code=&state=
 *   spends the attempt once (same browser, within 10 minutes), exchanges the code (ID token
 *   checked by openid-client), and sends the browser to the finishing page: `?step=finish` for a
 *   linked subject, `?step=link` for an unknown one. It signs nobody in itself: the page does,
 *   with oidcLogin/finish or oidcLogin/link.
 *
 * Every failure goes to the page with `?oidcError=<reason>` (and the redirect), which explains it
 * in the visitor's language. The page is /hwAuthorize, or /h5/hwAuthorize when the way back is an
 * H5 page.
 */

export type OidcErrorReason = 'unknown' | 'unavailable' | 'state' | 'used' | 'expired' | 'code' | 'denied' | 'provider';

const HOME = '/';
const CALLBACK = '/auth/oidc/callback';

export const finishingPage = (redirect: string) => (isMobilePath(redirect) ? '/h5/hwAuthorize' : '/hwAuthorize');

export function registerOidcLogin(app: FastifyInstance, deps: Deps) {
  const { oidcLogin: oidc, port, production } = deps.config;
  if (!production) {
    const callbacks = [...new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`, 'http://127.0.0.1', 'http://localhost'].map((o) => new URL(CALLBACK, o).href))];
    const standIn = oidc.providers.find((p) => new URL(p.issuer).pathname === OIDC_STANDIN_PREFIX && p.clientId === STANDIN_OIDC_CLIENT.id);
    if (standIn) registerOidcStandIn(app, { issuer: standIn.issuer, clientId: standIn.clientId, clientSecret: standIn.clientSecret, redirectUris: callbacks, codeTtlS: oidc.standInCodeTtlS });
  }
  const rp = relyingParty(app, port);

  const cookie = (value: string, maxAgeS: number, req: FastifyRequest) =>
    [`${OIDC_LOGIN_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeS}`, 'SameSite=Lax', 'HttpOnly', ...(production || req.protocol === 'https' ? ['Secure'] : [])].join('; ');
  // The redirect URI registered at the providers: OIDC_CALLBACK_URL, else this request's own origin.
  const callbackUri = (req: FastifyRequest) => oidc.callbackUrl ?? new URL(CALLBACK, `${req.protocol}://${req.host}`).href;
  const fail = (reply: FastifyReply, reason: OidcErrorReason, redirect: string) => reply.redirect(`${finishingPage(redirect)}?oidcError=${reason}&redirect=${encodeURIComponent(redirect)}`, 302);

  app.get<{ Querystring: { provider?: string; redirect?: string; lang?: string } }>('/auth/oidc/start', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const redirect = safeRedirect(req.query.redirect, HOME);
    const provider = oidc.providers.find((p) => p.id === req.query.provider);
    if (!provider) return fail(reply, 'unknown', redirect);
    const lang = normalizeLang(req.query.lang ?? cookieOf(req.headers.cookie, 'lang') ?? undefined);
    const secrets = newAttemptSecrets();
    let url: URL;
    try {
      url = await rp.authorizationUrl(provider, { redirectUri: callbackUri(req), state: secrets.state, nonce: secrets.nonce, codeVerifier: secrets.codeVerifier, lang });
    } catch (err) {
      req.log.warn({ err: err instanceof OidcError ? err.cause : err, provider: provider.id }, 'OpenID provider discovery failed');
      return fail(reply, 'unavailable', redirect);
    }
    // Kept only once the provider answered: a provider that is down leaves nothing behind.
    await saveAttempt(deps.db, deps.clock.now(), secrets, { provider: provider.id, redirect });
    reply.header('set-cookie', cookie(secrets.browser, (START_TTL_MS + FINISH_TTL_MS) / 1000, req));
    return reply.redirect(url.href, 302);
  });

  app.get<{ Querystring: { state?: string } }>(CALLBACK, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const now = deps.clock.now();
    const spent = await spendAttempt(deps.db, now, req.query.state, oidcLoginCookie(req.headers.cookie));
    if (!spent.ok) return fail(reply, spent.reason, spent.attempt?.redirect ?? HOME);
    const attempt = spent.attempt;
    const redirect = safeRedirect(attempt.redirect, HOME);
    const provider = oidc.providers.find((p) => p.id === attempt.provider);
    if (!provider) return fail(reply, 'unknown', redirect);
    let identity;
    try {
      const current = new URL(req.url, `${req.protocol}://${req.host}`);
      identity = await rp.exchange(provider, { callbackUrl: current, state: req.query.state!, nonce: attempt.nonce, codeVerifier: attempt.codeVerifier });
    } catch (err) {
      const reason = err instanceof OidcError ? err.reason : 'provider';
      req.log.warn({ err: err instanceof OidcError ? err.cause : err, provider: provider.id, reason }, 'OpenID sign-in failed');
      return fail(reply, reason, redirect);
    }
    const memberId = await memberOfSubject(deps.db, identity.issuer, identity.subject);
    await recordSubject(deps.db, deps.clock.now(), attempt.id, identity, memberId);
    return reply.redirect(`${finishingPage(redirect)}?step=${memberId === null ? 'link' : 'finish'}`, 302);
  });
}
