import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '#shared/contract/errors';

// The activity store over a stubbed transport: what each drawer loads, and spec section 8 —
// when an activity call fails, the activity and win lists are reset to empty and the call rejects.
const post = vi.fn();
vi.mock('#shared/api/transport', () => ({ post: (...a: unknown[]) => post(...a) }));

const { createActivityStore } = await import('#shared/stores/activity');

const info = { activityCode: 'L1', kind: 'lottery', title: 'Draw', startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', status: 'live', drawsPerDay: 3 };
const answers: Record<string, unknown> = {
  'activity/getActivityInfo': info,
  'activity/getActivityContent': { activityCode: 'L1', title: 'Draw', paragraphs: ['Rule'] },
  'activity/getActivityDrawList': [{ prizeId: 1, level: 1, name: 'Box', stock: 1, total: 2 }],
  'activity/queryUserWinList': [{ winner: '张*', mobile: '138****0001', prizeName: 'Box', level: 1, time: '2026-02-01T00:00:00Z' }],
  'activity/queryActivityPersonCount': { persons: 1, draws: 1 },
  'activity/myDrawCount': { perDay: 3, used: 1, left: 2 },
  'activity/myWinList': [{ drawId: 9, prizeName: 'Box', level: 1, time: '2026-02-01T00:00:00Z' }],
  'activity/myDrawCountWeChat': { perDay: 3, used: 0, left: 3 },
  'activity/myWinListWeChat': [],
  'activity/start': { drawId: 10, won: false, prize: null, left: 1 },
};
let failing: string | null = null;

beforeEach(() => {
  failing = null;
  post.mockReset();
  post.mockImplementation(async (_url: string, body: { cmd: string }) =>
    body.cmd === failing ? { status: 200, statusText: 'OK', body: { error: { errorCode: ErrorCode.internal, errorInfo: 'boom' } } } : { status: 200, statusText: 'OK', body: { response: answers[body.cmd] } },
  );
});
const cmds = () => post.mock.calls.map((c) => (c[1] as { cmd: string }).cmd);

describe('activity store', () => {
  it('a visitor loads the public data only', async () => {
    const s = createActivityStore();
    await s.getState().load({ kind: 'lottery' }, { kind: 'visitor' });
    expect(s.getState()).toMatchObject({ info, winList: answers['activity/queryUserWinList'], count: null, myWins: [], error: null });
    expect(cmds().some((c) => c.startsWith('activity/my'))).toBe(false);
  });

  it('a member and a WeChat user load their own counts; the WeChat calls carry no ticket (the HttpOnly cookie does)', async () => {
    const s = createActivityStore();
    await s.getState().load({ kind: 'lottery' }, { kind: 'member' });
    expect(s.getState().count).toEqual({ perDay: 3, used: 1, left: 2 });
    expect(s.getState().myWins).toHaveLength(1);
    await s.getState().load({ kind: 'lottery' }, { kind: 'wechat' });
    const wx = post.mock.calls.find((c) => (c[1] as { cmd: string }).cmd === 'activity/myDrawCountWeChat')![1] as { parameters: unknown };
    expect(wx.parameters).toEqual({ activityCode: 'L1' });
    expect(s.getState().count).toEqual({ perDay: 3, used: 0, left: 3 });
  });

  it('a failed activity call empties the activity and the lists and rejects', async () => {
    const s = createActivityStore();
    await s.getState().load({ kind: 'lottery' }, { kind: 'member' });
    failing = 'activity/queryUserWinList';
    await expect(s.getState().load({ kind: 'lottery' }, { kind: 'member' })).rejects.toMatchObject({ code: 1099 });
    expect(s.getState()).toMatchObject({ info: null, content: null, drawList: [], winList: [], myWins: [], count: null, error: 'boom', loading: false });
  });

  it('a draw refreshes the counts; a failed refresh after it empties the lists too', async () => {
    const s = createActivityStore();
    await s.getState().load({ kind: 'lottery' }, { kind: 'member' });
    const r = await s.getState().draw({ kind: 'lottery' }, { kind: 'member' }, 'req-12345678');
    expect(r).toMatchObject({ drawId: 10, left: 1 });
    expect(post.mock.calls.find((c) => (c[1] as { cmd: string }).cmd === 'activity/start')![1]).toMatchObject({ parameters: { activityCode: 'L1', requestId: 'req-12345678' } });
    failing = 'activity/getActivityDrawList';
    await expect(s.getState().draw({ kind: 'lottery' }, { kind: 'member' }, 'req-87654321')).rejects.toMatchObject({ code: 1099 });
    expect(s.getState().winList).toEqual([]);
  });
});
