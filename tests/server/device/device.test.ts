import { describe, expect, it } from 'vitest';
import { normalizeModel } from '#server/domains/device/store';
import { useTestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as deviceCmds from '#shared/contract/device';

const s = useTestServer();

describe('device model pages', () => {
  it('lists the seeded IBX and IMT models in order, in the request language', async () => {
    const zh = await s.call(deviceCmds.getModelList, {});
    expect(zh.response.map((m: { model: string }) => m.model)).toEqual(['IBX-100', 'IBX-200', 'IBX-300', 'IMT-10', 'IMT-20', 'IMT-30']);
    expect(zh.response[0]).toMatchObject({ series: 'IBX', name: '设备连接盒 IBX-100（4G 基础型）', photo: '/device/ibx-100.svg' });
    const en = await s.call(deviceCmds.getModelList, { series: 'IMT' }, { lang: 'en' });
    expect(en.response.map((m: { name: string }) => m.name)).toEqual(['Machine job-report terminal IMT-10', 'Badge job-report terminal IMT-20', 'Workshop dashboard terminal IMT-30']);
  });

  it.each([
    ['IBX-2', ['IBX-200']],
    ['ibx300', ['IBX-300']],
    ['imt', ['IMT-10', 'IMT-20', 'IMT-30']],
    ['刷卡', ['IMT-20']],
    ['dashboard', ['IMT-30']],
    ['%', []],
    ['_', []],
    ['XYZ-9', []],
  ])('searches by model number or name: %s', async (keyword, models) => {
    const r = await s.call(deviceCmds.getModelList, { keyword });
    expect(r.response.map((m: { model: string }) => m.model)).toEqual(models);
  });

  it('answers a model page with every section and document links; model numbers are matched loosely', async () => {
    const r = await s.call(deviceCmds.getModelDetail, { model: 'ibx100' }, { lang: 'en' });
    const d = r.response;
    expect(d.model).toBe('IBX-100');
    expect(d.specs.length).toBeGreaterThan(5);
    expect(d.interfaces.map((i: { name: string }) => i.name)).toContain('RS485');
    expect(d.wiring.length).toBeGreaterThan(0);
    expect(d.lights.map((l: { name: string }) => l.name)).toEqual(['PWR', 'RUN', 'NET', 'COM', 'ERR']);
    expect(d.installation.length).toBe(5);
    expect(d.troubleshooting[0]).toEqual({ symptom: 'PWR is off', cause: 'No supply or reversed polarity', fix: expect.stringContaining('24 V DC') });
    expect(d.documentUrls).toEqual(['/api/device/doc/IBX-100/datasheet?lang=en', '/api/device/doc/IBX-100/install?lang=en']);

    const doc = await s.app.inject({ method: 'GET', url: d.documentUrls[1] });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-disposition']).toBe('attachment; filename="IBX-100-install-en.html"');
    expect(doc.body).toContain('Installation');
    expect(doc.body).toContain('Snap the box onto a 35 mm DIN rail');
    const zhDoc = await s.app.inject({ method: 'GET', url: '/api/device/doc/IMT-20/datasheet?lang=zh-CN' });
    expect(zhDoc.body).toContain('技术规格');
    expect((await s.app.inject({ method: 'GET', url: '/api/device/doc/IMT-20/nope' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/api/device/doc/NOPE-1/datasheet' })).statusCode).toBe(404);
  });

  it('an unknown model is 1005 naming it; a malformed one is refused as not found too', async () => {
    expect((await s.call(deviceCmds.getModelDetail, { model: 'IBX-999' })).error).toEqual({ errorCode: ErrorCode.notFound, errorInfo: '未找到型号 IBX-999', field: 'model' });
    expect((await s.call(deviceCmds.getModelDetail, { model: 'IBX-999' }, { lang: 'en' })).error?.errorInfo).toBe('No device model IBX-999 was found');
    expect((await s.call(deviceCmds.getModelDetail, { model: '<script>' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'model' });
    expect((await s.call(deviceCmds.getModelList, { keyword: 'x'.repeat(41) })).error?.errorCode).toBe(ErrorCode.invalidParams);
  });

  it.each([
    ['/doc/IBX-100.pdf', '/mobile/device/IBX-100'],
    ['/doc/ibx200.html', '/mobile/device/IBX-200'],
    ['/doc/imt-30.htm?from=qr', '/mobile/device/IMT-30?from=qr'],
    ['/doc/IBX-100', '/mobile/device/IBX-100'],
    ['/doc/ibx100/install?lang=en', '/mobile/device/IBX-100?lang=en'],
    ['/mobile/box/IBX-100', '/mobile/device/IBX-100'],
    ['/mobile/terminal/imt20', '/mobile/device/IMT-20'],
    ['/h5/device/IBX-200?lang=en', '/mobile/device/IBX-200?lang=en'],
  ])('an old document file or page %s redirects to the model page in one hop', async (url, to) => {
    const res = await s.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('normalises model numbers', () => {
    expect(normalizeModel('ibx100')).toBe('IBX-100');
    expect(normalizeModel(' imt 20 ')).toBe('IMT-20');
    expect(normalizeModel('IMT-30')).toBe('IMT-30');
  });
});
