import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useSession } from '#shared/auth/session';
import type { ActivityKind } from '#shared/contract/activity';
import { createActivityStore, type Drawer } from '#shared/stores/activity';
import { useLang } from '../../components/useLang';

/** One page's activity store, loaded for the visitor or the signed-in member, again when the language or login changes. */
export function useActivity(kind: ActivityKind) {
  const store = useMemo(() => createActivityStore(), []);
  const state = useStore(store);
  const signedIn = useSession((s) => s.token !== null);
  const lang = useLang();
  const drawer: Drawer = signedIn ? { kind: 'member' } : { kind: 'visitor' };
  const which = useMemo(() => ({ kind }), [kind]);
  const reload = () => void state.load(which, drawer).catch(() => undefined);
  useEffect(reload, [signedIn, lang, which]);
  return { ...state, drawer, which, reload, signedIn };
}
