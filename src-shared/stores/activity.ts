import { createStore } from 'zustand/vanilla';
import { call } from '../api/client';
import type { ActivityContent, ActivityInfo, ActivityKind, DrawCount, DrawItem, DrawResult, MyWin, PublicWin } from '../contract/activity';
import * as a from '../contract/refs/activity';

/**
 * One activity page's data (both builds): the activity, its content, prizes, everyone's latest
 * wins, the participant count, and — for a drawer — their draws left and wins. Spec section 8:
 * when an activity call fails, the activity and the win lists are reset to empty and the call
 * rejects (the page shows the error and a retry).
 */
/** `wechat`: the WeChat of this browser, by its HttpOnly ticket cookie (the gateway reads it; the page never does). */
export type Drawer = { kind: 'visitor' } | { kind: 'member' } | { kind: 'wechat' };

export interface ActivityData {
  info: ActivityInfo | null;
  content: ActivityContent | null;
  drawList: DrawItem[];
  winList: PublicWin[];
  persons: { persons: number; draws: number } | null;
  count: DrawCount | null;
  myWins: MyWin[];
}

export interface ActivityStore extends ActivityData {
  loading: boolean;
  error: string | null;
  /** Loads everything the page shows for this drawer. */
  load(which: { activityCode?: string; kind?: ActivityKind }, drawer: Drawer): Promise<void>;
  /** Draws (start / startLive / startWeChat) and refreshes the counts and lists. */
  draw(which: { activityCode?: string; kind?: ActivityKind }, drawer: Drawer, requestId: string): Promise<DrawResult>;
}

const EMPTY: ActivityData = { info: null, content: null, drawList: [], winList: [], persons: null, count: null, myWins: [] };

const errorText = (e: unknown) => (e && typeof e === 'object' && 'info' in e ? String((e as { info: string }).info) : String(e));

export function createActivityStore() {
  return createStore<ActivityStore>()((set, get) => {
    const fail = (e: unknown): never => {
      set({ ...EMPTY, loading: false, error: errorText(e) });
      throw e;
    };
    const mine = async (which: { activityCode?: string; kind?: ActivityKind }, drawer: Drawer) => {
      if (drawer.kind === 'member') return Promise.all([call(a.myDrawCount, which), call(a.myWinList, which)]);
      if (drawer.kind === 'wechat') return Promise.all([call(a.myDrawCountWeChat, which), call(a.myWinListWeChat, which)]);
      return [null, [] as MyWin[]] as const;
    };
    return {
      ...EMPTY,
      loading: false,
      error: null,
      async load(which, drawer) {
        set({ loading: true, error: null });
        try {
          const [info, content, drawList, winList, persons] = await Promise.all([
            call(a.getActivityInfo, which),
            call(a.getActivityContent, which),
            call(a.getActivityDrawList, which),
            call(a.queryUserWinList, which),
            call(a.queryActivityPersonCount, which),
          ]);
          // The drawer's own data names the activity by code, so it follows the one just loaded.
          const [count, myWins] = await mine({ activityCode: info.activityCode }, drawer);
          set({ info, content, drawList, winList, persons, count, myWins: [...myWins], loading: false });
        } catch (e) {
          fail(e);
        }
      },
      async draw(which, drawer, requestId) {
        const activityCode = get().info?.activityCode ?? which.activityCode;
        const p = { ...(activityCode ? { activityCode } : which), requestId };
        let result: DrawResult;
        if (drawer.kind === 'member') result = await (which.kind === 'exposition' ? call(a.startLive, { activityCode, requestId }) : call(a.start, p));
        else if (drawer.kind === 'wechat') result = await call(a.startWeChat, p);
        else throw new Error('a visitor cannot draw');
        // Refresh what the draw changed; a failure here empties the lists as any activity call does.
        try {
          const code = { activityCode: activityCode! };
          const [drawList, winList, persons, [count, myWins]] = await Promise.all([call(a.getActivityDrawList, code), call(a.queryUserWinList, code), call(a.queryActivityPersonCount, code), mine(code, drawer)]);
          set({ drawList, winList, persons, count, myWins: [...myWins] });
        } catch (e) {
          fail(e);
        }
        return result;
      },
    };
  });
}

/** A request id for one tap on the draw button (a retried request answers the same draw). */
export const newRequestId = () => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
