import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Lang } from './centre-helpers';

/** A login command's answer: the tokens and the profile the login page stores. */
export type LoginAnswer = Record<string, unknown> & { token: string; refreshToken: string };

/** webMember/companyLogin through the API (a demo member of the demo company unless told otherwise). */
export async function companyLogin(request: APIRequestContext, mobile: string, companyCode = 'C10000001', password = 'Demo@1234'): Promise<LoginAnswer> {
  const body = (await (await request.post('/api/', { data: { cmd: 'webMember/companyLogin', parameters: { mobile, password, companyCode } } })).json()) as { response?: LoginAnswer; error?: unknown };
  if (body.error) throw new Error(`webMember/companyLogin: ${JSON.stringify(body.error)}`);
  return body.response!;
}

/** Signs the page in with a login answer as the login page would (token cookies, language, stored profile). */
export async function adoptLogin(page: Page, context: BrowserContext, baseURL: string, lang: Lang, login: LoginAnswer) {
  const { token, refreshToken, ...profile } = login;
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'refreshToken', value: refreshToken, url: baseURL },
    { name: 'lang', value: lang, url: baseURL },
  ]);
  await page.goto('/NoPage');
  await page.evaluate((p) => localStorage.setItem('portal.profile', p), JSON.stringify(profile));
}

/** Signs the page in as a demo member (company login); answers the access token. */
export async function signIn(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string, lang: Lang, mobile: string, companyCode = 'C10000001') {
  const login = await companyLogin(request, mobile, companyCode);
  await adoptLogin(page, context, baseURL, lang, login);
  return login.token;
}
