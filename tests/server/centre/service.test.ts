import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { fails, mobiles, newCompany, ok } from './_centre';

const s = useTestServer();
const next = mobiles('156');

describe('service centre', () => {
  it('a member leaves a request, gets a receipt; the operator sees it', async () => {
    const a = await newCompany(s, next(), '服务请求测试厂');
    const { id } = await ok(s, 'serviceCenter/submitRequest', { topic: 'certification', content: '营业执照上传失败怎么办？', contact: '13912345678' }, { token: a.token });
    expect(id).toBeGreaterThan(0);
    const [msg] = (await ok(s, 'message/myMessage', {}, { token: a.token, lang: 'en' })).list;
    expect(msg).toMatchObject({ title: 'We received your service request', publisher: 'service' });
    expect(msg.content).toContain('Real-name certification');
    const op = await s.createSession('operator', 'operator');
    const list = await ok(s, 'operator/serviceRequests', { status: 'open' }, { token: op });
    expect(list.list[0]).toMatchObject({ id, topic: 'certification', content: '营业执照上传失败怎么办？', companyName: '服务请求测试厂', status: 'open' });
    await fails(s, 'operator/serviceRequests', {}, 1003, { token: a.token });
    await fails(s, 'serviceCenter/submitRequest', { topic: 'certification', content: 'x', contact: 'y' }, 14);
    await fails(s, 'serviceCenter/submitRequest', { topic: 'x', content: 'x', contact: 'y' }, 1002, { token: a.token });
    await fails(s, 'serviceCenter/submitRequest', { topic: 'other', content: ' ', contact: 'y' }, 1002, { token: a.token });
    await fails(s, 'serviceCenter/submitRequest', { topic: 'other', content: 'x'.repeat(501), contact: 'y' }, 1002, { token: a.token });
  });
});
