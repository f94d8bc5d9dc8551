import { describe, expect, it } from 'vitest';
import { withPermit } from '#server/domains/account/key-queue';

/** The per-key queue in front of the lockout: at most `limit` runs per key at once, first come first served, a time limit for the wait. */
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('withPermit', () => {
  it('runs at most `limit` at once per key, in arrival order; other keys do not wait', async () => {
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (i: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      order.push(i);
      await tick();
      active--;
      return i;
    };
    const other = withPermit(
      'b',
      1,
      1000,
      () => new Error('timeout'),
      async () => 'b',
    );
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => withPermit('a', 3, 1000, () => new Error('timeout'), job(i))));
    expect(results).toEqual([...Array(12).keys()]);
    expect(order).toEqual([...Array(12).keys()]);
    expect(peak).toBe(3);
    expect(await other).toBe('b');
  });

  it('gives up waiting after the time limit; a failing run frees its permit', async () => {
    const slow = withPermit(
      'c',
      1,
      1000,
      () => new Error('timeout'),
      () => new Promise((r) => setTimeout(() => r('slow'), 100)),
    );
    await expect(
      withPermit(
        'c',
        1,
        20,
        () => new Error('waited too long'),
        async () => 'late',
      ),
    ).rejects.toThrow('waited too long');
    expect(await slow).toBe('slow');
    await expect(
      withPermit(
        'c',
        1,
        1000,
        () => new Error('timeout'),
        async () => Promise.reject(new Error('boom')),
      ),
    ).rejects.toThrow('boom');
    expect(
      await withPermit(
        'c',
        1,
        20,
        () => new Error('timeout'),
        async () => 'free again',
      ),
    ).toBe('free again');
  });
});
