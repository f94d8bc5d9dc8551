import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewDecisions } from '#server/db/schema';
import { useTestServer } from '../../helpers/server';
import { fails, mobiles, newCompany, newPersonal, ok } from './_centre';

const s = useTestServer();
const next = mobiles('152');

export const validInfo = {
  name: '苏州精工机械有限公司',
  introduction: '专注精密零部件加工二十年。',
  establishmentTime: '2006-05-18',
  nature: 'private',
  industry: 'machinery',
  size: '100to499',
  contacts: '周明',
  mobile: '13912345678',
  telphone: '0512-66881234-801',
  email: 'info@sz-jinggong.cn',
  provinceCode: '320000',
  cityCode: '320500',
  areaCode: '320505',
  address: '高新区珠江路88号',
};

describe('options and location', () => {
  it('serves the three option lists in both languages', async () => {
    const zh = await ok(s, 'facInfo/getEnterpriseNatureSelect', {});
    expect(zh).toContainEqual({ value: 'private', label: '民营企业' });
    expect(await ok(s, 'facInfo/getIndustrySelect', {}, { lang: 'en' })).toContainEqual({ value: 'machinery', label: 'Machinery manufacturing' });
    expect((await ok(s, 'facInfo/getCompanySizeSelect', {})).map((o: { value: string }) => o.value)).toEqual(['lt20', '20to99', '100to499', '500to999', 'gte1000']);
  });

  it('cascades the real mainland divisions', async () => {
    const provinces = await ok(s, 'location/getProvinces', {});
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市' });
    expect(provinces).toContainEqual({ code: '320000', name: '江苏省' });
    const cities = await ok(s, 'location/getCities', { provinceCode: '320000' });
    expect(cities).toHaveLength(13);
    expect(cities).toContainEqual({ code: '320500', name: '苏州市' });
    const areas = await ok(s, 'location/getTowns', { cityCode: '320500' });
    expect(areas).toContainEqual({ code: '320505', name: '虎丘区' });
    // Dongguan has no districts: its towns come next.
    expect(await ok(s, 'location/getTowns', { cityCode: '441900' })).toContainEqual({ code: '441900121', name: '虎门镇' });
    expect(await ok(s, 'location/getCities', { provinceCode: '990000' })).toEqual([]);
    await fails(s, 'location/getCities', { provinceCode: 'x' }, 1002);
  });
});

describe('enterprise info', () => {
  it('goes to be completed → under review → rejected → under review → approved, messaging each step', async () => {
    const a = await newCompany(s, next(), '状态机测试厂');
    const op = await s.createSession('operator', 'operator');
    expect(await ok(s, 'facInfo/facDetail', {}, { token: a.token })).toMatchObject({ status: 'toBeCompleted', info: null });

    const submitted = await ok(s, 'facInfo/submitEnterpriseInfo', validInfo, { token: a.token });
    expect(submitted).toMatchObject({ status: 'underReview', rejectReason: null });
    expect(submitted.info).toMatchObject({ ...validInfo, provinceName: '江苏省', cityName: '苏州市', areaName: '虎丘区' });
    // No resubmission while under review.
    const e = await fails(s, 'facInfo/submitEnterpriseInfo', validInfo, 1006, { token: a.token, lang: 'en' });
    expect(e.errorInfo).toBe('The enterprise info is under review, please wait for the result');

    const queue = await ok(s, 'operator/queue', { queue: 'enterpriseInfo', status: 'underReview', keyword: '状态机测试厂' }, { token: op });
    expect(queue.total).toBe(0); // the keyword matches the submitted name, not the account's company name
    const q2 = await ok(s, 'operator/queue', { queue: 'enterpriseInfo', status: 'underReview', keyword: '苏州精工' }, { token: op });
    const item = q2.list.find((i: { companyCode: string }) => i.companyCode === a.companyCode);
    expect(item).toBeTruthy();
    await fails(s, 'operator/reject', { queue: 'enterpriseInfo', id: item.id, reason: ' ' }, 1002, { token: op });
    await ok(s, 'operator/reject', { queue: 'enterpriseInfo', id: item.id, reason: '营业执照地址与填写地址不一致' }, { token: op });
    await fails(s, 'operator/approve', { queue: 'enterpriseInfo', id: item.id }, 1006, { token: op });

    const rejected = await ok(s, 'facInfo/facDetail', {}, { token: a.token });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '营业执照地址与填写地址不一致' });
    const msgs = (await ok(s, 'message/myMessage', {}, { token: a.token })).list;
    expect(msgs[0].title).toBe('企业信息审核未通过');
    expect(msgs[0].content).toContain('营业执照地址与填写地址不一致');

    await ok(s, 'facInfo/submitEnterpriseInfo', { ...validInfo, address: '高新区珠江路99号' }, { token: a.token });
    await ok(s, 'operator/approve', { queue: 'enterpriseInfo', id: item.id }, { token: op });
    const approved = await ok(s, 'facInfo/facDetail', {}, { token: a.token });
    expect(approved).toMatchObject({ status: 'approved', rejectReason: null });
    expect(approved.info.address).toBe('高新区珠江路99号');
    expect((await ok(s, 'message/myMessage', {}, { token: a.token })).list[0].title).toBe('企业信息审核通过');
    // Approved info can be changed again; it goes back to review (decision record 0016), once at a time.
    const again = await ok(s, 'facInfo/submitEnterpriseInfo', { ...validInfo, contacts: '王五' }, { token: a.token });
    expect(again).toMatchObject({ status: 'underReview', reviewedAt: null, info: { contacts: '王五' } });
    await fails(s, 'facInfo/submitEnterpriseInfo', validInfo, 1006, { token: a.token });
    await ok(s, 'operator/approve', { queue: 'enterpriseInfo', id: item.id }, { token: op });
    expect(await ok(s, 'facInfo/facDetail', {}, { token: a.token })).toMatchObject({ status: 'approved', info: { contacts: '王五' } });

    const decisions = await s.database.db.select().from(reviewDecisions).where(eq(reviewDecisions.itemId, item.id));
    expect(decisions.filter((d) => d.queue === 'enterpriseInfo').map((d) => [d.decision, d.reason])).toEqual([
      ['reject', '营业执照地址与填写地址不一致'],
      ['approve', null],
      ['approve', null],
    ]);
  });

  it('validates every field with the spec texts', async () => {
    const a = await newCompany(s, next(), '校验测试厂');
    const bad = async (patch: Record<string, unknown>, field: string, info?: string) => {
      const e = await fails(s, 'facInfo/submitEnterpriseInfo', { ...validInfo, ...patch }, 1002, { token: a.token, lang: 'en' });
      expect(e.field).toBe(field);
      if (info) expect(e.errorInfo).toBe(info);
    };
    await bad({ name: '' }, 'name', 'Please enter the enterprise name');
    await bad({ introduction: ' ' }, 'introduction', 'Please enter the enterprise profile');
    await bad({ nature: 'pirate' }, 'nature', 'Please select the enterprise nature');
    await bad({ industry: '' }, 'industry', 'Please select the industry');
    await bad({ size: 'huge' }, 'size', 'Please select the enterprise size');
    await bad({ establishmentTime: '2006/05/18' }, 'establishmentTime');
    await bad({ establishmentTime: '2999-01-01' }, 'establishmentTime');
    await bad({ contacts: '' }, 'contacts', 'Please enter the contact person');
    await bad({ mobile: '12345' }, 'mobile', 'Please enter a valid mobile number');
    await bad({ telphone: '123' }, 'telphone', 'Please enter a valid telephone number (area code-number-extension)');
    await bad({ email: 'not-an-email' }, 'email', 'Email format is incorrect, please check it carefully');
    await bad({ email: `${'a'.repeat(26)}@example.com` }, 'email', 'Email is too long: at most 25 characters before @ and 20 for the domain');
    await bad({ email: `a@${'b'.repeat(17)}.com` }, 'email');
    await bad({ address: '' }, 'address', 'Please complete the address (province, city, area, detailed address)');
    // The area must lie in the city, the city in the province.
    await bad({ cityCode: '330100' }, 'cityCode', 'Please select a valid province, city and area');
    await bad({ areaCode: '330102' }, 'areaCode');
    await bad({ extra: 1 }, 'extra');
    // Accepted telephone shapes.
    // Accepted telephone shapes, stored normalised (issue 17; subscriber numbers never start with 0 or 1).
    const shapes: [string, string][] = [
      ['021-62345678', '021-62345678'],
      ['01062345678', '010-62345678'],
      ['62345678', '62345678'],
      ['0931-8912345-12', '0931-8912345-12'],
      ['(010) 6279 3001 转 8001', '010-62793001-8001'],
      ['400 830 8300', '400-830-8300'],
    ];
    for (const [telphone, stored] of shapes) {
      const b = await newCompany(s, next(), `电话测试厂${telphone}`);
      await ok(s, 'facInfo/submitEnterpriseInfo', { ...validInfo, telphone }, { token: b.token });
      expect((await ok(s, 'facInfo/facDetail', {}, { token: b.token })).info.telphone).toBe(stored);
    }
    // A wrong subscriber length for the area code.
    await bad({ telphone: '010-2345678' }, 'telphone', 'Please enter a valid telephone number (area code-number-extension)');
    await bad({ telphone: '0755-888866' }, 'telphone');
    // The right shape outside libphonenumber's allocated fixed-line ranges (decision 0018): Shenzhen has
    // 8-digit subscribers, 0600 is no area code. 400/800 hotlines stay accepted (above).
    await bad({ telphone: '0755-2345678' }, 'telphone', 'Please enter a valid telephone number (area code-number-extension)');
    await bad({ telphone: '0600-2345678' }, 'telphone');
  });

  it('needs an enterprise login; personal members and operators are refused', async () => {
    const p = await newPersonal(s, next());
    const e = await fails(s, 'facInfo/facDetail', {}, 1003, { token: p.token, lang: 'en' });
    expect(e.errorInfo).toBe('Please log in with an enterprise account');
    await fails(s, 'facInfo/submitEnterpriseInfo', validInfo, 1003, { token: p.token });
    await fails(s, 'facInfo/facDetail', {}, 14);
    const op = await s.createSession('operator', 'operator');
    await fails(s, 'facInfo/facDetail', {}, 1003, { token: op });
    // Members cannot use the operator's commands.
    const a = await newCompany(s, next(), '越权测试厂');
    const err = await fails(s, 'operator/queue', { queue: 'enterpriseInfo' }, 1003, { token: a.token, lang: 'en' });
    expect(err.errorInfo).toBe('Only platform operators can do this');
    await fails(s, 'operator/approve', { queue: 'enterpriseInfo', id: 1 }, 1003, { token: a.token });
  });

  it('a company sees only its own info', async () => {
    const a = await newCompany(s, next(), '甲方测试厂');
    const b = await newCompany(s, next(), '乙方测试厂');
    await ok(s, 'facInfo/submitEnterpriseInfo', validInfo, { token: a.token });
    expect((await ok(s, 'facInfo/facDetail', {}, { token: b.token })).status).toBe('toBeCompleted');
  });
});
