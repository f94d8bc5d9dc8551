import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { apps, companies, companyMembers, members, messages, notices, operators, settings } from './schema';
import { hashPassword } from '../domains/auth/passwords';

/** The demo logins printed at start (they exist only when NODE_ENV is not production). */
export const demoLogins = [
  { role: 'enterprise member (certified, fund account)', login: '13800000001', password: 'Demo@1234' },
  { role: 'personal member', login: '13800000002', password: 'Demo@1234' },
  { role: 'enterprise member (not certified)', login: '13800000003', password: 'Demo@1234' },
  { role: 'operator console (/operator)', login: 'operator', password: 'Operator@1234' },
  { role: 'salesman (/salesman/login)', login: '13800000009', password: 'Demo@1234' },
];

const SEED_KEY = 'seed.version';
/** 1: content, settings, demo accounts. 2: the demo app for auth codes (issue 4). */
const SEED_VERSION = 2;

/** The demo app that may receive auth codes (memberAuth/getCode, iam authorize); development only. */
export const demoApp = {
  appId: 'demo-app',
  name: 'Industrial App Store',
  redirectUris: ['http://localhost:8080/authorize', 'http://127.0.0.1:8080/authorize'],
};

/** Seeds once per version step (tracked in settings); later starts skip it in one query. */
export async function seed(db: Db, opts: { demoAccounts: boolean }): Promise<boolean> {
  const done = await db.select().from(settings).where(eq(settings.key, SEED_KEY)).limit(1);
  const version = done.length ? Number(done[0].value) : 0;
  if (version >= SEED_VERSION) return false;

  await db.transaction(async (tx) => {
    if (version < 1) await seedV1(tx, opts);
    if (version < 2 && opts.demoAccounts) await tx.insert(apps).values(demoApp).onConflictDoNothing();
    await tx
      .insert(settings)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: settings.key, set: { value: SEED_VERSION } });
  });
  return true;
}

async function seedV1(tx: Db, opts: { demoAccounts: boolean }) {
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

  if (opts.demoAccounts) {
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
}
