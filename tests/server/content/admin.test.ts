import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentNews } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { ErrorCode } from '#shared/contract/errors';
import * as contentCmds from '#shared/contract/content';
import * as contentAdminCmds from '#shared/contract/content-admin';
import * as systemCmds from '#shared/contract/system';

const s = useTestServer();
let op: string;
beforeAll(async () => {
  op = await s.createSession('operator', 'operator');
});

const news = {
  kind: 'news',
  category: 'announcement',
  titleZh: '端到端发布测试',
  titleEn: 'End-to-end publishing test',
  summaryZh: '摘要',
  summaryEn: 'Summary',
  bodyZh: '<p onclick="alert(1)">正文<script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">链接</a></p>',
  bodyEn: '<h2>Body</h2><iframe src="https://evil.example"></iframe><p style="color:red">text</p>',
  sourceZh: '运营中心',
  sourceEn: 'Operations',
};

describe('operator content editor', () => {
  it('only operators: members and visitors are refused', async () => {
    const member = await s.createSession('member', '13800000001');
    expect((await s.call(contentAdminCmds.list, { kind: 'news' }, { token: member })).error?.errorCode).toBe(ErrorCode.forbidden);
    expect((await s.call(contentAdminCmds.save, news)).error?.errorCode).toBe(ErrorCode.tokenInvalid);
  });

  it('news: created unpublished with sanitized bodies, invisible until published, then leads the list; unpublish hides it again', async () => {
    const saved = (await s.call(contentAdminCmds.save, news, { token: op })).response;
    expect(saved).toMatchObject({ kind: 'news', published: false, titleZh: '端到端发布测试' });
    const [stored] = await s.database.db.select().from(contentNews).where(eq(contentNews.id, saved.id));
    for (const body of [stored.bodyZh, stored.bodyEn]) {
      expect(body).not.toMatch(/<script|<iframe|onclick|onerror|javascript:|style=/i);
    }
    expect(stored.bodyZh).toContain('正文');
    expect(stored.bodyEn).toContain('<h2>Body</h2>');
    expect((await s.call(contentCmds.checkNewsDetail, { id: saved.id })).error?.errorCode).toBe(ErrorCode.notFound);

    s.app.deps.clock.advance(60_000);
    const pub = (await s.call(contentAdminCmds.publish, { kind: 'news', id: saved.id, published: true }, { token: op })).response;
    expect(pub.published).toBe(true);
    const list = (await s.call(contentCmds.getNewsList, { category: 'announcement' }, { lang: 'en' })).response.list;
    expect(list[0]).toMatchObject({ id: saved.id, title: 'End-to-end publishing test' });

    const edited = (await s.call(contentAdminCmds.save, { ...news, id: saved.id, titleEn: 'Edited title' }, { token: op })).response;
    expect(edited.published).toBe(true);
    expect((await s.call(contentCmds.checkNewsDetail, { id: saved.id }, { lang: 'en' })).response.title).toBe('Edited title');

    await s.call(contentAdminCmds.publish, { kind: 'news', id: saved.id, published: false }, { token: op });
    expect((await s.call(contentCmds.checkNewsDetail, { id: saved.id })).error?.errorCode).toBe(ErrorCode.notFound);
    const all = (await s.call(contentAdminCmds.list, { kind: 'news' }, { token: op, rows: 100 })).response;
    expect(all.list.find((r: { id: number }) => r.id === saved.id)?.published).toBe(false);
  });

  it('cases, banners and notices publish end to end', async () => {
    const c = (
      await s.call(
        contentAdminCmds.save,
        {
          kind: 'case',
          type: 2,
          titleZh: '新案例',
          titleEn: 'New case',
          companyZh: '公司',
          companyEn: 'Company',
          industryZh: '行业',
          industryEn: 'Industry',
          regionZh: '地区',
          regionEn: 'Region',
          summaryZh: '摘要',
          summaryEn: 'Summary',
          bodyZh: '<p>正文</p><script>x</script>',
          bodyEn: '<p>Body</p>',
          coverUrl: '/assets/content/case-park-v1.svg',
        },
        { token: op },
      )
    ).response;
    expect((await s.call(contentCmds.checkCaseDetail, { id: c.id })).error?.errorCode).toBe(ErrorCode.notFound);
    await s.call(contentAdminCmds.publish, { kind: 'case', id: c.id, published: true }, { token: op });
    expect((await s.call(contentCmds.checkCaseDetail, { id: c.id })).response.body).toBe('<p>正文</p>');

    const b = (
      await s.call(
        contentAdminCmds.save,
        { kind: 'banner', titleZh: '新横幅', titleEn: 'New banner', subtitleZh: '副标题', subtitleEn: 'Subtitle', imageUrl: '/assets/content/banner-wis-v1.svg', linkUrl: '/wis', sort: 0 },
        { token: op },
      )
    ).response;
    const ids = async () => ((await s.call(contentCmds.queryIndexBanner, {})).response as { id: number }[]).map((x) => x.id);
    expect(await ids()).not.toContain(b.id);
    await s.call(contentAdminCmds.publish, { kind: 'banner', id: b.id, published: true }, { token: op });
    expect((await ids())[0]).toBe(b.id);

    const n = (await s.call(contentAdminCmds.save, { kind: 'notice', labelZh: '通知', labelEn: 'Update', contentZh: '新版上线', contentEn: 'New release', containLinks: true, linkAddress: '/news' }, { token: op }))
      .response;
    s.app.deps.clock.advance(1000);
    await s.call(contentAdminCmds.publish, { kind: 'notice', id: n.id, published: true }, { token: op });
    expect((await s.call(systemCmds.getNotice, {}, { lang: 'en' })).response).toMatchObject({ id: n.id, noticeLabel: 'Update', containLinks: 1, linkAddress: '/news' });
  });

  it('validates input: links, required texts, kinds, unknown ids', async () => {
    const bad = await s.call(contentAdminCmds.save, { ...news, coverUrl: 'javascript:alert(1)' }, { token: op });
    expect(bad.error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'coverUrl' });
    expect((await s.call(contentAdminCmds.save, { ...news, titleZh: '  ' }, { token: op })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'titleZh' });
    expect((await s.call(contentAdminCmds.save, { ...news, kind: 'video' }, { token: op })).error?.errorCode).toBe(ErrorCode.invalidParams);
    const notice = { kind: 'notice', labelZh: '通知', labelEn: 'Update', contentZh: '内容', contentEn: 'Content', containLinks: true };
    expect((await s.call(contentAdminCmds.save, notice, { token: op })).error).toMatchObject({ errorCode: ErrorCode.invalidParams, field: 'linkAddress' });
    expect((await s.call(contentAdminCmds.save, { ...news, id: 999999 }, { token: op })).error?.errorCode).toBe(ErrorCode.notFound);
    expect((await s.call(contentAdminCmds.publish, { kind: 'case', id: 999999, published: true }, { token: op })).error?.errorCode).toBe(ErrorCode.notFound);
  });
});
