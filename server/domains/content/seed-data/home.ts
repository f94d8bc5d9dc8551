import type { contentAds, contentBanners, contentFigures, contentHistory, contentMallItems } from '../../../db/schema';

/** Demo data for the home page's data-driven sections, both languages. */

export const bannersSeed: (typeof contentBanners.$inferInsert)[] = [
  {
    sort: 1,
    titleZh: '连接设备，共享产能，让每一台机器都创造价值',
    titleEn: 'Connect machines, share capacity, put every machine to work',
    subtitleZh: '面向制造企业的产业互联网平台：产能交易、MRO采购、工厂数字化与供应链金融一站服务',
    subtitleEn: 'The industrial internet platform for manufacturers: capacity trading, MRO buying, factory digitalisation and supply chain finance in one place',
    imageUrl: '/assets/content/banner-platform-v1.svg',
    linkUrl: '/register',
  },
  {
    sort: 2,
    titleZh: 'WIS工厂数字化运营套件 免费试用30天',
    titleEn: 'WIS factory suite: 30-day free trial',
    subtitleZh: '智能排产10分钟出计划，扫码报工、质量追溯即开即用；正式版模块及智能产品90天免费',
    subtitleEn: 'Smart scheduling in under 10 minutes, scan-to-report and quality traceability out of the box; official modules and smart products free for 90 days',
    imageUrl: '/assets/content/banner-wis-v1.svg',
    linkUrl: '/wis',
  },
  {
    sort: 3,
    titleZh: '在线产能共享平台：发布闲置产能，承接外协订单',
    titleEn: 'Capacity marketplace: publish idle capacity, win outsourced orders',
    subtitleZh: '基于设备联网数据核验真实产能，询价平均4小时响应，货款平台托管',
    subtitleEn: 'Real capacity verified from connected machines, replies to enquiries within 4 hours on average, payments held in escrow',
    imageUrl: '/assets/content/banner-capacity-v1.svg',
    linkUrl: '/esp',
  },
  {
    sort: 4,
    titleZh: '设备连接盒：老设备即插即用上云',
    titleEn: 'Connection box: plug older machines into the cloud',
    subtitleZh: '支持主流PLC与数控系统协议，半天完成接入，边缘计算本地清洗数据',
    subtitleEn: 'Major PLC and CNC protocols, connected in half a day, data cleaned at the edge',
    imageUrl: '/assets/content/banner-box-v1.svg',
    linkUrl: '/box',
  },
  {
    sort: 5,
    titleZh: '供应链金融：凭真实交易数据融资',
    titleEn: 'Supply chain finance on real trade data',
    subtitleZh: '订单融资、采购融资、设备融资租赁，最快三个工作日到账',
    subtitleEn: 'Order financing, purchase financing and equipment leases, paid in as little as three working days',
    imageUrl: '/assets/content/banner-finance-v1.svg',
    linkUrl: '/financial',
  },
  {
    sort: 6,
    titleZh: '开放平台：标准接口连接您的ERP与MES',
    titleEn: 'Open platform: standard APIs for your ERP and MES',
    subtitleZh: '设备数据API 2.0发布，企业会员即可注册开发者，沙箱环境免费调试',
    subtitleEn: 'Machine data API 2.0 is out: enterprise members register as developers and try the sandbox for free',
    imageUrl: '/assets/content/banner-open-v1.svg',
    linkUrl: '/openApi',
  },
];

const item = (
  sort: number,
  cat: [string, string, string],
  nameZh: string,
  nameEn: string,
  specZh: string,
  specEn: string,
  brand: string,
  priceCents: number,
  unit: [string, string],
  image: string,
): typeof contentMallItems.$inferInsert => ({
  sort,
  categoryKey: cat[0],
  categoryZh: cat[1],
  categoryEn: cat[2],
  nameZh,
  nameEn,
  specZh,
  specEn,
  brand,
  priceCents,
  unitZh: unit[0],
  unitEn: unit[1],
  imageUrl: `/assets/content/${image}-v1.svg`,
});

const TOOLS: [string, string, string] = ['tools', '刀具量具', 'Cutting tools and gauges'];
const ELECTRIC: [string, string, string] = ['electrical', '电气自动化', 'Electrical and automation'];
const SAFETY: [string, string, string] = ['safety', '劳保安防', 'Safety and protection'];

export const mallSeed = [
  item(1, TOOLS, '硬质合金立铣刀 4刃', 'Carbide end mill, 4 flutes', 'Φ10×75mm，TiAlN涂层', 'Ø10×75 mm, TiAlN coated', 'ZCC·CT', 8600, ['支', 'pc'], 'item-tool'),
  item(2, TOOLS, '数控车削刀片 CNMG120408', 'CNC turning insert CNMG120408', '钢件半精加工，10片/盒', 'Semi-finishing steel, 10 per box', 'Kennametal', 42000, ['盒', 'box'], 'item-tool'),
  item(3, TOOLS, '数显游标卡尺', 'Digital caliper', '0-150mm，分辨率0.01mm', '0-150 mm, 0.01 mm resolution', 'Mitutoyo', 68500, ['把', 'pc'], 'item-gauge'),
  item(4, TOOLS, '杠杆百分表', 'Dial test indicator', '0-0.8mm，精度0.01mm', '0-0.8 mm, 0.01 mm accuracy', 'Mahr', 52800, ['只', 'pc'], 'item-gauge'),
  item(5, ELECTRIC, '小型PLC控制器', 'Compact PLC controller', '14入10出，以太网通讯', '14 in / 10 out, Ethernet', 'Siemens S7-1200', 198000, ['台', 'unit'], 'item-plc'),
  item(6, ELECTRIC, '交流接触器 32A', 'AC contactor 32 A', '线圈AC220V，1常开1常闭', 'AC 220 V coil, 1 NO + 1 NC', 'Schneider', 16800, ['只', 'pc'], 'item-electric'),
  item(7, ELECTRIC, '伺服电机 750W', 'Servo motor 750 W', '额定转速3000rpm，带抱闸', '3,000 rpm rated, with brake', 'Inovance', 126000, ['台', 'unit'], 'item-plc'),
  item(8, ELECTRIC, '工业以太网交换机', 'Industrial Ethernet switch', '8口千兆，DIN导轨安装', '8 gigabit ports, DIN rail', 'MOXA', 89000, ['台', 'unit'], 'item-electric'),
  item(9, SAFETY, '防切割手套 5级', 'Cut-resistant gloves, level 5', 'PU掌浸，12副/包', 'PU palm coated, 12 pairs per pack', '3M', 15600, ['包', 'pack'], 'item-glove'),
  item(10, SAFETY, '防护眼镜 防冲击', 'Impact safety glasses', '防雾防刮，符合GB14866', 'Anti-fog, anti-scratch, GB14866', 'Honeywell', 2900, ['副', 'pair'], 'item-glove'),
  item(11, SAFETY, '安全帽 ABS', 'ABS safety helmet', '透气型，含下颌带', 'Ventilated, with chin strap', 'DELTA PLUS', 4500, ['顶', 'pc'], 'item-helmet'),
  item(12, SAFETY, '工业防尘口罩 KN95', 'KN95 industrial dust mask', '带呼吸阀，50只/箱', 'With valve, 50 per carton', '3M', 32000, ['箱', 'carton'], 'item-helmet'),
];

const enquiry = (
  titleZh: string,
  titleEn: string,
  buyerZh: string,
  buyerEn: string,
  regionZh: string,
  regionEn: string,
  categoryZh: string,
  categoryEn: string,
  quantity: number,
  unit: [string, string],
  days: number,
) => ({ titleZh, titleEn, buyerZh, buyerEn, regionZh, regionEn, categoryZh, categoryEn, quantity, unitZh: unit[0], unitEn: unit[1], days });

export const enquiriesSeed = [
  enquiry('铝合金壳体CNC加工', 'CNC machining of aluminium housings', '苏州某新能源科技公司', 'A new-energy tech company in Suzhou', '江苏苏州', 'Suzhou, Jiangsu', '机加工', 'Machining', 5000, ['件', 'pcs'], 90),
  enquiry(
    '不锈钢钣金机箱折弯焊接',
    'Stainless sheet-metal enclosures, bending and welding',
    '杭州某储能设备公司',
    'An energy-storage equipment maker in Hangzhou',
    '浙江杭州',
    'Hangzhou, Zhejiang',
    '钣金',
    'Sheet metal',
    800,
    ['套', 'sets'],
    75,
  ),
  enquiry('PA66加纤注塑件', 'Glass-filled PA66 injection mouldings', '宁波某家电企业', 'A home-appliance maker in Ningbo', '浙江宁波', 'Ningbo, Zhejiang', '注塑', 'Injection moulding', 20000, ['件', 'pcs'], 120),
  enquiry(
    '控制板SMT贴片加工',
    'SMT assembly of control boards',
    '深圳某智能硬件公司',
    'A smart-hardware company in Shenzhen',
    '广东深圳',
    'Shenzhen, Guangdong',
    '电子装联',
    'Electronics assembly',
    3000,
    ['片', 'boards'],
    60,
  ),
  enquiry('45#钢齿轮轴调质加工', 'Quenched and tempered 45# steel gear shafts', '济南某减速机厂', 'A gearbox plant in Jinan', '山东济南', 'Jinan, Shandong', '机加工', 'Machining', 1200, ['件', 'pcs'], 100),
  enquiry('冲压模具开发（汽车支架）', 'Stamping die development (car brackets)', '重庆某汽车零部件公司', 'An auto-parts company in Chongqing', '重庆', 'Chongqing', '模具', 'Tooling', 2, ['套', 'sets'], 150),
  enquiry('铸铁件粗加工外协', 'Rough machining of iron castings', '无锡某压缩机公司', 'A compressor maker in Wuxi', '江苏无锡', 'Wuxi, Jiangsu', '机加工', 'Machining', 600, ['件', 'pcs'], 45),
  enquiry(
    '工业线束加工',
    'Industrial wiring harness assembly',
    '合肥某工程机械公司',
    'A construction-machinery company in Hefei',
    '安徽合肥',
    'Hefei, Anhui',
    '电子装联',
    'Electronics assembly',
    1500,
    ['套', 'sets'],
    80,
  ),
];

export const adsSeed: (typeof contentAds.$inferInsert)[] = [
  {
    locationId: 1,
    sort: 1,
    titleZh: '新用户注册企业会员，首年免费使用设备连接盒云服务',
    titleEn: 'New enterprise members: first year of connection box cloud service free',
    bodyZh: '完成企业实名认证即可领取，适用于首批接入的10台设备。',
    bodyEn: 'Claim it after real-name certification; covers the first 10 machines you connect.',
    actionZh: '立即注册',
    actionEn: 'Register now',
    linkUrl: '/register',
    imageUrl: '/assets/content/ad-box-v1.svg',
  },
  {
    locationId: 2,
    sort: 1,
    titleZh: '设备融资租赁 直租与售后回租',
    titleEn: 'Equipment leasing: direct lease and sale-and-leaseback',
    bodyZh: '按开机时长弹性计费，首付低至10%，最快5个工作日放款。',
    bodyEn: 'Flexible billing by running hours, down payment from 10%, funds in as little as 5 working days.',
    actionZh: '了解设备租赁',
    actionEn: 'About leasing',
    linkUrl: '/leasing',
    imageUrl: '/assets/content/ad-lease-v1.svg',
  },
  {
    locationId: 2,
    sort: 2,
    titleZh: '供应链金融 订单融资三天到账',
    titleEn: 'Supply chain finance: order financing in three days',
    bodyZh: '凭平台订单与设备数据申请，无需额外抵押。',
    bodyEn: 'Apply with your platform orders and machine data, no extra collateral.',
    actionZh: '申请融资',
    actionEn: 'Apply for financing',
    linkUrl: '/financial',
    imageUrl: '/assets/content/ad-finance-v1.svg',
  },
];

export const figuresSeed: (typeof contentFigures.$inferInsert)[] = [
  { key: 'companies', sort: 1, value: 128600, unitZh: '家', unitEn: '', labelZh: '入驻企业', labelEn: 'companies on the platform' },
  { key: 'devices', sort: 2, value: 356000, unitZh: '台', unitEn: '', labelZh: '联网设备', labelEn: 'connected machines' },
  { key: 'orders', sort: 3, value: 48200, unitZh: '笔', unitEn: '', labelZh: '年度产能交易', labelEn: 'capacity deals this year' },
  { key: 'trade', sort: 4, value: 8650000000, unitZh: '元', unitEn: 'CNY', labelZh: '平台交易额', labelEn: 'traded on the platform' },
];

export const historySeed: (typeof contentHistory.$inferInsert)[] = [
  { year: 2018, month: 6, titleZh: '公司成立', titleEn: 'Company founded', bodyZh: '在苏州成立，专注制造业设备联网与数据服务。', bodyEn: 'Founded in Suzhou to connect manufacturing machines and serve their data.' },
  {
    year: 2019,
    month: 9,
    titleZh: '设备连接盒量产',
    titleEn: 'Connection box in volume production',
    bodyZh: '第一代设备连接盒量产，支持主流数控系统协议。',
    bodyEn: 'The first connection box goes into volume production, supporting major CNC protocols.',
  },
  {
    year: 2020,
    month: 11,
    titleZh: '产能共享平台上线',
    titleEn: 'Capacity marketplace launched',
    bodyZh: '在线产能交易上线，首年撮合订单超5000笔。',
    bodyEn: 'Online capacity trading goes live; over 5,000 orders matched in the first year.',
  },
  {
    year: 2022,
    month: 4,
    titleZh: 'WIS套件发布',
    titleEn: 'WIS suite released',
    bodyZh: '工厂数字化运营套件发布，覆盖排产、报工与质量。',
    bodyEn: 'The factory digital operation suite covers scheduling, reporting and quality.',
  },
  {
    year: 2023,
    month: 8,
    titleZh: '供应链金融与设备租赁',
    titleEn: 'Supply chain finance and leasing',
    bodyZh: '联合金融机构推出订单融资与设备融资租赁。',
    bodyEn: 'Order financing and equipment leases launched with partner lenders.',
  },
  {
    year: 2025,
    month: 3,
    titleZh: '国家级双跨平台',
    titleEn: 'National cross-industry platform',
    bodyZh: '入选国家级跨行业跨领域工业互联网平台。',
    bodyEn: 'Selected as a national cross-industry, cross-domain industrial internet platform.',
  },
  {
    year: 2026,
    month: 5,
    titleZh: '开放平台API 2.0',
    titleEn: 'Open platform API 2.0',
    bodyZh: '开放平台全面开放开发者注册，服务企业超12万家。',
    bodyEn: 'Developer registration opens to all companies; over 120,000 companies served.',
  },
];

/** The demo order the order-flow view shows (linked from /business/v1): production tracking under way. */
export const demoOrder = {
  orderSn: 'DD202611180001',
  titleZh: '铝合金壳体CNC加工 5000件',
  titleEn: 'CNC machining of aluminium housings, 5,000 pcs',
  buyerZh: '演示精密机械有限公司',
  buyerEn: 'Demo Precision Machinery Co., Ltd.',
  sellerZh: '昆山精锐五金制品有限公司',
  sellerEn: 'Kunshan Jingrui Hardware Co., Ltd.',
  amountCents: 48_600_000,
  /** Substeps 1-8 completed this many days before the seed ran; 9 (shipment) is the active one. */
  completedDaysAgo: [12, 12, 11, 10, 10, 8, 5, 1],
};
