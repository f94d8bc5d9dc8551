import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, type GatewayBody } from '../../helpers/server';
import { multipart, PNG, uploadAs } from '../centre/_files';
import { ErrorCode } from '#shared/contract/errors';
import * as accountChecksCmds from '#shared/contract/account-checks';
import * as baseFileCmds from '#shared/contract/base-file';
import * as accountCmds from '#shared/contract/account';

/** webMember/validPassword, webMember/queryBusinessAuthority, file/getUrlAndParams, file/getCncFileUrl (decision record 0016). */
const s = useTestServer();
let admin: string;
let plain: string;
let other: string;
let personal: string;
let uncertified: string;

beforeAll(async () => {
  admin = await s.createSession('member', '13800000001', { companyCode: 'C10000001' });
  plain = await s.createSession('member', '13800000012', { companyCode: 'C10000001' });
  other = await s.createSession('member', '13800000005', { companyCode: 'C10000005' });
  personal = await s.createSession('member', '13800000002');
  uncertified = await s.createSession('member', '13800000003');
});

describe('webMember/validPassword', () => {
  it('confirms the right password; a wrong one is 1006 on the field; 1002 without one; signed out 14', async () => {
    expect((await s.call(accountChecksCmds.validPassword, { password: 'Demo@1234' }, { token: plain })).response).toEqual({ valid: true });
    expect((await s.call(accountChecksCmds.validPassword, { password: 'nope' }, { token: plain, lang: 'en' })).error).toEqual({ errorCode: ErrorCode.refused, errorInfo: 'The password is incorrect', field: 'password' });
    expect((await s.call(accountChecksCmds.validPassword, { password: '' }, { token: plain })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'password' });
    expect((await s.call(accountChecksCmds.validPassword, { password: 'Demo@1234' })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('20 parallel wrong tries share the login lockout: then the right password is refused, and login too', async () => {
    const rs: GatewayBody[] = await Promise.all(Array.from({ length: 20 }, (_, i) => s.call(accountChecksCmds.validPassword, { password: `Wrong@${i}` }, { token: personal })));
    expect(rs.filter((r) => r.error?.errorCode === ErrorCode.refused).length).toBeLessThanOrEqual(5);
    expect(rs.filter((r) => r.error?.errorCode === ErrorCode.tooMany).length).toBeGreaterThanOrEqual(15);
    expect((await s.call(accountChecksCmds.validPassword, { password: 'Demo@1234' }, { token: personal })).error?.errorCode).toBe(ErrorCode.tooMany);
    expect((await s.call(accountCmds.personLogin, { mobile: '13800000002', password: 'Demo@1234' })).error?.errorCode).toBe(ErrorCode.tooMany);
    s.app.deps.clock.advance(15 * 60_000 + 1000);
    expect((await s.call(accountChecksCmds.validPassword, { password: 'Demo@1234' }, { token: personal })).response).toEqual({ valid: true });
  });
});

describe('webMember/queryBusinessAuthority', () => {
  const of = async (token: string, p = {}) =>
    Object.fromEntries(
      ((await s.call(accountChecksCmds.queryBusinessAuthority, p, { token, lang: 'en' })).response as { business: string; allowed: boolean; reason: string | null }[]).map((b) => [b.business, b.reason ?? 'ok']),
    );

  it('answers each business with the reason when not allowed', async () => {
    expect(await of(admin)).toMatchObject({ companyFunctions: 'ok', finance: 'ok', capital: 'ok' });
    expect(await of(other)).toMatchObject({ companyFunctions: 'ok', capital: 'The fund account is not opened yet' });
    expect(await of(uncertified)).toMatchObject({ companyFunctions: 'You are not yet a real-name certified member, please apply first', capital: 'You are not yet a real-name certified member, please apply first' });
    expect(await of(personal)).toEqual({
      companyFunctions: 'Please log in with an enterprise account',
      finance: 'Please log in with an enterprise account',
      capital: 'Please log in with an enterprise account',
      facApp: 'Please log in with an enterprise account',
    });
    expect(Object.keys(await of(admin, { business: 'capital' }))).toEqual(['capital']);
    expect((await s.call(accountChecksCmds.queryBusinessAuthority, { business: 'nope' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'business' });
  });
});

describe('file/getUrlAndParams and file/getCncFileUrl', () => {
  it('gives a direct-upload form whose token uploads a company document, then a signed link to it for the company only', async () => {
    const form = (await s.call(baseFileCmds.getUrlAndParams, { bizId: 'device-1' }, { token: admin })).response;
    expect(form).toMatchObject({ url: '/api/upload', method: 'POST', fileField: 'file', maxBytes: 4 * 1024 * 1024 });
    const { payload, headers } = multipart(form.fields, { name: 'program.png', data: PNG });
    const up = (await s.app.inject({ method: 'POST', url: form.url, payload, headers })).json() as { response: { fileId: string } };
    const fileId = up.response.fileId;
    const link = (await s.call(baseFileCmds.getCncFileUrl, { fileId }, { token: admin })).response;
    expect(link).toMatchObject({ name: 'program.png', expiresIn: 900 });
    const got = await s.app.inject({ method: 'GET', url: link.url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    // another company, a wrong id, and a member's private upload are not found
    expect((await s.call(baseFileCmds.getCncFileUrl, { fileId }, { token: other })).error).toMatchObject({ errorCode: ErrorCode.notFound });
    expect((await s.call(baseFileCmds.getCncFileUrl, { fileId: 'nope' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.notFound });
    const mine = await uploadAs(s, admin, { name: 'x.png', data: PNG });
    expect((await s.call(baseFileCmds.getCncFileUrl, { fileId: mine.fileId }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.notFound });
    expect((await s.call(baseFileCmds.getCncFileUrl, { fileId: '../etc' }, { token: admin })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'fileId' });
  });

  it('needs the device or employee pages (1003) and a company session', async () => {
    expect((await s.call(baseFileCmds.getUrlAndParams, {}, { token: plain })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await s.call(baseFileCmds.getCncFileUrl, { fileId: 'abc' }, { token: plain })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
    expect((await s.call(baseFileCmds.getUrlAndParams, {}, { token: personal })).error).toMatchObject({ errorCode: ErrorCode.forbidden });
  });
});
