import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import { loadConfig } from './config';
import { assertProductionSettings } from './config-required';
import { demoLogins } from './db/seed';
import { prepareDatabase } from './db/startup';
import { startJobTimer } from './job-timer';
import { startDeliveryPoll } from './domains/notify/poll';
import { drainAndClose, onStopSignals } from './shutdown';

/** Starts the portal: database (migrate + seed once), gateway, both builds, one port. */
async function main() {
  const started = Date.now();
  assertProductionSettings(process.env);
  const config = loadConfig();
  const { database, seeded } = await prepareDatabase(config);
  const app = await buildServer({ config, database });

  // Scheduled jobs once per minute across all processes in production; development runs them on demand.
  const jobTimer = config.production ? startJobTimer(app) : null;
  // Notifications leave within about a second in every mode (decision 0055); tests drive them through run-jobs.
  const deliveries = startDeliveryPoll(app);
  onStopSignals(app, () => drainAndClose(app, database, async () => void (await Promise.all([jobTimer?.stop(), deliveries.stop()])), config.shutdownDrainMs));

  await app.listen({ port: config.port, host: config.host });
  // The port actually bound (PORT=0 picks a free one).
  const url = `http://localhost:${(app.server.address() as AddressInfo).port}/`;
  const lines = ['', `Portal ready in ${Date.now() - started} ms (${database.kind}${seeded ? ', seeded' : ''})`, `  Desktop portal: ${url}`, `  H5 / WeChat:    ${url}wx/login`, `  Gateway:        POST ${url}api/`];
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
