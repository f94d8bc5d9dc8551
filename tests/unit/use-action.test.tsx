import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '#shared/contract/errors';

// useAction over a stubbed transport: busy while a run is on its way, the refusal kept, one request per double click.
const post = vi.fn();
vi.mock('#shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));

const { useAction } = await import('#shared/api/useAction');
const { sumbitApply } = await import('#shared/contract/refs/fund');
type Hook = ReturnType<typeof useAction<typeof sumbitApply>>;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let latest: Hook;
let root: ReturnType<typeof createRoot> | null = null;
function Probe() {
  latest = useAction(sumbitApply);
  return null;
}
async function mount() {
  root = createRoot(document.createElement('div'));
  await act(async () => root!.render(<Probe />));
}
const params = { amount: '1.00', payPassword: '123456', idempotencyKey: 'k1', bankCardId: 1 } as never;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  post.mockReset();
});

describe('useAction', () => {
  it('is busy while the command runs and answers its response', async () => {
    let release!: (v: unknown) => void;
    post.mockReturnValueOnce(new Promise((r) => (release = r)));
    await mount();
    let done!: Promise<unknown>;
    act(() => {
      done = latest.run(params);
    });
    expect(latest.busy).toBe(true);
    await act(async () => {
      release({ status: 200, statusText: 'OK', body: { response: { orderNo: 'W1' } } });
      await done;
    });
    expect(latest.busy).toBe(false);
    expect(await done).toEqual({ orderNo: 'W1' });
    expect(latest.error).toBeUndefined();
  });

  it('keeps the refusal with its field and rejects the run', async () => {
    post.mockResolvedValueOnce({ status: 200, statusText: 'OK', body: { error: { errorCode: ErrorCode.refused, errorInfo: 'Insufficient', field: 'amount' } } });
    await mount();
    await act(async () => {
      await latest.run(params).catch(() => undefined);
    });
    expect(latest.busy).toBe(false);
    expect(latest.error?.code).toBe(ErrorCode.refused);
    expect(latest.error?.field).toBe('amount');
  });

  it('sends once for a double click', async () => {
    post.mockResolvedValue({ status: 200, statusText: 'OK', body: { response: {} } });
    await mount();
    await act(async () => {
      await Promise.all([latest.run(params), latest.run(params)]);
    });
    expect(post).toHaveBeenCalledTimes(1);
  });
});
