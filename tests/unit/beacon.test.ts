import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginInfo } from '../helpers/login-info';

// Fire-and-forget reports: a beacon with the envelope, or the gateway client when no beacon can go.
const post = vi.fn();
vi.mock('#shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));

const { report } = await import('#shared/api/beacon');
const { setClientLang } = await import('#shared/api/client');
const { useSession } = await import('#shared/auth/session');
const { pageView } = await import('#shared/contract/refs/system');

const view = { path: '/wx/login', title: '登录', build: 'mobile' as const };
const sent = async (blob: Blob) => ({ type: blob.type, body: JSON.parse(await blob.text()) as unknown });

describe('report (beacon)', () => {
  const original = navigator.sendBeacon;
  beforeEach(() => {
    post.mockReset();
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { response: { recorded: true } } });
    useSession.getState().clear();
    setClientLang('zh-CN');
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: original, configurable: true });
  });

  it('queues the envelope as JSON with lang and the session token, and loads no HTTP client', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    useSession.getState().setLogin(loginInfo('tok-9', 'ref-9'));
    setClientLang('en');
    report(pageView, view);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/?lang=en');
    expect(await sent(blob)).toEqual({ type: 'application/json', body: { cmd: 'analytics/pageView', parameters: view, token: 'tok-9' } });
    expect(post).not.toHaveBeenCalled();
  });

  it('sends no token when nobody is signed in', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    report(pageView, view);
    const [, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect((await sent(blob)).body).toEqual({ cmd: 'analytics/pageView', parameters: view });
  });

  it('falls back to the gateway client when the browser refuses the beacon or has none', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => false), configurable: true });
    report(pageView, view);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][0]).toBe('/api/?lang=zh-CN');
    expect(post.mock.calls[0][1]).toEqual({ cmd: 'analytics/pageView', parameters: view });

    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    report(pageView, view);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  });
});
