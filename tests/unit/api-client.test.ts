import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginInfo } from '../helpers/login-info';
import { ErrorCode } from '#shared/contract/errors';

// The gateway client against a mocked transport: envelope, lang, token, 14/15 and showError.
const post = vi.fn();
vi.mock('#shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));

const { call, setClientLang } = await import('#shared/api/client');
const { setErrorPresenter, setLoginRequiredHandler } = await import('#shared/api/ui-hooks');
const { useSession } = await import('#shared/auth/session');
const { getNotice, unReadMessageInfo } = await import('#shared/contract/system');
const { GatewayError } = await import('#shared/api/gateway-error');

const signedIn = loginInfo('tok-123', 'ref-456');

describe('gateway client', () => {
  beforeEach(() => {
    post.mockReset();
    setClientLang('zh-CN');
    useSession.getState().clear();
  });
  afterEach(() => {
    setErrorPresenter(() => undefined);
    setLoginRequiredHandler(() => undefined);
  });

  it('sends the envelope with lang and resolves the response', async () => {
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { response: { id: 1 } } });
    setClientLang('en');
    await expect(call(getNotice, {})).resolves.toEqual({ id: 1 });
    expect(post).toHaveBeenCalledWith('/api/?lang=en', { cmd: 'notice/getNotice', parameters: {} }, undefined);
  });

  it('attaches the session token', async () => {
    useSession.getState().setLogin(signedIn);
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { response: { isExistUnRead: false, count: 0 } } });
    await call(unReadMessageInfo, {});
    expect(post.mock.calls[0][1]).toMatchObject({ token: 'tok-123' });
  });

  it('rejects server errors with code and text, and shows them only with showError', async () => {
    const shown: string[] = [];
    setErrorPresenter((t) => shown.push(t));
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { error: { errorCode: ErrorCode.refused, errorInfo: 'Nope' } } });
    await expect(call(getNotice, {})).rejects.toMatchObject({ code: 1006, info: 'Nope' });
    expect(shown).toEqual([]);
    await expect(call(getNotice, {}, { showError: true })).rejects.toBeInstanceOf(GatewayError);
    expect(shown).toEqual(['Nope']);
  });

  it('clears the login and asks for a new one on 14 and 15', async () => {
    const asked: number[] = [];
    setLoginRequiredHandler(({ code }) => asked.push(code));
    for (const code of [14, 15]) {
      useSession.getState().setLogin(signedIn);
      post.mockResolvedValue({ status: 200, statusText: 'OK', body: { error: { errorCode: code, errorInfo: 'expired' } } });
      await expect(call(unReadMessageInfo, {})).rejects.toMatchObject({ code });
      expect(useSession.getState().token).toBeNull();
      expect(useSession.getState().profile).toBeNull();
    }
    expect(asked).toEqual([14, 15]);
  });

  it('turns network failures into the localized network text', async () => {
    post.mockRejectedValue(new Error('timeout of 15000ms exceeded'));
    await expect(call(getNotice, {})).rejects.toMatchObject({ code: 0, info: '服务器开小差了，请稍后再试', statusText: 'timeout of 15000ms exceeded' });
    setClientLang('en');
    post.mockResolvedValue({ status: 502, statusText: 'Bad Gateway', body: '<html>' });
    await expect(call(getNotice, {})).rejects.toMatchObject({ code: 502, info: 'The server is having a problem', status: 502 });
  });

  describe('session recovery (webMember/updateTime)', () => {
    const ok = (response: unknown) => ({ status: 200, statusText: 'OK', body: { response } });
    const fail = (errorCode: number) => ({ status: 200, statusText: 'OK', body: { error: { errorCode, errorInfo: 'x' } } });
    const cmds = () => post.mock.calls.map((c) => (c[1] as { cmd: string; token?: string }).cmd);

    it('refreshes through the generated ref of webMember/updateTime', async () => {
      const { refreshCommand } = await import('#shared/api/session-recovery');
      const { updateTime } = await import('#shared/contract/refs/account');
      expect(refreshCommand).toEqual(updateTime);
    });

    it('refreshes an expired token once and retries the command with the new one', async () => {
      const asked: number[] = [];
      setLoginRequiredHandler(({ code }) => asked.push(code));
      useSession.getState().setLogin(signedIn);
      post
        .mockResolvedValueOnce(fail(15))
        .mockResolvedValueOnce(ok({ token: 'tok-new', refreshToken: 'ref-new' }))
        .mockResolvedValueOnce(ok({ isExistUnRead: true, count: 2 }));
      await expect(call(unReadMessageInfo, {})).resolves.toEqual({ isExistUnRead: true, count: 2 });
      expect(cmds()).toEqual(['message/unReadMessageInfo', 'webMember/updateTime', 'message/unReadMessageInfo']);
      expect(post.mock.calls[1][1]).toEqual({ cmd: 'webMember/updateTime', parameters: { refreshToken: 'ref-456' } });
      expect(post.mock.calls[2][1]).toMatchObject({ token: 'tok-new' });
      expect(useSession.getState()).toMatchObject({ token: 'tok-new', refreshToken: 'ref-new' });
      expect(document.cookie).toContain('token=tok-new');
      expect(asked).toEqual([]);
    });

    it('asks for a login when the refresh is refused, without retrying the command', async () => {
      const asked: number[] = [];
      setLoginRequiredHandler(({ code }) => asked.push(code));
      useSession.getState().setLogin(signedIn);
      post.mockResolvedValueOnce(fail(15)).mockResolvedValueOnce(fail(14));
      await expect(call(unReadMessageInfo, {})).rejects.toMatchObject({ code: 15 });
      expect(cmds()).toEqual(['message/unReadMessageInfo', 'webMember/updateTime']);
      expect(useSession.getState().token).toBeNull();
      expect(asked).toEqual([15]);
    });

    it('shares one refresh between concurrent calls', async () => {
      useSession.getState().setLogin(signedIn);
      post.mockImplementation(async (_url: string, body: { cmd: string; token?: string }) => {
        if (body.cmd === 'webMember/updateTime') return ok({ token: 'tok-new', refreshToken: 'ref-new' });
        return body.token === 'tok-new' ? ok({ isExistUnRead: false, count: 0 }) : fail(15);
      });
      await Promise.all([call(unReadMessageInfo, {}), call(unReadMessageInfo, {}), call(unReadMessageInfo, {})]);
      expect(cmds().filter((c) => c === 'webMember/updateTime')).toHaveLength(1);
    });

    it('adopts the token another tab rotated instead of refreshing again', async () => {
      useSession.getState().setLogin(signedIn);
      // Another tab rotated: the shared cookie holds new tokens, this tab's store the old one (now revoked: 14).
      document.cookie = 'token=tok-other; path=/';
      document.cookie = 'refreshToken=ref-other; path=/';
      post.mockImplementation(async (_url: string, body: { token?: string }) => (body.token === 'tok-other' ? ok({ isExistUnRead: false, count: 0 }) : fail(14)));
      await expect(call(unReadMessageInfo, {})).resolves.toEqual({ isExistUnRead: false, count: 0 });
      expect(cmds()).toEqual(['message/unReadMessageInfo', 'message/unReadMessageInfo']);
      expect(useSession.getState()).toMatchObject({ token: 'tok-other', refreshToken: 'ref-other' });
    });
  });
});
