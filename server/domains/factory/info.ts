import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveCompleteInfoByFacSn } from '#shared/contract/factory';
import { ErrorCode } from '#shared/contract/errors';
import { factories, files } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, refuse } from '../../gateway/app-error';
import { completeInfoOf, findFactory } from './store';

/** Saving a factory's info on site, and registering a new one. */

type SaveParams = z.output<typeof saveCompleteInfoByFacSn.params>;

export async function saveCompleteInfo(deps: Deps, memberId: number, p: SaveParams) {
  const now = deps.clock.now();
  const photos = [...new Set(p.photos)];
  const saved = await deps.db.transaction(async (tx) => {
    const f = await findFactory(tx, p.facSn, true);
    // Under review or approved, the info is what the platform decides on: changes go through applyBaseChange.
    if (f.status !== 'unapproved') throw refuse(f.status === 'pending' ? 'factory.info.underReview' : 'factory.info.approved');
    // Photos already on the factory stay; new ones must be the caller's own uploads.
    const added = photos.filter((id) => !f.photos.includes(id));
    if (added.length) {
      const own = await tx
        .select({ publicId: files.publicId })
        .from(files)
        .where(and(inArray(files.publicId, added), eq(files.memberId, memberId), eq(files.appType, 'sitePhoto'), isNull(files.deletedAt)));
      if (own.length !== added.length) throw new AppError(ErrorCode.invalidParams, 'factory.photoInvalid', {}, 'photos');
    }
    const [row] = await tx
      .update(factories)
      .set({
        name: p.name,
        address: p.address,
        contactName: p.contactName,
        contactMobile: p.contactMobile,
        deviceCount: p.deviceCount,
        area: p.area ?? null,
        materials: p.materials,
        productFields: p.productFields,
        photos,
        updatedAt: now,
      })
      .where(eq(factories.id, f.id))
      .returning();
    return row;
  });
  return completeInfoOf(deps.db, saved, now);
}

const newFacSn = () => `FAC${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A plant found in the field gets a record and a facSn; its info is completed later. */
export async function initFactory(deps: Deps, memberId: number, p: { name: string; companyName: string; address?: string }) {
  const now = deps.clock.now();
  for (let i = 0; i < 5; i++) {
    const [row] = await deps.db
      .insert(factories)
      .values({ facSn: newFacSn(), name: p.name, companyName: p.companyName, address: p.address ?? null, createdBy: memberId, updatedAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ facSn: factories.facSn });
    if (row) return { facSn: row.facSn };
  }
  throw new Error('could not allocate a facSn');
}
