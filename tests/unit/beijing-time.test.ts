import { describe, expect, it } from 'vitest';
import { formatTime } from '#shared/utils/beijing-time';

describe('formatTime', () => {
  it('shows Beijing time whatever the zone of the machine', () => {
    expect(formatTime('2026-01-01T00:00:00Z')).toBe('2026-01-01 08:00');
    expect(formatTime('2026-06-30T16:30:00Z')).toBe('2026-07-01 00:30');
  });
});
