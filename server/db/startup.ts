import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { seed } from './seed';

/**
 * Opens the database, migrates and seeds it, all under the start-up lock, so N processes
 * starting at once on an empty PostgreSQL all come up and the seed runs exactly once.
 */
export async function prepareDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'production'>): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase(config);
  try {
    const seeded = await database.exclusive(() => seed(database.db, { demoAccounts: !config.production }));
    return { database, seeded };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
