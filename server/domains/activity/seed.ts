import { eq } from 'drizzle-orm';
import type { SeedStep } from '../../db/seed';
import { activities, activityCodes, activityDrawCounts, activityDraws, activityPrizes, companies, companyMembers, members } from '../../db/schema';
import { DAY_MS, DEMO_ACTIVITIES, DEMO_INVITATION_CODES, DEMO_REGISTRATIONS } from './seed-data';
import { beijingDay } from './resolve';

const SALESMAN_CODE = 'M10000009';

/**
 * Demo activities (windows relative to the seeding day), invitation codes, customers of the
 * demo salesman and a few earlier wins so the win lists are not empty. Demo only: production
 * starts without activities.
 */
export const activitySeedSteps: SeedStep[] = [
  {
    name: 'activity-demo',
    demo: true,
    run: async (tx) => {
      const now = Date.now();
      const ids: Record<string, number> = {};
      for (const a of DEMO_ACTIVITIES) {
        const [row] = await tx
          .insert(activities)
          .values({
            code: a.code,
            kind: a.kind,
            titleZh: a.titleZh,
            titleEn: a.titleEn,
            contentZh: a.contentZh,
            contentEn: a.contentEn,
            startsAt: new Date(now + a.startOffsetDays * DAY_MS),
            endsAt: new Date(now + a.endOffsetDays * DAY_MS),
            drawsPerDay: a.drawsPerDay,
            missWeight: a.missWeight,
          })
          .returning();
        ids[a.code] = row.id;
        for (const [level, nameZh, nameEn, total] of a.prizes) await tx.insert(activityPrizes).values({ activityId: row.id, level, nameZh, nameEn, stock: total, total });
      }
      await tx.insert(activityCodes).values(DEMO_INVITATION_CODES.map((code) => ({ activityId: ids.INVITE2026, code })));

      // Customers of the demo salesman, registered during the registration activity.
      const created: number[] = [];
      for (const r of DEMO_REGISTRATIONS) {
        const at = new Date(now - r.daysAgo * DAY_MS - 3600_000);
        const [m] = await tx.insert(members).values({ code: r.code, mobile: r.mobile, name: r.name, workFunction: 'production', invitationCode: SALESMAN_CODE, createdAt: at }).returning();
        created.push(m.id);
        if (r.company) {
          const [co] = await tx.insert(companies).values({ code: r.company.code, name: r.company.name, createdAt: at }).returning();
          await tx.insert(companyMembers).values({ companyId: co.id, memberId: m.id, isAdmin: true, createdAt: at });
        }
      }

      // A few earlier wins in the lottery (stock taken accordingly).
      const prizes = await tx.select().from(activityPrizes).where(eq(activityPrizes.activityId, ids.LOTTERY2026));
      const byLevel = (level: number) => prizes.find((p) => p.level === level)!;
      const wins = [3, 4, 4, 2, 4, 3, 4, 4];
      for (const [i, level] of wins.entries()) {
        const memberId = created[i];
        const at = new Date(now - (wins.length - i) * 5 * 3600_000);
        const prize = byLevel(level);
        await tx.insert(activityDraws).values({ activityId: ids.LOTTERY2026, subject: `m:${memberId}`, memberId, channel: 'web', prizeId: prize.id, createdAt: at });
        await tx
          .insert(activityDrawCounts)
          .values({ activityId: ids.LOTTERY2026, subject: `m:${memberId}`, day: beijingDay(at), used: 1 })
          .onConflictDoNothing();
        await tx
          .update(activityPrizes)
          .set({ stock: prize.stock - wins.slice(0, i + 1).filter((l) => l === level).length })
          .where(eq(activityPrizes.id, prize.id));
      }
    },
  },
];
