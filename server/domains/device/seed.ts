import type { SeedStep } from '../../db/seed';
import { deviceModels } from '../../db/schema';
import { DEVICE_MODELS } from './seed-data';

/** The IBX and IMT model pages: product content, so it is seeded in every environment. */
export const deviceSeedSteps: SeedStep[] = [
  {
    name: 'device-models',
    run: async (tx) => {
      await tx
        .insert(deviceModels)
        .values(DEVICE_MODELS.map((m) => ({ model: m.model, series: m.series, sort: m.sort, photo: `/device/${m.model.toLowerCase()}.svg`, contentZh: m.zh, contentEn: m.en })))
        .onConflictDoNothing();
    },
  },
];
