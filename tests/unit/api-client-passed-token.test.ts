import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginInfo } from '../helpers/login-info';

// A passed token (/h5/permissions?token=) is not the browser's session: its refusal neither logs out nor redirects.
const post = vi.fn();
vi.mock('#shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));

const { call } = await import('#shared/api/client');
const { setLoginRequiredHandler } = await import('#shared/api/ui-hooks');
const { useSession } = await import('#shared/auth/session');
const { queryMemberPage } = await import('#shared/contract/refs/org');

const signedIn = loginInfo('session-tok', 'ref');

describe('gateway client with a passed token', () => {
  beforeEach(() => {
    post.mockReset();
    useSession.getState().clear();
  });

  it('sends the passed token instead of the session one, with the H5 page and rows', async () => {
    useSession.getState().setLogin(signedIn);
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { response: { list: [], total: 0 } } });
    await call(queryMemberPage, {}, { token: 'app-tok', page: 1, rows: 1000 });
    expect(post.mock.calls[0][1]).toMatchObject({ cmd: 'memberAppAuth/queryMemberPage', token: 'app-tok', page: 1, rows: 1000 });
  });

  it('rejects 14/15 on a passed token without clearing the session or asking for a login', async () => {
    const asked: number[] = [];
    setLoginRequiredHandler(({ code }) => asked.push(code));
    useSession.getState().setLogin(signedIn);
    for (const code of [14, 15]) {
      post.mockResolvedValue({ status: 200, statusText: 'OK', body: { error: { errorCode: code, errorInfo: 'bad token' } } });
      await expect(call(queryMemberPage, {}, { token: 'app-tok', page: 1, rows: 1000 })).rejects.toMatchObject({ code });
    }
    expect(useSession.getState().token).toBe('session-tok');
    expect(asked).toEqual([]);
    // Only one request each: no session refresh was attempted for someone else's token.
    expect(post).toHaveBeenCalledTimes(2);
  });
});
