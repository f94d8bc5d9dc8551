import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The gateway client against a mocked transport: envelope, lang, token, 14/15 and showError.
const post = vi.fn();
vi.mock('../../src-shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));

const { call, setClientLang } = await import('../../src-shared/api/client');
const { setErrorPresenter, setLoginRequiredHandler } = await import('../../src-shared/api/ui-hooks');
const { useSession } = await import('../../src-shared/auth/session');
const { getNotice, unReadMessageInfo } = await import('../../src-shared/contract/system');
const { GatewayError } = await import('../../src-shared/api/gateway-error');

const loginInfo = {
  token: 'tok-123',
  refreshToken: 'ref-456',
  fullName: 'Zhang Wei',
  mobile: '13800000001',
  workFunction: null,
  memberCode: 'M1',
  companyName: 'Demo',
  companyCode: 'C1',
  memberType: 'enterprise' as const,
  authList: [],
};

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
    useSession.getState().setLogin(loginInfo);
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { response: { isExistUnRead: false, count: 0 } } });
    await call(unReadMessageInfo, {});
    expect(post.mock.calls[0][1]).toMatchObject({ token: 'tok-123' });
  });

  it('rejects server errors with code and text, and shows them only with showError', async () => {
    const shown: string[] = [];
    setErrorPresenter((t) => shown.push(t));
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { error: { errorCode: 1006, errorInfo: 'Nope' } } });
    await expect(call(getNotice, {})).rejects.toMatchObject({ code: 1006, info: 'Nope' });
    expect(shown).toEqual([]);
    await expect(call(getNotice, {}, { showError: true })).rejects.toBeInstanceOf(GatewayError);
    expect(shown).toEqual(['Nope']);
  });

  it('clears the login and asks for a new one on 14 and 15', async () => {
    const asked: number[] = [];
    setLoginRequiredHandler(({ code }) => asked.push(code));
    for (const code of [14, 15]) {
      useSession.getState().setLogin(loginInfo);
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
});
