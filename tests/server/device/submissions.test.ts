import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { PHOTO, PNG, uploadAs } from '../centre/_files';
import { ErrorCode } from '#shared/contract/errors';
import * as deviceCmds from '#shared/contract/device';

/** /mobile/submit on the gateway: submissions with photos uploaded through the file domain. */

const s = useTestServer();

describe('device/submitReport and device/getMySubmissions', () => {
  it('stores a problem with phone photos and lists it with viewable photo links, newest first', async () => {
    const token = await s.createSession('member', '13800000001');
    const a = await uploadAs(s, token, { name: 'IMG_0001.jpg', data: PHOTO }, 'sitePhoto');
    const b = await uploadAs(s, token, { name: 'IMG_0002.png', data: PNG }, 'sitePhoto');
    const first = await s.call(deviceCmds.submitReport, { kind: 'request', description: '申请增加一台 IBX-100' }, { token });
    expect(first.response.id).toBeGreaterThan(0);
    const r = await s.call(deviceCmds.submitReport, { kind: 'problem', model: 'ibx200', serialNo: 'SN-2024-0042', description: 'NET 灯一直快闪，无法连接平台', photos: [a.fileId, b.fileId] }, { token });
    expect(r.response.id).toBeGreaterThan(first.response.id);

    const list = await s.call(deviceCmds.getMySubmissions, {}, { token, page: 1, rows: 10 });
    expect(list.response.total).toBe(2);
    const [latest, older] = list.response.list;
    expect(latest).toMatchObject({ kind: 'problem', model: 'IBX-200', serialNo: 'SN-2024-0042', description: 'NET 灯一直快闪，无法连接平台' });
    expect(latest.photos.map((p: { name: string }) => p.name)).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg']);
    const img = await s.app.inject({ method: 'GET', url: latest.photos[1].url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/jpeg'); // watermarked site photos are stored as JPEG
    expect(older).toMatchObject({ kind: 'request', model: null, photos: [] });

    // Another member sees none of it.
    const other = await s.createSession('member', '13800000002');
    expect((await s.call(deviceCmds.getMySubmissions, {}, { token: other })).response).toEqual({ list: [], total: 0 });
  });

  it("refuses someone else's photo, an unknown model, bad input and anonymous calls", async () => {
    const owner = await s.createSession('member', '13800000003');
    const photo = await uploadAs(s, owner, { name: 'x.png', data: PNG }, 'sitePhoto');
    const token = await s.createSession('member', '13800000002');
    expect((await s.call(deviceCmds.submitReport, { kind: 'problem', description: 'x', photos: [photo.fileId] }, { token })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      field: 'photos',
    });
    expect((await s.call(deviceCmds.submitReport, { kind: 'problem', description: 'x', photos: ['nope'] }, { token })).error?.field).toBe('photos');
    expect((await s.call(deviceCmds.submitReport, { kind: 'problem', model: 'IBX-999', description: 'x' }, { token })).error).toMatchObject({ errorCode: ErrorCode.notFound, field: 'model' });
    expect((await s.call(deviceCmds.submitReport, { kind: 'problem', description: '   ' }, { token })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'description' });
    expect((await s.call(deviceCmds.submitReport, { kind: 'problem', description: 'x'.repeat(501) }, { token })).error).toMatchObject({
      errorCode: ErrorCode.invalidParams,
      errorInfo: '描述不能超过 500 字',
    });
    expect((await s.call(deviceCmds.submitReport, { kind: 'praise', description: 'x' }, { token })).error?.field).toBe('kind');
    expect((await s.call(deviceCmds.submitReport, { kind: 'problem', description: 'x', photos: Array(7).fill('a') }, { token })).error?.field).toBe('photos');
    expect((await s.call(deviceCmds.submitReport, { kind: 'problem', description: 'x' })).error?.errorCode).toBe(ErrorCode.tokenInvalid);
    expect((await s.call(deviceCmds.getMySubmissions, {})).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });
});
