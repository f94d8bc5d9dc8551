/**
 * What production cannot start without. Development runs on demo values and stand-ins; in
 * production those would be silent holes (tickets signed with a key anyone can read in this
 * repository, SMS codes that are never sent), so start-up stops with one error naming every
 * variable to set, instead of failing on the first or, worse, not at all.
 */

import { productionStorageProblems } from './adapters/storage/settings';

/** The development defaults of config.ts: set to one of these, a variable counts as unset. */
const DEMO_VALUES: Record<string, string[]> = {
  WX_APP_ID: ['wxdemo0000000001'],
  WX_APP_SECRET: ['demo-secret'],
};

interface Requirement {
  name: string;
  /** Why it is needed, for the error message. */
  why: string;
  ok: (value: string | undefined) => boolean;
}

/** A choice that needs further variables depending on its value: answers what is missing itself. */
type Check = (env: NodeJS.ProcessEnv) => { name: string; why: string }[];

const present = (name: string) => (v: string | undefined) => !!v && v.trim() !== '' && !DEMO_VALUES[name]?.includes(v.trim());

const REQUIREMENTS: (Requirement | Check)[] = [
  { name: 'WX_APP_ID', why: 'the WeChat official account app id', ok: present('WX_APP_ID') },
  {
    name: 'WX_APP_SECRET',
    why: 'the WeChat app secret, also the key that signs WeChat tickets and OAuth state; at least 16 characters',
    ok: (v) => present('WX_APP_SECRET')(v) && v!.trim().length >= 16,
  },
  {
    // No real SMS or bank provider exists yet: production runs their stand-ins only when told to.
    name: 'ALLOW_STAND_INS',
    why: 'set to 1 to run the SMS and bank stand-ins in production knowingly (codes are not really sent, money is not really moved)',
    ok: (v) => v === '1',
  },
  // Files: STORAGE=s3 with its S3_* settings, or STORAGE=disk (one machine), or the stand-ins' opt-in.
  productionStorageProblems,
];

/** The variables production lacks (empty outside production), with why each is needed. */
export function missingProductionSettings(env: NodeJS.ProcessEnv): { name: string; why: string }[] {
  if (env.NODE_ENV !== 'production') return [];
  return REQUIREMENTS.flatMap((r) => (typeof r === 'function' ? r(env) : r.ok(env[r.name]) ? [] : [{ name: r.name, why: r.why }]));
}

/** Throws one error naming every missing variable; does nothing outside production. */
export function assertProductionSettings(env: NodeJS.ProcessEnv): void {
  const missing = missingProductionSettings(env);
  if (missing.length === 0) return;
  const lines = missing.map((m) => `  ${m.name}: ${m.why}`);
  throw new Error(`NODE_ENV=production refuses to start: set ${missing.map((m) => m.name).join(', ')}\n${lines.join('\n')}`);
}
