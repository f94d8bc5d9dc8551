import type { LocalConfig } from '#shared/contract/system';
import type { Db } from '../../db/client';
import { getSetting, putSetting } from './settings';

/** Paths that stay reachable in local-deployment mode (spec section 2). */
export const LOCAL_MODE_ALLOWED = ['h5', 'memberCenter', 'login', 'industryApp', 'promise', 'openApi'];

/** The site-wide switches: grayscale (globalColor) and local-deployment mode, read from the settings table. */
export interface SiteSwitches {
  grayscale: boolean;
  local: LocalConfig;
}

export async function readGrayscale(db: Db): Promise<boolean> {
  return (await getSetting<'on' | 'off'>(db, 'globalColor', 'off')) === 'on';
}

export async function readLocalConfig(db: Db, forced: boolean): Promise<LocalConfig> {
  const stored = await getSetting<{ enabled?: boolean; factoryAppPath?: string }>(db, 'localConfig', {});
  return { enabled: forced || stored.enabled === true, factoryAppPath: stored.factoryAppPath ?? '/memberCenter/facApp', allowedFragments: LOCAL_MODE_ALLOWED };
}

/** Both switches, read per page request (no process cache: several processes share the settings). */
export async function readSiteSwitches(db: Db, localForced: boolean): Promise<SiteSwitches> {
  const [grayscale, local] = await Promise.all([readGrayscale(db), readLocalConfig(db, localForced)]);
  return { grayscale, local };
}

export async function writeGrayscale(db: Db, on: boolean) {
  await putSetting(db, 'globalColor', on ? 'on' : 'off');
}
