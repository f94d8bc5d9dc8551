import { beforeEach, describe, expect, it, vi } from 'vitest';

const ensureAllTexts = vi.fn(() => Promise.resolve());
const preloadSubmitButton = vi.fn();
const showToast = vi.fn();
vi.mock('#shared/i18n/i18n', () => ({ ensureAllTexts }));
vi.mock('../../src-mobile/components/SubmitButton', () => ({ preloadSubmitButton }));
vi.mock('../../src-mobile/components/feedback', () => ({ showToast }));

const { lazyChecks } = await import('../../src-mobile/components/form-kit-checks');

describe('lazyChecks (the H5 forms load their checks on first focus)', () => {
  beforeEach(() => {
    ensureAllTexts.mockClear();
    preloadSubmitButton.mockClear();
    showToast.mockClear();
  });

  it('loads the module once, with the rule texts, and answers it to every caller', async () => {
    const mod = { check: () => 'rule.x' };
    const load = vi.fn(() => Promise.resolve(mod));
    const checks = lazyChecks(load);
    expect(load).not.toHaveBeenCalled();
    checks.preload();
    expect(preloadSubmitButton).toHaveBeenCalledTimes(1);
    await expect(checks.load()).resolves.toBe(mod);
    await expect(checks.load()).resolves.toBe(mod);
    expect(load).toHaveBeenCalledTimes(1);
    expect(ensureAllTexts).toHaveBeenCalledTimes(1);
  });

  it('a submit before any focus waits for the same load', async () => {
    let resolve!: (m: { ok: true }) => void;
    const checks = lazyChecks(() => new Promise<{ ok: true }>((r) => (resolve = r)));
    const submit = checks.load();
    resolve({ ok: true });
    await expect(submit).resolves.toEqual({ ok: true });
  });

  it('does not ask for the rest of the texts when the messages are first-paint texts', async () => {
    await lazyChecks(() => Promise.resolve(1), { coreTexts: true }).load();
    expect(ensureAllTexts).not.toHaveBeenCalled();
  });

  it('forgets a failed load, so the next attempt asks again; a check that waited shows the network error', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('rules');
    const checks = lazyChecks(load);
    checks.preload(); // a failed preload is not an unhandled rejection
    await expect(checks.load()).rejects.toThrow('chunk failed');
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast.mock.calls[0][0]).not.toBe('network.error');
    await expect(checks.load()).resolves.toBe('rules');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
