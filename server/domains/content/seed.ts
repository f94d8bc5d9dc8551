import type { Db } from '../../db/client';
import type { SeedStep } from '../../db/seed';
import { contentAds, contentBanners, contentEnquiries, contentFigures, contentHistory, contentMallItems, flowOrders, flowOrderSteps } from '../../db/schema';
import { casesSeed } from './seed-data/cases';
import { adsSeed, bannersSeed, demoOrder, enquiriesSeed, figuresSeed, historySeed, mallSeed } from './seed-data/home';
import { newsSeed } from './seed-data/news';
import { saveCases, saveNews } from './store';

const DAY = 86_400_000;
const daysAgo = (now: number, d: number) => new Date(now - d * DAY);

/**
 * Site content (banners, news, cases, ads, figures, history) is seeded everywhere, so a new
 * installation shows a finished site the operator then edits. Marketplace samples (enquiries,
 * mall items) and the demo order name made-up companies, so they are demo-only.
 */
async function seedSiteContent(tx: Db) {
  const now = Date.now();
  await tx.insert(contentBanners).values(bannersSeed);
  await saveNews(
    tx,
    newsSeed.map(({ daysAgo: d, ...n }) => ({ ...n, publishedAt: daysAgo(now, d) })),
  );
  await saveCases(
    tx,
    casesSeed.map(({ daysAgo: d, ...c }) => ({ ...c, publishedAt: daysAgo(now, d) })),
  );
  await tx.insert(contentAds).values(adsSeed);
  await tx.insert(contentFigures).values(figuresSeed);
  await tx.insert(contentHistory).values(historySeed);
}

async function seedMarketplace(tx: Db) {
  const now = Date.now();
  await tx.insert(contentMallItems).values(mallSeed);
  await tx.insert(contentEnquiries).values(
    enquiriesSeed.map(({ days, ...e }, i) => ({
      ...e,
      deadline: new Date(now + days * DAY).toISOString().slice(0, 10),
      createdAt: daysAgo(now, i),
    })),
  );
  const { completedDaysAgo, ...order } = demoOrder;
  const [o] = await tx.insert(flowOrders).values(order).returning({ id: flowOrders.id });
  await tx.insert(flowOrderSteps).values(
    Array.from({ length: 14 }, (_, i) => ({
      orderId: o.id,
      iconType: i + 1,
      completedAt: i < completedDaysAgo.length ? daysAgo(now, completedDaysAgo[i]) : null,
    })),
  );
}

export const contentSeedSteps: SeedStep[] = [
  { name: 'content-site', run: seedSiteContent },
  { name: 'content-marketplace', demo: true, run: seedMarketplace },
];
