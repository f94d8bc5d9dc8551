import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpIndustryApi, IndustryApiError } from '#server/adapters/industry/industry-api';
import { registerIndustryStandIn } from '#server/adapters/industry/stand-in';
import { memoryStandInStore } from '#server/adapters/industry/stand-in-store';
import { Clock } from '#server/clock';

/**
 * The industry API stand-in on its memory store (npm run standins), driven by the portal's own
 * client over real HTTP: the same contract as the database-backed one the gateway serves.
 */
const app = Fastify();
const clock = new Clock();
let base = '';

beforeAll(async () => {
  registerIndustryStandIn(app, {
    store: memoryStandInStore(),
    clock,
    clientId: 'portal-rehearsal',
    clientSecret: 'rehearsal-secret-0123456789',
    tokenTtlS: 60,
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
});

const client = (secret = 'rehearsal-secret-0123456789') =>
  httpIndustryApi({
    url: `${base}/industry-standin`,
    clientId: 'portal-rehearsal',
    clientSecret: secret,
    standIn: false,
    standInTokenTtlS: 60,
  });

describe('the memory-backed stand-in', () => {
  it('exchanges, lists, adds, refuses a duplicate, changes status, removes, and refuses an expired or revoked token', async () => {
    const api = client();
    const { accessToken, expiresIn } = await api.token('T1', 'M1');
    expect(expiresIn).toBe(60);
    const a = await api.addMember(accessToken, 'T1', {
      mobile: '13900000001',
      name: 'Zhao Min',
    });
    await api.addMember(accessToken, 'T1', {
      mobile: '13900000002',
      name: 'Qian Jin',
    });
    await expect(
      api.addMember(accessToken, 'T1', {
        mobile: '13900000001',
        name: 'Again',
      }),
    ).rejects.toMatchObject({ status: 409, error: 'member_exists' });
    expect(await api.listMembers(accessToken, 'T1', { page: 1, size: 1 })).toMatchObject({ total: 2, items: [{ name: 'Zhao Min' }] });
    expect(
      (
        await api.listMembers(accessToken, 'T1', {
          page: 1,
          size: 10,
          keyword: 'qian',
        })
      ).items.map((m) => m.name),
    ).toEqual(['Qian Jin']);
    expect(await api.setStatus(accessToken, 'T1', a.id, 'disable')).toMatchObject({ status: 'disabled' });
    await api.removeMember(accessToken, 'T1', a.id);
    await expect(api.removeMember(accessToken, 'T1', a.id)).rejects.toMatchObject({ status: 404 });

    const other = await api.token('T2', 'M2');
    await expect(api.listMembers(other.accessToken, 'T1', { page: 1, size: 10 })).rejects.toMatchObject({ status: 403, tokenRefused: true });
    await api.revoke(other.accessToken);
    await expect(api.listMembers(other.accessToken, 'T2', { page: 1, size: 10 })).rejects.toMatchObject({ status: 401, error: 'invalid_token' });

    clock.advance(61_000);
    const late = await api.listMembers(accessToken, 'T1', { page: 1, size: 10 }).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(IndustryApiError);
    expect((late as IndustryApiError).tokenRefused).toBe(true);
  });

  it('refuses a wrong client secret', async () => {
    await expect(client('not-the-secret-at-all').token('T1', 'M1')).rejects.toMatchObject({ status: 401, error: 'invalid_client' });
  });
});
