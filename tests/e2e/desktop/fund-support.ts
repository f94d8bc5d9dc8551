import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { outbox, SHOTS, tr as trNs, type Lang } from './centre-helpers';

export { api, outbox, SHOTS, txt, type Lang } from './centre-helpers';
export { signIn } from './session-support';

/** Steps shared by the fund-account journeys: API sign-in, dev outbox and jobs, locale texts, screenshots. */

/** A text of the fund namespace (or another) by dotted path, with {{vars}} filled. */
export const tr = (lang: Lang, path: string, vars: Record<string, string | number> = {}, ns = 'fund') => trNs(lang, ns, path, vars);

/** The newest code sent to a mobile, after the page asked for it. */
export async function codeFor(request: APIRequestContext, mobile: string, after: number) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const item = (await outbox(request, mobile)).find((i) => i.code && Date.parse((i as { at?: string }).at ?? '') >= after - 1000);
      code = item?.code;
      return !!code;
    })
    .toBe(true);
  return code!;
}

export async function runJobs(request: APIRequestContext, advanceDays: number) {
  const res = await request.post('/api/dev/run-jobs', { data: { advanceDays } });
  expect(res.ok()).toBe(true);
}

/** Types an 8-digit payment password into the 8-box input named `name`. */
export async function typePayKey(page: Page, name: string, digits: string) {
  await page.getByTestId(name).click();
  await page.keyboard.type(digits);
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
