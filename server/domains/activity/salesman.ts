import { and, count, desc, eq, gte, lt, not, sql } from 'drizzle-orm';
import type { Registration, SalesMemberInfo } from '#shared/contract/activity';
import type { Lang } from '#shared/rules/texts';
import { maskPhone } from '#shared/utils/phone-mask';
import type { Db } from '../../db/client';
import { companies, companyMembers, members, salesmanPictures } from '../../db/schema';
import { forbidden, notFound, refuse } from '../../gateway/app-error';
import { findActivity, infoOf, titleOf, type Activity } from './resolve';

/**
 * The salesman's spread tool. A salesman's spread code is their member code: customers
 * register with it as invitation code (the share link carries it). A registration belongs to
 * the salesman's list when its invitation code is that code and it was made within the
 * registration activity's window. Company registrations are the members who created a company
 * (its admin); the others are personal.
 */

type Kind = 'personal' | 'company';

const adminOf = sql`exists (select 1 from ${companyMembers} where ${companyMembers.memberId} = ${members.id} and ${companyMembers.isAdmin})`;

function whereOf(code: string, a: Activity | null, kind: Kind) {
  return and(sql`upper(${members.invitationCode}) = ${code.toUpperCase()}`, ...(a ? [gte(members.createdAt, a.startsAt), lt(members.createdAt, a.endsAt)] : []), kind === 'company' ? adminOf : not(adminOf));
}

async function activityOrNull(db: Db, now: Date, activityCode?: string): Promise<Activity | null> {
  try {
    return await findActivity(db, now, { activityCode, kind: 'registration' }, 'registration');
  } catch {
    if (activityCode) throw notFound('activity.notFound');
    return null;
  }
}

export async function salesmanCode(db: Db, memberId: number) {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  if (!m) throw forbidden('gateway.salesmanOnly');
  return m;
}

const companyJoin = (db: Db) =>
  db
    .select({ member: members, companyName: companies.name, companyCode: companies.code })
    .from(members)
    .leftJoin(companyMembers, and(eq(companyMembers.memberId, members.id), eq(companyMembers.isAdmin, true)))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId));

const regOf = (r: { member: typeof members.$inferSelect; companyName: string | null; companyCode: string | null }, full: boolean): Registration => ({
  memberCode: r.member.code,
  name: r.member.name,
  mobile: full ? r.member.mobile : maskPhone(r.member.mobile),
  companyName: r.companyName,
  companyCode: r.companyCode,
  registeredAt: r.member.createdAt.toISOString(),
});

export async function registrations(db: Db, now: Date, salesmanId: number, kind: Kind, p: { activityCode?: string; page: number; rows: number }) {
  const me = await salesmanCode(db, salesmanId);
  const a = await activityOrNull(db, now, p.activityCode);
  if (!a) return { list: [], total: 0 };
  const where = whereOf(me.code, a, kind);
  const [{ total }] = await db.select({ total: count() }).from(members).where(where);
  const rows = await companyJoin(db)
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(p.rows)
    .offset((p.page - 1) * p.rows);
  return { list: rows.map((r) => regOf(r, false)), total: Number(total) };
}

export async function registrationDetail(db: Db, now: Date, lang: Lang, salesmanId: number, memberCode: string) {
  const me = await salesmanCode(db, salesmanId);
  const [r] = await companyJoin(db)
    .where(and(eq(members.code, memberCode), sql`upper(${members.invitationCode}) = ${me.code.toUpperCase()}`))
    .limit(1);
  if (!r) throw notFound();
  const a = await activityOrNull(db, now);
  const inWindow = a && r.member.createdAt >= a.startsAt && r.member.createdAt < a.endsAt;
  if (!inWindow) throw notFound();
  return { ...regOf(r, true), kind: (r.companyCode ? 'company' : 'personal') as Kind, activityTitle: titleOf(a, lang) };
}

export async function salesMemberInfo(db: Db, now: Date, lang: Lang, salesmanId: number, mobile?: string): Promise<SalesMemberInfo> {
  const me = await salesmanCode(db, salesmanId);
  if (mobile && mobile !== me.mobile) throw forbidden('salesman.onlyOwnInfo');
  const a = await activityOrNull(db, now);
  const [pic] = await db.select().from(salesmanPictures).where(eq(salesmanPictures.memberId, me.id));
  const countOf = async (kind: Kind) =>
    a
      ? Number(
          (
            await db
              .select({ n: count() })
              .from(members)
              .where(whereOf(me.code, a, kind))
          )[0].n,
        )
      : 0;
  return {
    memberCode: me.code,
    name: me.name,
    mobile: me.mobile,
    picture: pic?.picture ?? null,
    spreadCode: me.code,
    activity: a ? infoOf(a, lang, now) : null,
    personalCount: await countOf('personal'),
    companyCount: await countOf('company'),
  };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const MAX_BYTES = 200 * 1024;

/** The picture must be what its data URL says (magic bytes) and at most 200 kB. */
export async function changePicture(db: Db, now: Date, salesmanId: number, picture: string) {
  const [head, b64] = picture.split(',', 2);
  const bytes = Buffer.from(b64 ?? '', 'base64');
  const magic = head.includes('png') ? PNG : JPEG;
  if (bytes.length === 0 || bytes.length > MAX_BYTES || !bytes.subarray(0, magic.length).equals(magic)) throw refuse('salesman.picture.invalid');
  await db
    .insert(salesmanPictures)
    .values({ memberId: salesmanId, picture, updatedAt: now })
    .onConflictDoUpdate({ target: salesmanPictures.memberId, set: { picture, updatedAt: now } });
  return { picture };
}
