/**
 * The bank stand-in's reference lists: the main banks with clearing codes, and
 * provinces with their cities. Branches are derived per bank and city so every
 * combination has a realistic list to search and page.
 */
export interface BankRef {
  code: string;
  nameZh: string;
  nameEn: string;
  clearingCode: string;
}

export const BANKS: BankRef[] = [
  { code: 'ICBC', nameZh: '中国工商银行', nameEn: 'Industrial and Commercial Bank of China', clearingCode: '102' },
  { code: 'ABC', nameZh: '中国农业银行', nameEn: 'Agricultural Bank of China', clearingCode: '103' },
  { code: 'BOC', nameZh: '中国银行', nameEn: 'Bank of China', clearingCode: '104' },
  { code: 'CCB', nameZh: '中国建设银行', nameEn: 'China Construction Bank', clearingCode: '105' },
  { code: 'BOCOM', nameZh: '交通银行', nameEn: 'Bank of Communications', clearingCode: '301' },
  { code: 'CITIC', nameZh: '中信银行', nameEn: 'China CITIC Bank', clearingCode: '302' },
  { code: 'CEB', nameZh: '中国光大银行', nameEn: 'China Everbright Bank', clearingCode: '303' },
  { code: 'HXB', nameZh: '华夏银行', nameEn: 'Hua Xia Bank', clearingCode: '304' },
  { code: 'CMBC', nameZh: '中国民生银行', nameEn: 'China Minsheng Bank', clearingCode: '305' },
  { code: 'CGB', nameZh: '广发银行', nameEn: 'China Guangfa Bank', clearingCode: '306' },
  { code: 'PAB', nameZh: '平安银行', nameEn: 'Ping An Bank', clearingCode: '307' },
  { code: 'CMB', nameZh: '招商银行', nameEn: 'China Merchants Bank', clearingCode: '308' },
  { code: 'CIB', nameZh: '兴业银行', nameEn: 'Industrial Bank', clearingCode: '309' },
  { code: 'SPDB', nameZh: '上海浦东发展银行', nameEn: 'Shanghai Pudong Development Bank', clearingCode: '310' },
  { code: 'PSBC', nameZh: '中国邮政储蓄银行', nameEn: 'Postal Savings Bank of China', clearingCode: '403' },
];

export interface PlaceRef {
  code: string;
  nameZh: string;
  nameEn: string;
}

export const PROVINCES: (PlaceRef & { cities: (PlaceRef & { districts: string[] })[] })[] = [
  {
    code: '110000',
    nameZh: '北京市',
    nameEn: 'Beijing',
    cities: [{ code: '110100', nameZh: '北京市', nameEn: 'Beijing', districts: ['东城', '西城', '朝阳', '海淀', '丰台', '通州', '亦庄'] }],
  },
  {
    code: '310000',
    nameZh: '上海市',
    nameEn: 'Shanghai',
    cities: [{ code: '310100', nameZh: '上海市', nameEn: 'Shanghai', districts: ['黄浦', '徐汇', '浦东', '闵行', '嘉定', '松江', '宝山'] }],
  },
  {
    code: '320000',
    nameZh: '江苏省',
    nameEn: 'Jiangsu',
    cities: [
      { code: '320100', nameZh: '南京市', nameEn: 'Nanjing', districts: ['鼓楼', '玄武', '江宁', '浦口', '栖霞'] },
      { code: '320500', nameZh: '苏州市', nameEn: 'Suzhou', districts: ['姑苏', '工业园区', '吴中', '相城', '昆山'] },
      { code: '320200', nameZh: '无锡市', nameEn: 'Wuxi', districts: ['梁溪', '滨湖', '新吴', '江阴'] },
    ],
  },
  {
    code: '330000',
    nameZh: '浙江省',
    nameEn: 'Zhejiang',
    cities: [
      { code: '330100', nameZh: '杭州市', nameEn: 'Hangzhou', districts: ['上城', '西湖', '滨江', '萧山', '余杭'] },
      { code: '330200', nameZh: '宁波市', nameEn: 'Ningbo', districts: ['海曙', '鄞州', '北仑', '镇海', '慈溪'] },
    ],
  },
  {
    code: '440000',
    nameZh: '广东省',
    nameEn: 'Guangdong',
    cities: [
      { code: '440100', nameZh: '广州市', nameEn: 'Guangzhou', districts: ['天河', '越秀', '海珠', '番禺', '黄埔', '白云'] },
      { code: '440300', nameZh: '深圳市', nameEn: 'Shenzhen', districts: ['福田', '南山', '罗湖', '宝安', '龙岗', '龙华'] },
      { code: '441900', nameZh: '东莞市', nameEn: 'Dongguan', districts: ['南城', '东城', '长安', '虎门', '松山湖'] },
    ],
  },
  {
    code: '370000',
    nameZh: '山东省',
    nameEn: 'Shandong',
    cities: [
      { code: '370100', nameZh: '济南市', nameEn: 'Jinan', districts: ['历下', '市中', '槐荫', '历城'] },
      { code: '370200', nameZh: '青岛市', nameEn: 'Qingdao', districts: ['市南', '市北', '黄岛', '崂山', '城阳'] },
    ],
  },
  {
    code: '420000',
    nameZh: '湖北省',
    nameEn: 'Hubei',
    cities: [{ code: '420100', nameZh: '武汉市', nameEn: 'Wuhan', districts: ['江岸', '武昌', '洪山', '汉阳', '东湖高新'] }],
  },
  {
    code: '510000',
    nameZh: '四川省',
    nameEn: 'Sichuan',
    cities: [{ code: '510100', nameZh: '成都市', nameEn: 'Chengdu', districts: ['锦江', '青羊', '武侯', '成华', '高新'] }],
  },
];

export const bankByCode = (code: string) => BANKS.find((b) => b.code === code) ?? null;

export function cityByCode(code: string) {
  for (const p of PROVINCES) for (const c of p.cities) if (c.code === code) return { province: p, city: c };
  return null;
}

export interface BranchRef {
  code: string;
  nameZh: string;
  nameEn: string;
}

/** A bank's branches in a city: the city branch, then one sub-branch per district. */
export function branchesOf(bankCode: string, cityCode: string): BranchRef[] {
  const bank = bankByCode(bankCode);
  const found = cityByCode(cityCode);
  if (!bank || !found) return [];
  const { city } = found;
  const main = { code: `${bank.clearingCode}${city.code}000`, nameZh: `${bank.nameZh}${city.nameZh.replace(/市$/, '')}分行`, nameEn: `${bank.nameEn}, ${city.nameEn} Branch` };
  return [
    main,
    ...city.districts.map((d, i) => ({
      code: `${bank.clearingCode}${city.code}${String(i + 1).padStart(3, '0')}`,
      nameZh: `${bank.nameZh}${city.nameZh.replace(/市$/, '')}${d}支行`,
      nameEn: `${bank.nameEn}, ${city.nameEn} Sub-branch ${i + 1}`,
    })),
  ];
}

export function branchByCode(code: string): (BranchRef & { bankCode: string; cityCode: string }) | null {
  for (const bank of BANKS) {
    if (!code.startsWith(bank.clearingCode)) continue;
    const cityCode = code.slice(bank.clearingCode.length, bank.clearingCode.length + 6);
    const b = branchesOf(bank.code, cityCode).find((x) => x.code === code);
    if (b) return { ...b, bankCode: bank.code, cityCode };
  }
  return null;
}
