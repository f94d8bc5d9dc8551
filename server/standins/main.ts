import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import Fastify from 'fastify';
import S3rver from 's3rver';
import { registerAliyunSmsStandIn } from '../adapters/sms/aliyun-stand-in';
import { standInTemplates } from '../adapters/sms/templates';
import { registerWeChatStandIn } from '../adapters/wechat/stand-in';
import { registerIndustryStandIn } from '../adapters/industry/stand-in';
import { memoryStandInStore } from '../adapters/industry/stand-in-store';
import { Clock } from '../clock';
import { registerBankStandIn } from './bank-stand-in';
import { envFileText, gatewayEnv, industryClient, prepareStandInFiles } from './settings';

/**
 * `npm run standins`: the outside services of the production rehearsal in one process on
 * loopback, each speaking its real protocol: Aliyun SMS (ACS3 signature checked), an S3 server
 * (s3rver), WeChat's OAuth and API, and the custody bank (signed requests, answers and
 * callbacks). It writes the gateway's settings to STANDINS_DIR/gateway.env and shows the
 * operator what it received at GET /messages (SMS codes, micro-deposits, bank callbacks).
 *
 * STANDINS_PORT (default 9300; S3 on STANDINS_S3_PORT, default the next port), STANDINS_DIR
 * (default ./.standins), PORTAL_URL (where the bank posts callbacks; default http://127.0.0.1:8080),
 * BANK_STANDIN_DELAY_MS (how long the bank takes to answer a recharge; default 1000).
 */
const env = process.env;
const host = '127.0.0.1';
const port = Number(env.STANDINS_PORT ?? 9300);
const s3Port = Number(env.STANDINS_S3_PORT ?? port + 1);
const portalUrl = (env.PORTAL_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const files = prepareStandInFiles(env.STANDINS_DIR ?? '.standins');
const gateway = gatewayEnv(files, { host, port, s3Port, portalUrl });

type Message = { at: string; kind: string; to: string; [k: string]: unknown };
const MAX_MESSAGES = 1000;
const messages: Message[] = [];
const record = (m: Record<string, unknown>) => {
  messages.unshift({ at: new Date().toISOString(), kind: 'event', to: '', ...m } as Message);
  messages.length = Math.min(messages.length, MAX_MESSAGES);
};

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
registerAliyunSmsStandIn(app, {
  accessKeyId: files.secrets.aliyunKeyId,
  accessKeySecret: files.secrets.aliyunKeySecret,
  signName: files.secrets.signName,
  templateCodes: new Set(Object.values(standInTemplates()).flatMap((byLang) => Object.values(byLang ?? {}))),
  deliver: async (m) => record({ kind: 'sms', ...m }),
});
registerWeChatStandIn(app, { appId: files.secrets.wxAppId, secret: files.secrets.wxSecret, hosts: (env.WX_JSSDK_HOSTS ?? 'localhost,127.0.0.1').split(','), clock: new Clock(), record: async (m) => record({ ...m }) });
// The industry API: its members live in this process (a restart empties them, as a fresh tenant).
registerIndustryStandIn(app, { store: memoryStandInStore(), clock: new Clock(), clientId: industryClient(files).id, clientSecret: industryClient(files).secret, tokenTtlS: 3600 });
registerBankStandIn(app, {
  merchantId: files.secrets.merchantId,
  portalPublicKey: createPublicKey(readFileSync(files.portalPublicKey, 'utf8')),
  bankPrivateKey: createPrivateKey(readFileSync(files.bankPrivateKey, 'utf8')),
  callbackUrl: `${portalUrl}/bank/callback`,
  delayMs: Number(env.BANK_STANDIN_DELAY_MS ?? 1000),
  log: app.log,
  record,
});
// What the stand-ins received, newest first (?to= one number, account or order; ?kind=sms …): the operator's inbox.
app.get<{ Querystring: { to?: string; kind?: string } }>('/messages', async (req) => ({
  list: messages.filter((m) => (!req.query.to || m.to === req.query.to) && (!req.query.kind || m.kind === req.query.kind)),
}));

const s3 = new S3rver({ address: host, port: s3Port, silent: true, directory: join(files.dir, 's3'), configureBuckets: [{ name: 'portal' }] });
await s3.run();
await app.listen({ host, port });
const envFile = join(files.dir, 'gateway.env');
writeFileSync(envFile, envFileText(gateway), { mode: 0o600 });
console.log(
  [
    '',
    `Stand-ins ready on ${host} (loopback only): SMS, WeChat, the industry API and the bank on :${port}, S3 on :${s3Port}; bank callbacks to ${portalUrl}/bank/callback`,
    `  Gateway settings: ${envFile}  (set -a; . ${envFile}; set +a)`,
    `  SMS codes and bank events: curl -s http://${host}:${port}/messages`,
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  await s3.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
