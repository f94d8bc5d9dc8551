import { create } from 'zustand';
import { call } from '#shared/api/client';
import { signInOnArrival } from '#shared/auth/arrival-sign-in';
import { restoreProfile } from '#shared/auth/restore-profile';
import type { LocalConfig } from '#shared/contract/system';
import { getGlobalColor, getLocalConfig } from '#shared/contract/refs/system';
import { watchIconNames } from './icon-names';

/**
 * Site-wide switches read once on start: local-deployment mode (issue part 10)
 * and the grayscale style (globalColor 'on').
 */
interface BootState {
  localConfig: LocalConfig | null;
}

export const useBoot = create<BootState>(() => ({ localConfig: null }));

let started = false;

export function boot() {
  if (started) return;
  started = true;
  watchIconNames();
  void signInOnArrival().then((reloading) => (reloading ? undefined : restoreProfile()));
  call(getLocalConfig, { variant: 'web' })
    .then((localConfig) => useBoot.setState({ localConfig }))
    .catch(() => useBoot.setState({ localConfig: { enabled: false, factoryAppPath: '/', allowedFragments: [] } }));
  call(getGlobalColor, {})
    .then((r) => applyGrayscale(r.value === 'on'))
    .catch(() => undefined);
}

export function applyGrayscale(on: boolean) {
  document.documentElement.style.filter = on ? 'grayscale(1)' : '';
}

export const isLocalMode = () => useBoot.getState().localConfig?.enabled === true;
