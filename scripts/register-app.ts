// npx tsx scripts/register-app.ts --id <appId> --name <name> --redirect <uri> [--redirect <uri>…] [--public]
// Registers (or updates) an app that signs members in through the portal (OpenID Connect or the
// spec's memberAuth/getCode). Uses DATABASE_URL / DATA_DIR like the gateway. A confidential app
// (the default) gets a new client secret, printed once: running it again rotates the secret.
// See the README, "Registering an app with the portal's sign-in".
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { registerApp } from '../server/domains/sso/register';

const { values } = parseArgs({
  options: { id: { type: 'string' }, name: { type: 'string' }, redirect: { type: 'string', multiple: true }, public: { type: 'boolean', default: false } },
});
if (!values.id || !values.name || !values.redirect?.length) {
  console.error('usage: npx tsx scripts/register-app.ts --id <appId> --name <name> --redirect <uri> [--redirect <uri>…] [--public]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  const { secret } = await registerApp(database.db, { appId: values.id, name: values.name, redirectUris: values.redirect, confidential: !values.public });
  console.log(`registered ${values.id} with ${values.redirect.length} redirect URI(s); issuer ${config.oidc.issuer}`);
  console.log(`discovery: ${config.oidc.issuer}/.well-known/openid-configuration`);
  console.log(secret ? `client secret (shown once, stored hashed): ${secret}` : 'public client: no secret; it must use PKCE (S256)');
} catch (err) {
  console.error(`register-app: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
