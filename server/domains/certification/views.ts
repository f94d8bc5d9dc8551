import type { Application, BankInput, BankView, BusinessInput, BusinessView } from '#shared/contract/certification';
import { groupDigits } from '#shared/utils/bank-groups';
import type { Db } from '../../db/client';
import { certApplications } from '../../db/schema';
import { divisionNames } from '../enterprise/location';
import { filesByPublicIds, fileView } from '../file/store';

/** Turns stored applications into what the member and the operator see. */

export type AppRow = typeof certApplications.$inferSelect;
export type StoredBusiness = Omit<BusinessInput, 'files'>;
export type StoredBank = BankInput & { account: string };
export const MAX_TRIES = 5;

export async function businessView(db: Db, b: StoredBusiness | null): Promise<BusinessView | null> {
  if (!b) return null;
  const names = await divisionNames(db, [b.provinceCode, b.cityCode, b.areaCode]);
  return {
    ...(b as BusinessView),
    provinceName: names.get(b.provinceCode) ?? '',
    cityName: names.get(b.cityCode) ?? '',
    areaName: names.get(b.areaCode) ?? '',
  };
}

export async function bankView(db: Db, b: StoredBank | null): Promise<BankView | null> {
  if (!b) return null;
  const names = await divisionNames(db, [b.provinceCode, b.cityCode]);
  return {
    ...(b as BankView),
    remark: b.remark ?? '',
    accountGrouped: groupDigits(b.account),
    provinceName: names.get(b.provinceCode) ?? '',
    cityName: names.get(b.cityCode) ?? '',
  };
}

export async function roleFiles(db: Db, ids: Record<string, string>, now: Date) {
  const rows = await filesByPublicIds(db, Object.values(ids));
  const byId = new Map(rows.map((f) => [f.publicId, f]));
  const out: Application['files'] = [];
  for (const [role, id] of Object.entries(ids)) {
    const f = byId.get(id);
    if (f) out.push({ ...(await fileView(db, f, now)), role });
  }
  return out;
}

export async function applicationView(db: Db, a: AppRow | null | undefined, now: Date): Promise<Application | null> {
  if (!a) return null;
  return {
    id: a.id,
    kind: a.kind as Application['kind'],
    status: a.status as Application['status'],
    business: await businessView(db, a.business as StoredBusiness | null),
    bank: await bankView(db, a.bank as StoredBank | null),
    files: await roleFiles(db, a.fileIds as Record<string, string>, now),
    bankStatus: a.bankStatus as Application['bankStatus'],
    triesLeft: Math.max(0, MAX_TRIES - a.depositTries),
    transferNote: a.transferNote,
    rejectReason: a.status === 'rejected' ? a.rejectReason : null,
    submittedAt: a.submittedAt.toISOString(),
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
  };
}
