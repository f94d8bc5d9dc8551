import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { apps, companies, companyMembers, members, messages, notices, operators, settings } from './schema';
import { hashPassword } from '../domains/auth/passwords';
import { deviceSeedSteps } from '../domains/device/seed';
import { insightSeedSteps } from '../domains/insight/seed';
import { activitySeedSteps } from '../domains/activity/seed';
import { fundSeedSteps } from '../domains/fund/seed';
import { contentSeedSteps } from '../domains/content/seed';
import { enterpriseSeedSteps } from '../domains/enterprise/seed';
import { factorySeedSteps } from '../domains/factory/seed';
import { orgSeedSteps } from '../domains/org/seed';
import { employeeSeedSteps } from '../domains/employee/seed';
import { dictionarySeedSteps } from '../domains/dictionary/seed';
import { equipmentSeedSteps } from '../domains/equipment/seed';

/** The demo logins printed at start (they exist only when NODE_ENV is not production). */
export const demoLogins = [
  { role: 'enterprise member (certified, fund account)', login: '13800000001', password: 'Demo@1234' },
  { role: 'personal member', login: '13800000002', password: 'Demo@1234' },
  { role: 'enterprise member (not certified)', login: '13800000003', password: 'Demo@1234' },
  { role: 'enterprise member (certified, no fund account yet)', login: '13800000005', password: 'Demo@1234' },
  { role: 'operator console (/operator)', login: 'operator', password: 'Operator@1234' },
  { role: 'salesman (/salesman/login)', login: '13800000009', password: 'Demo@1234' },
  { role: 'field admin, factory approval (/mobile/login, then /mobile/certification/tab)', login: '13800000008', password: 'Demo@1234' },
];

const SEED_KEY = 'seed.steps';

/**
 * A named seed step. Steps run once each, in list order, and are recorded in
 * settings, so a domain adds its content by adding a step (in its own
 * server/domains/<domain>/seed.ts) without renumbering anyone else's.
 * `demo` steps run only on a database first seeded with demo accounts
 * (never in production, and never added to a production database later).
 */
export interface SeedStep {
  name: string;
  demo?: boolean;
  run(tx: Db): Promise<void>;
}

/** The demo app that may receive auth codes (memberAuth/getCode, iam authorize); development only. */
export const demoApp = {
  appId: 'demo-app',
  name: 'Industrial App Store',
  redirectUris: ['http://localhost:8080/authorize', 'http://127.0.0.1:8080/authorize'],
};

export const seedSteps: SeedStep[] = [
  { name: 'base', run: (tx) => seedBase(tx) },
  { name: 'demo-accounts', demo: true, run: (tx) => seedDemoAccounts(tx) },
  { name: 'demo-app', demo: true, run: async (tx) => void (await tx.insert(apps).values(demoApp).onConflictDoNothing()) },
  ...enterpriseSeedSteps,
  ...contentSeedSteps,
  ...fundSeedSteps,
  ...deviceSeedSteps,
  ...insightSeedSteps,
  ...activitySeedSteps,
  ...orgSeedSteps,
  ...employeeSeedSteps,
  ...equipmentSeedSteps,
  ...factorySeedSteps,
  ...dictionarySeedSteps,
];

interface SeedState {
  demo: boolean;
  done: string[];
}

/** Runs the steps not yet done (one transaction); later starts skip it in one query. Returns whether anything ran. */
export async function seed(db: Db, opts: { demoAccounts: boolean }, steps: SeedStep[] = seedSteps): Promise<boolean> {
  const row = await db.select().from(settings).where(eq(settings.key, SEED_KEY)).limit(1);
  const state: SeedState = row.length ? (row[0].value as SeedState) : ((await legacyState(db)) ?? { demo: opts.demoAccounts, done: [] });
  const todo = steps.filter((s) => !state.done.includes(s.name) && (!s.demo || state.demo));
  if (!todo.length) return false;

  await db.transaction(async (tx) => {
    for (const step of todo) await step.run(tx);
    const value = { demo: state.demo, done: [...state.done, ...todo.map((s) => s.name)] };
    await tx.insert(settings).values({ key: SEED_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  });
  return true;
}

/** Data directories seeded before steps existed carry a numbered `seed.version` (1: base and demo accounts, 2: demo app). */
async function legacyState(db: Db): Promise<SeedState | null> {
  const old = await db.select().from(settings).where(eq(settings.key, 'seed.version')).limit(1);
  if (!old.length) return null;
  const version = Number(old[0].value);
  const demo = (await db.select({ id: members.id }).from(members).limit(1)).length > 0;
  return { demo, done: ['base', 'demo-accounts', ...(version >= 2 ? ['demo-app'] : [])] };
}

async function seedBase(tx: Db) {
  await tx.insert(settings).values([
    { key: 'globalColor', value: 'off' },
    { key: 'localConfig', value: { enabled: false, factoryAppPath: '/memberCenter/facApp' } },
  ]);
  await tx.insert(notices).values({
    labelZh: '平台公告',
    labelEn: 'Notice',
    contentZh: '制造云门户全新上线：注册企业会员，完成实名认证即可开通资金账户与金融服务。',
    contentEn: 'The manufacturing cloud portal is live: register as a company, complete real-name certification and open your fund account and financial services.',
    containLinks: true,
    linkAddress: '/news',
  });
}

async function seedDemoAccounts(tx: Db) {
  const pw = await hashPassword('Demo@1234');
  const [c1, c3] = await tx
    .insert(companies)
    .values([
      { code: 'C10000001', name: '演示精密机械有限公司', certified: true },
      { code: 'C10000003', name: '新锐智造科技有限公司', certified: false },
    ])
    .returning();
  const [m1, , m3] = await tx
    .insert(members)
    .values([
      { code: 'M10000001', mobile: '13800000001', name: '张伟', email: 'zhangwei@demo-precision.cn', workFunction: 'management', passwordHash: pw },
      { code: 'M10000002', mobile: '13800000002', name: '李娜', email: 'lina@example.com', workFunction: 'engineering', passwordHash: pw },
      { code: 'M10000003', mobile: '13800000003', name: '王强', email: 'wangqiang@xinrui-mfg.cn', workFunction: 'procurement', passwordHash: pw },
      { code: 'M10000009', mobile: '13800000009', name: '赵敏', workFunction: 'sales', passwordHash: pw, isSalesman: true },
    ])
    .returning();
  await tx.insert(companyMembers).values([
    { companyId: c1.id, memberId: m1.id, isAdmin: true },
    { companyId: c3.id, memberId: m3.id, isAdmin: true },
  ]);
  await tx.insert(operators).values({ account: 'operator', name: '平台运营', passwordHash: await hashPassword('Operator@1234') });
  await tx.insert(messages).values({
    memberId: m1.id,
    titleZh: '欢迎加入制造云门户',
    titleEn: 'Welcome to the manufacturing cloud portal',
    contentZh: '您的企业已完成实名认证，资金账户已开通。',
    contentEn: 'Your company is real-name certified and its fund account is open.',
    publisher: 'platform',
  });
}
