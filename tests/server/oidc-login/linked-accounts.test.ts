import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcIdentities } from '#server/db/schema';
import { startTestServer, type TestServer } from '../../helpers/server';
import { mobiles, personLogin, sendSms, lastSms, smsCode } from '../account/_flow';
import { type Jar, roundTrip } from './_oidc';
import { ErrorCode } from '#shared/contract/errors';
import * as accountCmds from '#shared/contract/account';
import * as oidcLoginCmds from '#shared/contract/oidc-login';

/**
 * The member centre's linked accounts: listing the member's own provider links, and unlinking one
 * (validated, member only, one's own links only); an unlinked account is asked for a mobile again,
 * and a member without a password still signs in by SMS code afterwards.
 */

let s: TestServer;
const nextMobile = mobiles('176');
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function linkNew(user: string, mobile: string): Promise<{ token: string; jar: Jar }> {
  const { flow, landed } = await roundTrip(s, user);
  expect(landed).toBe('/hwAuthorize?step=link');
  const r = await sendSms(s, { mobile, nationCode: '86', purpose: 'oidcLink' }, { cookie: flow.portal.header() });
  expect(r.error).toBeUndefined();
  const code = await lastSms(s, mobile);
  s.app.deps.clock.advance(61_000);
  const linked = await s.call(oidcLoginCmds.link, { mobile, smsCode: code }, { cookie: flow.portal.header() });
  expect(linked.error, JSON.stringify(linked.error)).toBeUndefined();
  return { token: linked.response.token as string, jar: flow.portal };
}

describe('linked accounts in the member centre', () => {
  it("lists the member's own links with the provider's name in the caller's language", async () => {
    const { token } = await linkNew('frank', nextMobile());
    const en = await s.call(oidcLoginCmds.linkedAccounts, {}, { token, lang: 'en' });
    expect(en.response).toEqual([{ id: expect.any(Number), providerId: 'demo', provider: 'Demo identity provider', linkedAt: expect.any(String), lastSignInAt: expect.any(String) }]);
    expect((await s.call(oidcLoginCmds.linkedAccounts, {}, { token, lang: 'zh-CN' })).response[0].provider).toBe('演示身份平台');
    // A member with no link: an empty list.
    const other = await personLogin(s, '13800000002', 'Demo@1234');
    expect((await s.call(oidcLoginCmds.linkedAccounts, {}, { token: other.token })).response).toEqual([]);
  });

  it("refuses the signed-out, bad parameters and another member's link", async () => {
    const { token } = await linkNew('grace', nextMobile());
    const [link] = (await s.call(oidcLoginCmds.linkedAccounts, {}, { token })).response as { id: number }[];
    expect((await s.call(oidcLoginCmds.linkedAccounts, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(oidcLoginCmds.unlink, { id: link.id })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(oidcLoginCmds.unlink, { id: 'x' }, { token })).error?.errorCode).toBe(ErrorCode.invalidParams);
    expect((await s.call(oidcLoginCmds.unlink, { id: link.id, memberId: 1 }, { token })).error?.errorCode).toBe(ErrorCode.invalidParams);
    const other = await personLogin(s, '13800000002', 'Demo@1234');
    const refused = await s.call(oidcLoginCmds.unlink, { id: link.id }, { token: other.token, lang: 'en' });
    expect(refused.error).toMatchObject({ errorCode: ErrorCode.notFound, field: 'id' });
    expect(await s.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.id, link.id))).toHaveLength(1);
  });

  it('unlinks: the account is asked for a mobile again, an attempt waiting to finish cannot, and SMS still signs the member in', async () => {
    const mobile = nextMobile();
    const { token } = await linkNew('heidi', mobile);
    // An attempt that came back linked, not yet finished when the link goes.
    const waiting = await roundTrip(s, 'heidi');
    expect(waiting.landed).toBe('/hwAuthorize?step=finish');

    const [link] = (await s.call(oidcLoginCmds.linkedAccounts, {}, { token })).response as { id: number }[];
    expect((await s.call(oidcLoginCmds.unlink, { id: link.id }, { token })).response).toEqual({ unlinked: true });
    expect((await s.call(oidcLoginCmds.linkedAccounts, {}, { token })).response).toEqual([]);
    // Twice: gone already.
    expect((await s.call(oidcLoginCmds.unlink, { id: link.id }, { token })).error?.errorCode).toBe(ErrorCode.notFound);

    expect((await s.call(oidcLoginCmds.finish, {}, { cookie: waiting.flow.portal.header() })).error?.errorCode).toBe(ErrorCode.refused);
    expect((await roundTrip(s, 'heidi')).landed).toBe('/hwAuthorize?step=link');

    // Registered by the link, so no password: the mobile is still a way in.
    const code = await smsCode(s, mobile, 'login');
    const again = await s.call(accountCmds.personSmsLogin, { mobile, smsCode: code });
    expect(again.error, JSON.stringify(again.error)).toBeUndefined();
    expect(again.response.mobile).toBe(mobile);
  });
});
