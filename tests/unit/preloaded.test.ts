import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A response the server wrote into the HTML stands for the first load of exactly that call, once.
const post = vi.fn();
vi.mock('#shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));

const block = (entries: unknown) => {
  document.body.innerHTML = `<script type="application/json" id="gateway-preload">${JSON.stringify(entries)}</script><div id="root"></div>`;
};

describe('preloaded gateway responses', () => {
  beforeEach(() => {
    vi.resetModules();
    post.mockReset();
  });

  it('are taken once, by command, parameters (any key order) and language', async () => {
    block([{ cmd: 'device/getModelDetail', parameters: { a: 1, model: 'IBX-100' }, lang: 'zh-CN', response: { model: 'IBX-100' } }]);
    const { takePreloaded } = await import('#shared/api/preloaded');
    expect(takePreloaded('device/getModelDetail', { model: 'IBX-100', a: 1 }, 'en')).toBeUndefined();
    expect(takePreloaded('device/getModelDetail', { model: 'IBX-200', a: 1 }, 'zh-CN')).toBeUndefined();
    expect(takePreloaded('device/getModelDetail', { model: 'IBX-100', a: 1 }, 'zh-CN')).toEqual({ response: { model: 'IBX-100' } });
    expect(takePreloaded('device/getModelDetail', { model: 'IBX-100', a: 1 }, 'zh-CN')).toBeUndefined();
    expect(document.getElementById('gateway-preload')).toBeNull();
  });

  it('match a paged read only with its page and rows', async () => {
    block([{ cmd: 'webNews/getNewsList', parameters: { category: 'all' }, lang: 'zh-CN', page: 1, rows: 6, response: { list: [] } }]);
    const { takePreloaded } = await import('#shared/api/preloaded');
    expect(takePreloaded('webNews/getNewsList', { category: 'all' }, 'zh-CN')).toBeUndefined();
    expect(takePreloaded('webNews/getNewsList', { category: 'all' }, 'zh-CN', 1, 8)).toBeUndefined();
    expect(takePreloaded('webNews/getNewsList', { category: 'all' }, 'zh-CN', 1, 6)).toEqual({ response: { list: [] } });
  });

  it('ignore a malformed block', async () => {
    document.body.innerHTML = '<script type="application/json" id="gateway-preload">{nope</script>';
    const { takePreloaded } = await import('#shared/api/preloaded');
    expect(takePreloaded('x', {}, 'zh-CN')).toBeUndefined();
  });

  it('let useCommand render the data at once without calling the gateway; a reload calls it', async () => {
    block([{ cmd: 'device/getModelDetail', parameters: { model: 'IBX-100' }, lang: 'zh-CN', response: { model: 'IBX-100', name: 'preloaded' } }]);
    const { useCommand } = await import('#shared/api/useCommand');
    const { getModelDetail } = await import('#shared/contract/refs/device');
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { response: { model: 'IBX-100', name: 'fresh' } } });
    const seen: string[] = [];
    let reload = () => {};
    function Probe() {
      const r = useCommand(getModelDetail, { model: 'IBX-100' });
      reload = r.reload;
      seen.push(r.loading ? 'loading' : String(r.data?.name));
      return null;
    }
    const root = createRoot(document.getElementById('root')!);
    await act(async () => root.render(createElement(Probe)));
    expect(seen[0]).toBe('preloaded');
    expect(post).not.toHaveBeenCalled();
    await act(async () => reload());
    expect(post).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toBe('fresh');
    await act(async () => root.unmount());
  });

  it('answer the first call() of that command without the HTTP client (the store-driven pages), once', async () => {
    block([{ cmd: 'activity/getActivityInfo', parameters: { kind: 'lottery' }, lang: 'zh-CN', response: { activityCode: 'A1' } }]);
    const { call } = await import('#shared/api/client');
    const { getActivityInfo } = await import('#shared/contract/refs/activity');
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { response: { activityCode: 'fresh' } } });
    expect(await call(getActivityInfo, { kind: 'lottery' })).toEqual({ activityCode: 'A1' });
    expect(post).not.toHaveBeenCalled();
    expect(await call(getActivityInfo, { kind: 'lottery' })).toEqual({ activityCode: 'fresh' });
    expect(post).toHaveBeenCalledTimes(1);
  });
});
