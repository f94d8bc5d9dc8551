import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('#shared/i18n/i18n', () => ({ ensureAllTexts: () => Promise.resolve() }));
vi.mock('../../src-mobile/components/SubmitButton', () => ({ preloadSubmitButton: () => undefined }));
vi.mock('../../src-mobile/components/feedback', () => ({ showToast: () => undefined }));

const { useSubmitOnce } = await import('../../src-mobile/components/form-kit-checks');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let once!: ReturnType<typeof useSubmitOnce>;
let root: ReturnType<typeof createRoot> | null = null;
function Probe() {
  once = useSubmitOnce();
  return null;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('useSubmitOnce', () => {
  it('prevents every submit at once and drops one that comes while the previous runs', async () => {
    root = createRoot(document.createElement('div'));
    await act(async () => root!.render(<Probe />));
    let finish!: () => void;
    const handler = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const submit = once(handler);
    const first = { preventDefault: vi.fn() };
    const second = { preventDefault: vi.fn() };
    submit(first);
    submit(second);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(second.preventDefault).toHaveBeenCalled();
    expect(handler).toHaveBeenCalledTimes(1);

    finish();
    await Promise.resolve();
    await Promise.resolve();
    const third = { preventDefault: vi.fn() };
    submit(third);
    expect(handler).toHaveBeenCalledTimes(2);
    finish();
  });
});
