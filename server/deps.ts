import type { Config } from './config';
import type { Clock } from './clock';
import type { Database, Db } from './db/client';
import type { Adapters } from './adapters/index';
import type { Jobs } from './jobs';

/** What handlers and plugins may use; built once in buildServer. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  adapters: Adapters;
  jobs: Jobs;
}
