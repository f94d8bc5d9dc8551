import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as notifyCmds from '#shared/contract/notify';
import { notifyMember } from '../../../server/domains/message/notify';
import { deliverDue } from '../../../server/domains/notify/worker';
import { startTestServer, type TestServer } from '../../helpers/server';
import { mobiles } from '../account/_flow';
import { newPersonal } from '../centre/_centre';
import { outbox } from './_notify';

/**
 * SMS_PROVIDER=aliyun: a notice goes through the Aliyun SDK (signed SendSms) with its event's
 * template in the member's language to the gateway's own Aliyun stand-in, which lists it as
 * kind "smsNotice" with the template and the event's variables.
 */

let s: TestServer;
let port = 0;
const next = mobiles('133');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const p = (srv.address() as { port: number }).port;
      srv.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  s = await startTestServer({ SMS_PROVIDER: 'aliyun', PORT: String(port) });
  await s.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => s?.close());

describe('notices through the Aliyun SMS client', () => {
  it("use the event's template in the member's language and are listed as smsNotice", async () => {
    const m = await newPersonal(s, next());
    // The member uses the portal in English: their outside messages follow.
    await s.run(notifyCmds.preferences, {}, { token: m.token, lang: 'en' });
    const at = s.app.deps.clock.now();
    await notifyMember(s.database.db, m.memberId, { key: 'member.message.mobileChanged', vars: { time: '2026-03-02 10:00', mobile: '139****0000' }, publisher: 'security', at });
    await deliverDue(s.app.deps);
    const [item, ...more] = await outbox(s, m.mobile, 'smsNotice');
    expect(more).toEqual([]);
    expect(item).toMatchObject({
      purpose: 'notify:member.message.mobileChanged',
      template: 'SMS_STANDIN_notify_member_message_mobileChanged_en',
      vars: { time: '2026-03-02 10:00', mobile: '139****0000' },
    });
  });
});
