import { z } from 'zod';
import { command } from './command';

/**
 * WIS, the factory digital operation suite (spec sections 4, 6, 8, 9 and states.json "wis"):
 * a 30-day free trial for any member; the official edition (its modules and smart products
 * free for 90 days) for a real-name certified company only.
 */

export const WIS_TRIAL_DAYS = 30;
export const WIS_OFFICIAL_FREE_DAYS = 90;

/** The product version asked about (the spec's "...ByVersion"); one standard version today. */
const version = z.enum(['standard']).default('standard');
const versionParams = z.object({ version }).strict();

export interface WisStatus {
  /** notOpened (never, or a trial that ended), trial, official. */
  state: 'notOpened' | 'trial' | 'official';
  trialUsed: boolean;
  /** ISO timestamps. */
  trialEndsAt: string | null;
  officialSince: string | null;
  freeUntil: string | null;
  /** Whether the caller may open it now, and if not, the spec's product message why. */
  canOpenTrial: boolean;
  trialRefusal: string | null;
  canOpenOfficial: boolean;
  officialRefusal: string | null;
}

export const isOpenWis = command('wis/isOpenWis', { access: 'member', params: versionParams }).returns<WisStatus>();
export const getWisTrialStatusByVersion = command('wis/getWisTrialStatusByVersion', { access: 'member', params: versionParams }).returns<WisStatus>();
export const getWisStatusByVersion = command('wis/getWisStatusByVersion', { access: 'member', params: versionParams }).returns<WisStatus>();
export const openWisTrialFromSelf = command('wis/openWisTrialFromSelf', { access: 'member', needs: { button: 'facApp.manage' }, params: versionParams }).returns<WisStatus>();
/**
 * Access is checked in the handler rather than as 'enterprise', so a personal member hears the
 * spec's own message ("personal members cannot open the official WIS") instead of the generic one.
 */
export const openWisFromSelf = command('wis/openWisFromSelf', { access: 'member', needs: { button: 'facApp.manage' }, params: versionParams }).returns<WisStatus>();

export interface MergeableWis {
  /** The member's personal trial, which a company opening can take over. */
  edition: 'trial';
  startedAt: string;
  endsAt: string;
}
/** The caller's own personal WIS trial that the company they act for could merge (empty otherwise). */
export const getCanMergedList = command('wis/getCanMergedList', { access: 'member', params: versionParams }).returns<MergeableWis[]>();
