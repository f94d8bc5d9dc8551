import { buildServer } from './app';
import { loadConfig } from './config';
import { assertProductionSettings } from './config-required';
import { openDatabase } from './db/client';
import { demoLogins, seed } from './db/seed';

/** Starts the portal: database (migrate + seed once), gateway, both builds, one port. */
async function main() {
  const started = Date.now();
  assertProductionSettings(process.env);
  const config = loadConfig();
  const database = await openDatabase(config);
  const seeded = await seed(database.db, { demoAccounts: !config.production });
  const app = await buildServer({ config, database });

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  if (config.production) {
    // Scheduled jobs every minute in production; development runs them on demand.
    setInterval(() => void app.deps.jobs.runAll(app.deps.clock.now(), app.log).catch((err) => app.log.error({ err }, 'jobs failed')), 60_000).unref();
  }

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}/`;
  const lines = [
    '',
    `Portal ready in ${Date.now() - started} ms (${database.kind}${seeded ? ', seeded' : ''})`,
    `  Desktop portal: ${url}`,
    `  H5 / WeChat:    ${url}wx/login`,
    `  Gateway:        POST ${url}api/`,
  ];
  if (!config.production) {
    lines.push('  Demo logins:');
    for (const d of demoLogins) lines.push(`    ${d.login.padEnd(12)} ${d.password.padEnd(14)} ${d.role}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
