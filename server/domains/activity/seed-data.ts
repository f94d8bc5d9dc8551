/** Demo activities: content in both languages; prizes as [level, zh, en, total]. */
export const DAY_MS = 86_400_000;

export const DEMO_INVITATION_CODES = Array.from({ length: 20 }, (_, i) => `VIP2026${String(i + 1).padStart(3, '0')}`);

export const DEMO_ACTIVITIES = [
  {
    code: 'LOTTERY2026',
    kind: 'lottery',
    titleZh: '智造云年终幸运大抽奖',
    titleEn: 'Smart Manufacturing Cloud Year-End Lucky Draw',
    contentZh:
      '活动期间，每位会员每天可抽奖 3 次，次数每日 0 点（北京时间）重置。\n\n奖品：特等奖智能网关 IBX-100，一等奖工业平板电脑，二等奖 100 元购物卡，三等奖定制保温杯。奖品数量有限，抽完即止。\n\n中奖后请在“我的奖品”中查看，工作人员将在 7 个工作日内通过注册手机号与您联系发放奖品。\n\n本活动最终解释权归智造云平台所有。',
    contentEn:
      'While the draw runs, every member has 3 draws a day; the count resets at midnight Beijing time.\n\nPrizes: grand prize an IBX-100 smart gateway, first prize an industrial tablet, second prize a 100-yuan shopping card, third prize a custom vacuum flask. Prizes are limited and end when they run out.\n\nYour wins are listed under "My prizes"; our staff will contact you at your registered mobile number within 7 working days to send the prize.\n\nThe Smart Manufacturing Cloud platform reserves the final interpretation of this activity.',
    startOffsetDays: -7,
    endOffsetDays: 180,
    drawsPerDay: 3,
    missWeight: 120,
    prizes: [
      [1, '特等奖：智能网关 IBX-100', 'Grand prize: IBX-100 smart gateway', 2],
      [2, '一等奖：工业平板电脑', 'First prize: industrial tablet', 5],
      [3, '二等奖：100 元购物卡', 'Second prize: 100-yuan shopping card', 30],
      [4, '三等奖：定制保温杯', 'Third prize: custom vacuum flask', 100],
    ],
  },
  {
    code: 'EXPO2026',
    kind: 'exposition',
    titleZh: '2026 工业互联网博览会现场抽奖',
    titleEn: '2026 Industrial Internet Expo Live Draw',
    contentZh: '展会期间到访智造云展台的会员，登录后每天可参与 1 次现场抽奖。\n\n中奖后请凭手机号到展台服务处领取奖品。',
    contentEn: "Members visiting the Smart Manufacturing Cloud stand may take part in the live draw once a day after logging in.\n\nIf you win, collect your prize at the stand's service desk with your mobile number.",
    startOffsetDays: -1,
    endOffsetDays: 120,
    drawsPerDay: 1,
    missWeight: 40,
    prizes: [
      [1, '一等奖：设备连接盒子', 'First prize: equipment connection box', 3],
      [2, '二等奖：无线充电器', 'Second prize: wireless charger', 20],
      [3, '三等奖：帆布袋', 'Third prize: canvas bag', 200],
    ],
  },
  {
    code: 'INVITE2026',
    kind: 'invitation',
    titleZh: '邀请码专属抽奖',
    titleEn: 'Invitation Code Draw',
    contentZh: '输入您收到的邀请码即可抽奖，每个邀请码限抽 1 次，百分之百中奖。\n\n登录后抽奖，奖品将记录在您的账号下。',
    contentEn: 'Enter the invitation code you received to draw. Each code draws once and every draw wins.\n\nLog in before drawing and the prize is recorded under your account.',
    startOffsetDays: -7,
    endOffsetDays: 180,
    drawsPerDay: 1,
    missWeight: 0,
    prizes: [
      [1, '一等奖：WIS 正式版 3 个月', 'First prize: 3 months of WIS official edition', 2],
      [2, '二等奖：云平台服务券 500 元', 'Second prize: 500-yuan platform voucher', 8],
      [3, '三等奖：云平台服务券 50 元', 'Third prize: 50-yuan platform voucher', 50],
    ],
  },
  {
    code: 'REG2026',
    kind: 'registration',
    titleZh: '扫码注册有礼',
    titleEn: 'Register and Get a Gift',
    contentZh: '通过业务员的推广链接注册智造云会员，即可获得新人礼包。',
    contentEn: "Register as a Smart Manufacturing Cloud member through a salesman's link and receive a welcome gift.",
    startOffsetDays: -30,
    endOffsetDays: 180,
    drawsPerDay: 1,
    missWeight: 0,
    prizes: [],
  },
] as const;

const SURNAMES = ['王', '李', '刘', '陈', '杨', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何'];
const GIVEN = ['建国', '晓明', '海燕', '志强', '丽娟', '伟', '静', '磊', '敏', '洋', '勇', '艳', '杰', '娜', '涛'];

/** Customers who registered with the demo salesman's code (M10000009): 24 personal, 6 companies. */
export const DEMO_REGISTRATIONS = Array.from({ length: 30 }, (_, i) => ({
  code: `M3009${String(i + 1).padStart(4, '0')}`,
  mobile: `1390010${String(i + 1).padStart(4, '0')}`,
  name: SURNAMES[i % SURNAMES.length] + GIVEN[(i * 7) % GIVEN.length],
  company: i % 5 === 4 ? { code: `C3009${String(i + 1).padStart(4, '0')}`, name: `推广演示制造${i + 1}号有限公司` } : null,
  daysAgo: 29 - i,
}));
