import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCases, contentNews } from '#server/db/schema';
import { saveCases, saveNews } from '#server/domains/content/store';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as contentCmds from '#shared/contract/content';
import * as orderCmds from '#shared/contract/order';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const hasCjk = (v: string) => /[\u4e00-\u9fff]/.test(v);

describe('home data sets', () => {
  it('banners: at least 6, ordered, in both languages', async () => {
    const zh = (await s.call(contentCmds.queryIndexBanner, {})).response;
    const en = (await s.call(contentCmds.queryIndexBanner, {}, { lang: 'en' })).response;
    expect(zh.length).toBeGreaterThanOrEqual(6);
    expect(en.map((b: { id: number }) => b.id)).toEqual(zh.map((b: { id: number }) => b.id));
    expect(hasCjk(zh[0].title)).toBe(true);
    expect(hasCjk(en[0].title)).toBe(false);
    expect(zh[0]).toMatchObject({ imageUrl: expect.stringMatching(/^\/assets\/content\/.+\.svg$/), linkUrl: expect.stringMatching(/^\//) });
  });

  it('mall items by category: 3 categories, 12 items; one category by key or by name in either language', async () => {
    const all = (await s.call(contentCmds.queryMallItemByCategoryName, {}, { lang: 'en' })).response;
    expect(all).toHaveLength(3);
    expect(all.flatMap((c: { items: unknown[] }) => c.items)).toHaveLength(12);
    for (const c of all) expect(Number.isInteger(c.items[0].priceCents)).toBe(true);
    const byKey = (await s.call(contentCmds.queryMallItemByCategoryName, { categoryName: 'safety' })).response;
    expect(byKey).toHaveLength(1);
    expect(byKey[0].categoryName).toBe('劳保安防');
    const byZh = (await s.call(contentCmds.queryMallItemByCategoryName, { categoryName: '劳保安防' }, { lang: 'en' })).response;
    expect(byZh[0]).toMatchObject({ categoryKey: 'safety', categoryName: 'Safety and protection' });
    const byEn = (await s.call(contentCmds.queryMallItemByCategoryName, { categoryName: 'safety and protection' })).response;
    expect(byEn[0].items.map((i: { id: number }) => i.id)).toEqual(byKey[0].items.map((i: { id: number }) => i.id));
    expect((await s.call(contentCmds.queryMallItemByCategoryName, { categoryName: 'no such' })).response).toEqual([]);
  });

  it('recommended enquiries: open ones only, limited by rows', async () => {
    const r = (await s.call(contentCmds.getRecommendEnquiryList, {}, { lang: 'en' })).response;
    expect(r.length).toBe(8);
    const today = new Date().toISOString().slice(0, 10);
    for (const e of r) expect(e.deadline >= today).toBe(true);
    expect((await s.call(contentCmds.getRecommendEnquiryList, {}, { rows: 3 })).response).toHaveLength(3);
    // 200 days on, every seeded deadline has passed.
    s.app.deps.clock.advance(200 * 86_400_000);
    expect((await s.call(contentCmds.getRecommendEnquiryList, {})).response).toEqual([]);
    s.app.deps.clock.advance(-200 * 86_400_000);
  });

  it('advertisements by location 1 and 2; other locations are invalid', async () => {
    const one = (await s.call(contentCmds.getEnableAdvertise, { locationId: 1 })).response;
    const two = (await s.call(contentCmds.getEnableAdvertise, { locationId: 2 }, { lang: 'en' })).response;
    expect(one.length).toBeGreaterThanOrEqual(1);
    expect(two.length).toBeGreaterThanOrEqual(1);
    expect(one.every((a: { locationId: number }) => a.locationId === 1)).toBe(true);
    expect(two.every((a: { locationId: number }) => a.locationId === 2)).toBe(true);
    const bad = await s.call(contentCmds.getEnableAdvertise, { locationId: 3 });
    expect(bad.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'locationId' });
  });

  it('figures and development history', async () => {
    const f = (await s.call(contentCmds.getIndexLarge, {}, { lang: 'en' })).response;
    expect(f.map((x: { key: string }) => x.key)).toEqual(['companies', 'devices', 'orders', 'trade']);
    expect(f[0]).toMatchObject({ value: expect.any(Number), label: 'companies on the platform' });
    const h = (await s.call(contentCmds.developmentHistoryList, {})).response;
    expect(h.length).toBeGreaterThanOrEqual(5);
    const years = h.map((x: { year: number }) => x.year);
    expect([...years].sort()).toEqual(years);
  });
});

describe('news', () => {
  it('lists all news newest first with paging (page/rows) and a total', async () => {
    const p1 = (await s.call(contentCmds.getNewsList, { category: 'all' }, { page: 1, rows: 5 })).response;
    const p2 = (await s.call(contentCmds.getNewsList, { category: 'all' }, { page: 2, rows: 5 })).response;
    const all = (await s.call(contentCmds.getNewsList, {}, { rows: 100 })).response;
    expect(p1.total).toBeGreaterThanOrEqual(12);
    expect(p1.list).toHaveLength(5);
    expect(p2.list).toHaveLength(5);
    expect(all.list).toHaveLength(p1.total);
    expect([...p1.list, ...p2.list].map((n: { id: number }) => n.id)).toEqual(all.list.slice(0, 10).map((n: { id: number }) => n.id));
    const dates = all.list.map((n: { publishedAt: string }) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const past = (await s.call(contentCmds.getNewsList, {}, { page: 99, rows: 20 })).response;
    expect(past).toEqual({ list: [], total: p1.total });
  });

  it('filters by category: industry information and website announcements partition all news', async () => {
    const all = (await s.call(contentCmds.getNewsList, {}, { rows: 100 })).response;
    const ind = (await s.call(contentCmds.getNewsList, { category: 'industry' }, { rows: 100 })).response;
    const ann = (await s.call(contentCmds.getNewsList, { category: 'announcement' }, { rows: 100 })).response;
    expect(ind.total).toBeGreaterThan(0);
    expect(ann.total).toBeGreaterThan(0);
    expect(ind.total + ann.total).toBe(all.total);
    expect(ind.list.every((n: { category: string }) => n.category === 'industry')).toBe(true);
    expect(ann.list.every((n: { category: string }) => n.category === 'announcement')).toBe(true);
    expect((await s.call(contentCmds.getNewsList, { category: 'gossip' })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'category' });
  });

  it('detail in both languages, with neighbours in the same category and a view count', async () => {
    const list = (await s.call(contentCmds.getNewsList, { category: 'industry' }, { rows: 100 })).response.list;
    const mid = list[1];
    const zh = (await s.call(contentCmds.checkNewsDetail, { id: mid.id })).response;
    const en = (await s.call(contentCmds.checkNewsDetail, { id: mid.id }, { lang: 'en' })).response;
    expect(hasCjk(zh.title) && hasCjk(zh.body)).toBe(true);
    expect(hasCjk(en.title) || hasCjk(en.body)).toBe(false);
    expect(zh.prev).toEqual({ id: list[0].id, title: list[0].title });
    expect(zh.next?.id).toBe(list[2].id);
    expect(en.views).toBe(zh.views + 1);
    expect((await s.call(contentCmds.checkNewsDetail, { id: list[0].id })).response.prev).toBeNull();
  });

  it('an unknown, unpublished or malformed id is a friendly not-found or invalid, never a crash', async () => {
    const r = await s.call(contentCmds.checkNewsDetail, { id: 999999 });
    expect(r.error).toEqual({ errorCode: ErrorCode.notFound, errorInfo: '该新闻不存在或已下线' });
    const en = await s.call(contentCmds.checkNewsDetail, { id: 999999 }, { lang: 'en' });
    expect(en.error?.errorInfo).toBe('This news item does not exist or has been withdrawn');
    const [hidden] = await saveNews(s.database.db, [newsRow({ published: false })]);
    expect((await s.call(contentCmds.checkNewsDetail, { id: hidden.id })).error?.errorCode).toBe(ErrorCode.notFound);
    for (const id of [0, -1, 1.5, '1', 2 ** 40]) expect((await s.call(contentCmds.checkNewsDetail, { id })).error?.errorCode).toBe(ErrorCode.invalidParams);
  });
});

describe('cases', () => {
  it('lists by type 1-4, each type present, paging with total; featured stories 1-6', async () => {
    const all = (await s.call(contentCmds.getCaseList, {}, { rows: 100 })).response;
    expect(all.total).toBeGreaterThanOrEqual(8);
    let sum = 0;
    for (const type of [1, 2, 3, 4]) {
      const r = (await s.call(contentCmds.getCaseList, { type }, { rows: 100 })).response;
      expect(r.total, `type ${type}`).toBeGreaterThan(0);
      expect(r.list.every((c: { type: number }) => c.type === type)).toBe(true);
      sum += r.total;
    }
    expect(sum).toBe(all.total);
    const page = (await s.call(contentCmds.getCaseList, {}, { page: 2, rows: 4 })).response;
    expect(page.list.map((c: { id: number }) => c.id)).toEqual(all.list.slice(4, 8).map((c: { id: number }) => c.id));
    const featured = (await s.call(contentCmds.getCaseList, { featured: true }, { rows: 100 })).response;
    expect(featured.list.map((c: { featured: number }) => c.featured).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await s.call(contentCmds.getCaseList, { type: 5 })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'type' });
  });

  it('detail by id or by featured slot, in both languages; unknown ids are not found', async () => {
    const byFeatured = (await s.call(contentCmds.checkCaseDetail, { featured: 3 }, { lang: 'en' })).response;
    expect(byFeatured.featured).toBe(3);
    expect(byFeatured.metrics.length).toBeGreaterThan(0);
    expect(byFeatured.metrics.some((m: { value: string; label: string }) => hasCjk(m.value + m.label))).toBe(false);
    const byId = (await s.call(contentCmds.checkCaseDetail, { id: byFeatured.id })).response;
    expect(byId.id).toBe(byFeatured.id);
    expect(hasCjk(byId.body)).toBe(true);
    expect(hasCjk(byFeatured.body)).toBe(false);
    expect((await s.call(contentCmds.checkCaseDetail, { id: 424242 }, { lang: 'en' })).error).toEqual({
      errorCode: ErrorCode.notFound,
      errorInfo: 'This case does not exist or has been withdrawn',
    });
    expect((await s.call(contentCmds.checkCaseDetail, {})).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'id' });
    expect((await s.call(contentCmds.checkCaseDetail, { id: 1, featured: 1 })).error).toMatchObject({ errorCode: ErrorCode.invalidParams });
    expect((await s.call(contentCmds.checkCaseDetail, { featured: 7 })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'featured' });
  });
});

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="JaVaScRiPt:alert(4)">click</a>',
  '<p onclick="alert(5)" onmouseover="alert(6)" style="background:url(javascript:alert(7))">text</p>',
  '<svg onload=alert(8)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="/x"><input name=a></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(9)>',
  '<img src="data:image/svg+xml,<svg onload=alert(10)>">',
].join('');

function assertClean(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<form|<input|<style|<math/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/data:/i);
  expect(html).not.toMatch(/style=/i);
}

function newsRow(over: Partial<typeof contentNews.$inferInsert> = {}): typeof contentNews.$inferInsert {
  return {
    category: 'industry',
    titleZh: '测试',
    titleEn: 'Test',
    summaryZh: '摘要',
    summaryEn: 'Summary',
    bodyZh: '<p>正文</p>',
    bodyEn: '<p>Body</p>',
    sourceZh: '来源',
    sourceEn: 'Source',
    publishedAt: new Date('2020-01-01T00:00:00Z'),
    ...over,
  };
}

describe('HTML sanitization', () => {
  it('news bodies are stored sanitized (script, event handlers, javascript: and data: URLs removed) and keep safe markup', async () => {
    const [row] = await saveNews(s.database.db, [newsRow({ bodyZh: `<h2>标题</h2><p>安全<strong>内容</strong></p>${XSS}`, bodyEn: `<ul><li>ok</li></ul>${XSS}` })]);
    const [stored] = await s.database.db.select().from(contentNews).where(eq(contentNews.id, row.id));
    assertClean(stored.bodyZh);
    assertClean(stored.bodyEn);
    expect(stored.bodyZh).toContain('<h2>标题</h2><p>安全<strong>内容</strong></p>');
    expect(stored.bodyEn).toContain('<ul><li>ok</li></ul>');
    const served = (await s.call(contentCmds.checkNewsDetail, { id: row.id }, { lang: 'en' })).response;
    assertClean(served.body);
  });

  it('a row written around the store is sanitized again when served, for news and cases, in both languages', async () => {
    const [n] = await s.database.db
      .insert(contentNews)
      .values(newsRow({ bodyZh: `<p>原文</p>${XSS}`, bodyEn: `<p>raw</p>${XSS}` }))
      .returning({ id: contentNews.id });
    for (const lang of ['zh-CN', 'en']) {
      const body = (await s.call(contentCmds.checkNewsDetail, { id: n.id }, { lang })).response.body as string;
      assertClean(body);
      expect(body).toMatch(/原文|raw/);
      expect(body).toContain('<a>click</a>');
    }
    const [c] = await s.database.db
      .insert(contentCases)
      .values({
        type: 2,
        titleZh: '案例',
        titleEn: 'Case',
        companyZh: '公司',
        companyEn: 'Company',
        industryZh: '行业',
        industryEn: 'Industry',
        regionZh: '地区',
        regionEn: 'Region',
        summaryZh: '摘要',
        summaryEn: 'Summary',
        bodyZh: XSS,
        bodyEn: `<p>fine</p>${XSS}`,
        coverUrl: '/assets/content/case-park-v1.svg',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
      })
      .returning({ id: contentCases.id });
    assertClean((await s.call(contentCmds.checkCaseDetail, { id: c.id })).response.body);
    assertClean((await s.call(contentCmds.checkCaseDetail, { id: c.id }, { lang: 'en' })).response.body);
  });

  it('case bodies are stored sanitized; external links open safely, site links stay in the tab', async () => {
    const base = (await s.database.db.select().from(contentCases).limit(1))[0];
    const { id: _id, featured: _f, createdAt: _c, ...rest } = base;
    const [c] = await saveCases(s.database.db, [{ ...rest, bodyZh: `<p><a href="https://example.com" target="_top">外部</a><a href="/news" target="_blank">站内</a></p>${XSS}`, bodyEn: XSS }]);
    const [stored] = await s.database.db.select().from(contentCases).where(eq(contentCases.id, c.id));
    assertClean(stored.bodyZh);
    expect(stored.bodyZh).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">外部</a><a href="/news">站内</a>');
  });
});

describe('order flow view', () => {
  it('the demo order: five phases with substeps, flags, dates and icon types 1-14', async () => {
    const r = (await s.call(orderCmds.operationProcedureView, { orderSn: 'DD202611180001' }, { lang: 'en' })).response;
    expect(r.operations.map((o: { operationName: string }) => o.operationName)).toEqual(['Confirm order', 'Pay to platform', 'Production tracking', 'Receipt and acceptance', 'Mutual evaluation']);
    const steps = r.operations.flatMap((o: { procedureList: unknown[] }) => o.procedureList);
    expect(steps.map((x: { iconType: number }) => x.iconType)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(r.operations.map((o: { operationFlag: number }) => o.operationFlag)).toEqual([2, 2, 3, 1, 1]);
    const active = steps.filter((x: { isActivity: boolean }) => x.isActivity);
    expect(active).toEqual([{ procedureName: 'Shipped', procedureFlag: 3, isActivity: true, completeDate: null, iconType: 9 }]);
    for (const x of steps.slice(0, 8)) expect(x).toMatchObject({ procedureFlag: 2, completeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    for (const x of steps.slice(9)) expect(x).toMatchObject({ procedureFlag: 1, completeDate: null });
    const zh = (await s.call(orderCmds.operationProcedureView, { orderSn: 'DD202611180001' })).response;
    expect(zh.operations[0].operationName).toBe('确认订单');
    expect(zh.amountCents).toBe(48_600_000);
  });

  it('an unknown or malformed order number', async () => {
    expect((await s.call(orderCmds.operationProcedureView, { orderSn: 'DD000' })).error).toEqual({ errorCode: ErrorCode.notFound, errorInfo: '未找到该订单号对应的订单' });
    expect((await s.call(orderCmds.operationProcedureView, { orderSn: "x' or 1=1" })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'orderSn' });
    expect((await s.call(orderCmds.operationProcedureView, {})).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'orderSn' });
  });
});
