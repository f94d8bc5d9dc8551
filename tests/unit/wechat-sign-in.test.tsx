import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '#shared/contract/errors';

// The H5 login pages' WeChat side over a stubbed transport (decision 0006): the WeChat ticket is an
// HttpOnly cookie the page never reads or sends; it asks the gateway, and only after an OAuth ran here.
const post = vi.fn();
vi.mock('#shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));

const { useWeChatSignIn } = await import('../../src-mobile/features/account/useWeChatSignIn');
type Hook = ReturnType<typeof useWeChatSignIn>;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answer = (body: unknown, status = 200) => ({ status, statusText: status === 200 ? 'OK' : 'Error', body });
const calls = () => post.mock.calls.map((c) => c[1] as { cmd: string; parameters?: unknown });

let latest: Hook;
let root: ReturnType<typeof createRoot> | null = null;
function Probe({ mode }: { mode: 'signIn' | 'peek' }) {
  latest = useWeChatSignIn(mode, true, () => undefined);
  return null;
}
async function mount(mode: 'signIn' | 'peek' = 'signIn') {
  root = createRoot(document.createElement('div'));
  await act(async () => root!.render(<Probe mode={mode} />));
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}

beforeEach(() => {
  post.mockReset();
  document.cookie = 'openid=; max-age=0; path=/';
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('useWeChatSignIn', () => {
  it('makes no call for a browser that never ran the OAuth', async () => {
    await mount();
    expect(post).not.toHaveBeenCalled();
    expect(latest.state).toEqual({ kind: 'none' });
    expect(latest.hasWeChat).toBe(false);
  });

  it('asks the gateway without a ticket parameter; no live ticket (1006, field wxTicket) means no WeChat', async () => {
    document.cookie = 'openid=o-test; path=/';
    post.mockResolvedValue(answer({ error: { errorCode: ErrorCode.refused, errorInfo: 'expired', field: 'wxTicket' } }));
    await mount();
    expect(calls()).toEqual([expect.objectContaining({ cmd: 'activity/getMemberInfobyUnionid', parameters: {} })]);
    expect(latest.state).toEqual({ kind: 'none' });
    expect(await latest.bindNow()).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('an unbound WeChat is shown and bound after the login, again without a ticket in the body', async () => {
    document.cookie = 'openid=o-test; path=/';
    const wechat = { nickname: '李明', avatarUrl: null };
    post.mockImplementation(async (_url: string, body: { cmd: string }) => answer({ response: body.cmd === 'memberWechat/bindUnionid' ? { bound: true, wechat } : { bound: false, wechat } }));
    await mount();
    expect(latest.state).toEqual({ kind: 'unbound', wechat });
    expect(latest.hasWeChat).toBe(true);
    expect(await latest.bindNow()).toBe(true);
    expect(calls().at(-1)).toMatchObject({ cmd: 'memberWechat/bindUnionid', parameters: {} });
    expect(JSON.stringify(calls())).not.toMatch(/wxTicket/);
  });

  it('a gateway that cannot be asked is told apart from no ticket', async () => {
    document.cookie = 'openid=o-test; path=/';
    post.mockResolvedValue(answer('Bad Gateway', 502));
    await mount('peek');
    expect(calls()[0]).toMatchObject({ cmd: 'memberWechat/getBindList', parameters: {} });
    expect(latest.state).toEqual({ kind: 'invalid' });
  });
});
