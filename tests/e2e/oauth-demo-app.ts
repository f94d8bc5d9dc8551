import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';

/** The demo app (a public client) the e2e runs register at 127.0.0.1:8080/authorize, on both builds. */
export const DEMO_APP = 'demo-app';
export const REDIRECT = 'http://127.0.0.1:8080/authorize';

/** The demo app's authorization request with a fresh PKCE verifier and state (and a nonce when asked for). */
export function authorizeRequest(scope: string, o: { nonce?: boolean } = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const q = new URLSearchParams({
    client_id: DEMO_APP,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
    state,
    ...(o.nonce ? { nonce: randomBytes(8).toString('hex') } : {}),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return { path: `/oauth/authorize?${q}`, verifier, state };
}

/** The demo app's callback, answered in place; its arrivals are collected. */
export async function demoApp(context: BrowserContext) {
  const arrived: URL[] = [];
  await context.route('http://127.0.0.1:8080/**', (route) => {
    arrived.push(new URL(route.request().url()));
    return route.fulfill({ contentType: 'text/html', body: '<title>demo app</title><h1>demo app</h1>' });
  });
  return arrived;
}
