import type { DeviceContent, DeviceSeries } from '#shared/contract/device';

/**
 * The seeded device pages: three IBX connection boxes and three IMT terminals, in both
 * languages. Series-wide texts (lights, installation, faults) are shared and specialised
 * per model; the documents are generated from this content (documents.ts).
 */

interface ModelSeed {
  model: string;
  series: DeviceSeries;
  sort: number;
  zh: DeviceContent;
  en: DeviceContent;
}

const DOCS = {
  zh: [
    { key: 'datasheet', title: '产品规格书' },
    { key: 'install', title: '安装与接线指南' },
  ],
  en: [
    { key: 'datasheet', title: 'Datasheet' },
    { key: 'install', title: 'Installation and wiring guide' },
  ],
};

const IBX_LIGHTS = {
  zh: [
    { name: 'PWR', state: '常亮', meaning: '电源正常' },
    { name: 'RUN', state: '1 秒闪烁', meaning: '系统运行正常' },
    { name: 'NET', state: '常亮 / 快闪 / 熄灭', meaning: '已连接平台 / 正在连接 / 无网络' },
    { name: 'COM', state: '闪烁', meaning: '设备数据收发中' },
    { name: 'ERR', state: '常亮', meaning: '配置错误或采集异常，请查看平台告警' },
  ],
  en: [
    { name: 'PWR', state: 'On', meaning: 'Power is normal' },
    { name: 'RUN', state: 'Blinks every second', meaning: 'The system is running' },
    { name: 'NET', state: 'On / fast blink / off', meaning: 'Connected to the platform / connecting / no network' },
    { name: 'COM', state: 'Blinking', meaning: 'Exchanging data with the equipment' },
    { name: 'ERR', state: 'On', meaning: 'Configuration or collection error: check the alarm on the platform' },
  ],
};

const IBX_INSTALL = {
  zh: [
    '断开机床控制柜电源，确认柜内无电后再操作。',
    '将盒子卡入 35 mm 导轨，或用两颗 M4 螺钉固定在柜内背板上，四周预留 20 mm 散热空间。',
    '按接线图连接 24 V DC 电源（注意正负极）和机床通讯口。',
    '4G 型号插入物联网卡，将吸盘天线引出柜外；有线型号接入车间交换机。',
    '上电后等待 NET 灯常亮，用手机扫描盒子上的二维码，在平台上完成设备绑定。',
  ],
  en: [
    'Switch off the machine cabinet and make sure it is dead before you start.',
    'Snap the box onto a 35 mm DIN rail, or fix it to the back plate with two M4 screws, leaving 20 mm around it for cooling.',
    'Connect the 24 V DC supply (mind the polarity) and the machine communication port as shown in the wiring diagram.',
    'For 4G models, insert the IoT SIM card and route the magnetic antenna outside the cabinet; wired models go to the workshop switch.',
    'Power on, wait until NET stays on, then scan the QR code on the box with your phone to bind the device on the platform.',
  ],
};

const IBX_FAULTS = {
  zh: [
    { symptom: 'PWR 灯不亮', cause: '电源未接通或正负极接反', fix: '用万用表测量端子电压应为 24 V DC ±20%，检查极性后重新上电。' },
    { symptom: 'NET 灯持续快闪', cause: '无 4G 信号、物联网卡欠费或网线未连接', fix: '将天线移出金属柜体；在平台"设备网络"中查看信号强度；更换网线测试。' },
    { symptom: '平台显示在线但无数据', cause: '通讯参数与机床不一致', fix: '核对波特率、站号和协议；在平台重新下发采集模板。' },
    { symptom: 'ERR 灯常亮', cause: '采集点配置错误或设备无应答', fix: '查看平台告警详情，修正点表后重启盒子。' },
  ],
  en: [
    { symptom: 'PWR is off', cause: 'No supply or reversed polarity', fix: 'Measure 24 V DC ±20% at the terminal, check the polarity and power on again.' },
    {
      symptom: 'NET keeps blinking fast',
      cause: 'No 4G signal, SIM out of credit or cable unplugged',
      fix: 'Move the antenna outside the metal cabinet, check signal strength under Device network on the platform, try another cable.',
    },
    { symptom: 'Online on the platform but no data', cause: 'Communication settings differ from the machine', fix: 'Check baud rate, station number and protocol; push the collection template again from the platform.' },
    { symptom: 'ERR stays on', cause: 'Wrong collection points or the equipment does not answer', fix: 'Read the alarm details on the platform, correct the point table and restart the box.' },
  ],
};

const IMT_LIGHTS = {
  zh: [
    { name: '电源', state: '绿色常亮', meaning: '已开机' },
    { name: '电源', state: '橙色常亮', meaning: '正在充电 / 外部供电' },
    { name: '网络', state: '蓝色常亮 / 闪烁', meaning: '已连接平台 / 正在连接' },
    { name: '状态', state: '红色闪烁', meaning: '有未处理的报工异常或设备告警' },
  ],
  en: [
    { name: 'Power', state: 'Green, on', meaning: 'Switched on' },
    { name: 'Power', state: 'Orange, on', meaning: 'Charging / external power' },
    { name: 'Network', state: 'Blue, on / blinking', meaning: 'Connected to the platform / connecting' },
    { name: 'Status', state: 'Red, blinking', meaning: 'An open job-report exception or a device alarm' },
  ],
};

const IMT_INSTALL = {
  zh: [
    '选择操作工易于触及、避开冷却液飞溅的位置安装支架。',
    '用随附的 VESA 75 支架或磁吸底座固定终端，拧紧防松螺钉。',
    '连接 12–24 V DC 电源；需要读卡或扫码时接入对应外设。',
    '开机后在"设置 > 网络"中连接车间 Wi‑Fi 或插入 4G 卡。',
    '登录平台账号，扫描机床上的设备二维码，将终端与机床关联。',
  ],
  en: [
    'Choose a place the operator can reach easily, away from coolant splashes, for the bracket.',
    'Fix the terminal with the supplied VESA 75 bracket or magnetic base and tighten the locking screws.',
    'Connect the 12–24 V DC supply; plug in the card reader or scanner if the station needs one.',
    'After power-on, join the workshop Wi-Fi or insert a 4G card under Settings > Network.',
    'Log in with your platform account and scan the machine QR code to link the terminal to the machine.',
  ],
};

const IMT_FAULTS = {
  zh: [
    { symptom: '无法开机', cause: '电池耗尽或电源适配器故障', fix: '接入电源充电 30 分钟后长按电源键 3 秒。' },
    { symptom: '报工提交失败', cause: '网络中断或登录已失效', fix: '检查网络图标；重新登录后，离线缓存的报工会自动补传。' },
    { symptom: '扫码无反应', cause: '扫码头被遮挡或外设未识别', fix: '擦拭扫码窗口；重新插拔外设，在"设置 > 外设"中确认已识别。' },
    { symptom: '触摸屏漂移', cause: '屏幕表面有油污或需校准', fix: '用干布清洁屏幕，在"设置 > 触摸校准"中重新校准。' },
  ],
  en: [
    { symptom: 'Will not switch on', cause: 'Battery empty or adapter faulty', fix: 'Charge for 30 minutes, then hold the power key for 3 seconds.' },
    { symptom: 'Job report cannot be sent', cause: 'Network down or login expired', fix: 'Check the network icon; after logging in again, reports cached offline are uploaded automatically.' },
    { symptom: 'Scanner does not react', cause: 'Window dirty or peripheral not recognised', fix: 'Wipe the scan window; re-plug the peripheral and check it under Settings > Peripherals.' },
    { symptom: 'Touch input drifts', cause: 'Oil on the screen or calibration needed', fix: 'Clean the screen with a dry cloth and recalibrate under Settings > Touch calibration.' },
  ],
};

/** A spec row: label in Chinese and English, and the value, bilingual when it has words (not only figures and units). */
type Spec = [string, string, string | [string, string]];

/** The texts every model of a series shares. */
const SERIES = {
  IBX: { lights: IBX_LIGHTS, installation: IBX_INSTALL, troubleshooting: IBX_FAULTS },
  IMT: { lights: IMT_LIGHTS, installation: IMT_INSTALL, troubleshooting: IMT_FAULTS },
};

function seriesModel(series: keyof typeof SERIES) {
  return (model: string, sort: number, o: { zhName: string; enName: string; zhSummary: string; enSummary: string; specs: Spec[]; ports: [string, string, string][]; wiring: [string, string][] }): ModelSeed => {
    const content = (lang: 'zh' | 'en'): DeviceContent => ({
      name: lang === 'zh' ? o.zhName : o.enName,
      summary: lang === 'zh' ? o.zhSummary : o.enSummary,
      specs: o.specs.map(([zh, en, value]) => ({ label: lang === 'zh' ? zh : en, value: typeof value === 'string' ? value : value[lang === 'zh' ? 0 : 1] })),
      interfaces: o.ports.map(([name, zh, en]) => ({ name, detail: lang === 'zh' ? zh : en })),
      wiring: o.wiring.map(([zh, en]) => (lang === 'zh' ? zh : en)),
      lights: SERIES[series].lights[lang],
      installation: SERIES[series].installation[lang],
      troubleshooting: SERIES[series].troubleshooting[lang],
      documents: DOCS[lang],
    });
    return { model, series, sort, zh: content('zh'), en: content('en') };
  };
}

const ibx = seriesModel('IBX');
const imt = seriesModel('IMT');

const POWER_24V: [string, string] = ['电源端子 V+ 接 24 V DC 正极，V− 接 0 V，PE 接柜体接地排。', 'Power terminal V+ to 24 V DC, V− to 0 V, PE to the cabinet earth bar.'];

export const DEVICE_MODELS: ModelSeed[] = [
  ibx('IBX-100', 1, {
    zhName: '设备连接盒 IBX-100（4G 基础型）',
    enName: 'Connection box IBX-100 (4G basic)',
    zhSummary: '单台机床快速联网：一个 RS485 口和一个网口，4G 直连平台，免布线。',
    enSummary: 'Gets a single machine online fast: one RS485 port and one Ethernet port, straight to the platform over 4G, no cabling.',
    specs: [
      ['处理器', 'Processor', 'ARM Cortex-A7, 1.2 GHz'],
      ['内存 / 存储', 'Memory / storage', '256 MB / 4 GB eMMC'],
      ['网络', 'Network', ['4G Cat.1，10/100M 以太网 ×1', '4G Cat.1, 10/100M Ethernet ×1']],
      ['供电', 'Power supply', ['9–36 V DC，典型功耗 3 W', '9–36 V DC, 3 W typ.']],
      ['工作温度', 'Operating temperature', '−20 ~ 70 °C'],
      ['防护等级', 'Protection', 'IP30'],
      ['尺寸', 'Dimensions', '105 × 75 × 32 mm'],
      ['安装', 'Mounting', ['35 mm DIN 导轨 / 壁挂', '35 mm DIN rail / wall']],
    ],
    ports: [
      ['RS485', '1 路，支持 Modbus RTU、FANUC/三菱 PLC 串口协议，9600–115200 bps', '1 port, Modbus RTU and FANUC/Mitsubishi PLC serial protocols, 9600–115200 bps'],
      ['LAN', '1 路 10/100M，RJ45，可连接数控系统以太网口', '1 × 10/100M RJ45, for the CNC controller Ethernet port'],
      ['SIM', 'Micro SIM 卡槽，支持物联网卡', 'Micro SIM slot for IoT cards'],
      ['ANT', 'SMA 天线接口（4G）', 'SMA antenna socket (4G)'],
    ],
    wiring: [POWER_24V, ['RS485：A 接设备 485+，B 接 485−，线长超过 100 m 时两端加 120 Ω 终端电阻。', 'RS485: A to the device 485+, B to 485−; over 100 m add 120 Ω terminators at both ends.']],
  }),
  ibx('IBX-200', 2, {
    zhName: '设备连接盒 IBX-200（多口标准型）',
    enName: 'Connection box IBX-200 (multi-port standard)',
    zhSummary: '产线级采集：双网口、双串口与数字量输入输出，同时接入数控、PLC 和传感器。',
    enSummary: 'Line-level collection: two Ethernet, two serial ports and digital I/O for CNCs, PLCs and sensors at once.',
    specs: [
      ['处理器', 'Processor', ['ARM Cortex-A53 四核，1.5 GHz', 'ARM Cortex-A53 quad-core, 1.5 GHz']],
      ['内存 / 存储', 'Memory / storage', '1 GB / 8 GB eMMC'],
      ['网络', 'Network', ['10/100M 以太网 ×2，4G Cat.4（选配）', '10/100M Ethernet ×2, 4G Cat.4 (optional)']],
      ['数字量', 'Digital I/O', ['DI ×4（干接点），DO ×2（继电器 1 A）', 'DI ×4 (dry contact), DO ×2 (relay 1 A)']],
      ['供电', 'Power supply', ['9–36 V DC，典型功耗 5 W', '9–36 V DC, 5 W typ.']],
      ['工作温度', 'Operating temperature', '−25 ~ 70 °C'],
      ['防护等级', 'Protection', 'IP30'],
      ['尺寸', 'Dimensions', '130 × 95 × 38 mm'],
    ],
    ports: [
      ['LAN1 / LAN2', '2 路 10/100M，可分别接入设备网与办公网，网络隔离', '2 × 10/100M, equipment and office networks kept apart'],
      ['RS485 ×2', 'Modbus RTU、西门子 PPI、欧姆龙 Host Link', 'Modbus RTU, Siemens PPI, Omron Host Link'],
      ['RS232', '1 路，DB9，老式数控系统 DNC 口', '1 × DB9 for the DNC port of older CNCs'],
      ['DI / DO', '4 路干接点输入（三色灯、计数）、2 路继电器输出', '4 dry-contact inputs (stack light, counting), 2 relay outputs'],
    ],
    wiring: [
      POWER_24V,
      ['三色灯采集：绿/黄/红灯信号分别接 DI1–DI3，公共端接 COM。', 'Stack light: green/yellow/red signals to DI1–DI3, common to COM.'],
      ['RS232：TX、RX 交叉连接，GND 共地，线长不超过 15 m。', 'RS232: cross TX and RX, share GND, at most 15 m.'],
    ],
  }),
  ibx('IBX-300', 3, {
    zhName: '边缘计算盒 IBX-300（高性能型）',
    enName: 'Edge computing box IBX-300 (high performance)',
    zhSummary: '在车间本地运行数据清洗、OEE 计算与告警规则，断网时数据本地缓存 30 天。',
    enSummary: 'Runs data cleaning, OEE calculation and alarm rules in the workshop; keeps 30 days of data locally when offline.',
    specs: [
      ['处理器', 'Processor', ['ARM Cortex-A55 四核，2.0 GHz，1 TOPS NPU', 'ARM Cortex-A55 quad-core, 2.0 GHz, 1 TOPS NPU']],
      ['内存 / 存储', 'Memory / storage', ['4 GB / 32 GB eMMC，TF 卡扩展', '4 GB / 32 GB eMMC, TF card slot']],
      ['网络', 'Network', ['千兆以太网 ×2，Wi‑Fi 5，4G Cat.4', 'Gigabit Ethernet ×2, Wi‑Fi 5, 4G Cat.4']],
      ['现场总线', 'Fieldbus', 'CAN ×1, RS485 ×2'],
      ['供电', 'Power supply', ['12–36 V DC，典型功耗 8 W', '12–36 V DC, 8 W typ.']],
      ['工作温度', 'Operating temperature', ['−25 ~ 70 °C（无风扇）', '−25 ~ 70 °C (fanless)']],
      ['防护等级', 'Protection', 'IP40'],
      ['尺寸', 'Dimensions', '160 × 110 × 45 mm'],
    ],
    ports: [
      ['LAN1 / LAN2', '千兆网口，支持 OPC UA、MTConnect、FOCAS', 'Gigabit ports with OPC UA, MTConnect and FOCAS'],
      ['CAN', 'CAN 2.0B，可接入工程机械与 AGV', 'CAN 2.0B for construction machinery and AGVs'],
      ['RS485 ×2', '隔离串口，Modbus RTU 主站', 'Isolated serial ports, Modbus RTU master'],
      ['USB / TF', 'USB 2.0 ×2、TF 卡槽，用于离线升级和数据导出', '2 × USB 2.0 and a TF slot for offline updates and data export'],
    ],
    wiring: [
      POWER_24V,
      ['CAN：CAN_H、CAN_L 使用双绞屏蔽线，总线两端各接 120 Ω 终端电阻。', 'CAN: shielded twisted pair for CAN_H and CAN_L, 120 Ω at each end of the bus.'],
      ['屏蔽层单端接地，避免与动力电缆平行敷设。', 'Earth the shield at one end only; do not run it alongside power cables.'],
    ],
  }),
  imt('IMT-10', 4, {
    zhName: '机台报工终端 IMT-10',
    enName: 'Machine job-report terminal IMT-10',
    zhSummary: '7 英寸工业触摸屏，装在机台旁：开工、报工、停机原因一触即报。',
    enSummary: 'A 7-inch industrial touch screen beside the machine: start, report and give downtime reasons with one touch.',
    specs: [
      ['屏幕', 'Display', ['7 英寸 IPS，1024 × 600，电容触摸', '7" IPS, 1024 × 600, capacitive touch']],
      ['处理器', 'Processor', ['ARM Cortex-A53 四核，1.8 GHz', 'ARM Cortex-A53 quad-core, 1.8 GHz']],
      ['内存 / 存储', 'Memory / storage', '2 GB / 16 GB'],
      ['网络', 'Network', ['Wi‑Fi 2.4/5 GHz，以太网 ×1', 'Wi‑Fi 2.4/5 GHz, Ethernet ×1']],
      ['供电', 'Power supply', '12–24 V DC'],
      ['防护等级', 'Protection', ['前面板 IP65', 'IP65 front panel']],
      ['尺寸', 'Dimensions', '192 × 128 × 30 mm'],
    ],
    ports: [
      ['LAN', '10/100M RJ45', '10/100M RJ45'],
      ['USB ×2', '扫码枪、读卡器等外设', 'Scanner, card reader and other peripherals'],
      ['DC IN', '凤凰端子，12–24 V DC', 'Phoenix terminal, 12–24 V DC'],
    ],
    wiring: [['电源：红线接 +12–24 V，黑线接 0 V；可与 IBX 盒子共用柜内 24 V 电源。', 'Power: red to +12–24 V, black to 0 V; can share the cabinet 24 V supply with an IBX box.']],
  }),
  imt('IMT-20', 5, {
    zhName: '刷卡报工终端 IMT-20',
    enName: 'Badge job-report terminal IMT-20',
    zhSummary: '内置 RFID 读卡与二维码扫描，员工刷卡上岗，扫工单即可报工。',
    enSummary: 'Built-in RFID reader and QR scanner: staff badge in and report by scanning the work order.',
    specs: [
      ['屏幕', 'Display', ['8 英寸 IPS，1280 × 800，电容触摸', '8" IPS, 1280 × 800, capacitive touch']],
      ['识别', 'Identification', ['RFID 13.56 MHz（IC/ID），一维/二维码扫描', 'RFID 13.56 MHz (IC/ID), 1D/2D barcode scanning']],
      ['处理器', 'Processor', ['ARM Cortex-A55 四核，2.0 GHz', 'ARM Cortex-A55 quad-core, 2.0 GHz']],
      ['网络', 'Network', ['Wi‑Fi 5，4G Cat.4，以太网 ×1', 'Wi‑Fi 5, 4G Cat.4, Ethernet ×1']],
      ['电池', 'Battery', ['5000 mAh，断电续航 4 h', '5000 mAh, 4 h without mains']],
      ['防护等级', 'Protection', 'IP54'],
      ['尺寸', 'Dimensions', '220 × 140 × 28 mm'],
    ],
    ports: [
      ['RFID', '正面读卡区，读卡距离 0–5 cm', 'Reading area on the front, 0–5 cm'],
      ['SCAN', '侧面扫码窗，支持工单、物料二维码', 'Scan window on the side for work-order and material codes'],
      ['USB-C', '充电与数据', 'Charging and data'],
      ['DC IN', '12–24 V DC 常供电', '12–24 V DC permanent supply'],
    ],
    wiring: [['常供电安装时使用 DC IN 端子；移动使用时仅用 USB-C 充电。', 'Use the DC IN terminal for fixed installation; USB-C charging only when carried around.']],
  }),
  imt('IMT-30', 6, {
    zhName: '车间看板终端 IMT-30',
    enName: 'Workshop dashboard terminal IMT-30',
    zhSummary: '10.1 英寸工业平板，展示产线实时产量、设备状态与安灯呼叫。',
    enSummary: 'A 10.1-inch industrial tablet showing live output, machine status and andon calls for the line.',
    specs: [
      ['屏幕', 'Display', '10.1" IPS, 1920 × 1200, 800 nit'],
      ['处理器', 'Processor', ['ARM Cortex-A76 + A55 八核', 'ARM Cortex-A76 + A55 octa-core']],
      ['内存 / 存储', 'Memory / storage', '4 GB / 64 GB'],
      ['网络', 'Network', ['Wi‑Fi 6，千兆以太网，4G Cat.6', 'Wi‑Fi 6, Gigabit Ethernet, 4G Cat.6']],
      ['供电', 'Power supply', ['PoE+ 或 12–24 V DC', 'PoE+ or 12–24 V DC']],
      ['防护等级', 'Protection', ['IP65（整机）', 'IP65 (whole unit)']],
      ['尺寸', 'Dimensions', '265 × 180 × 22 mm'],
    ],
    ports: [
      ['LAN (PoE+)', '千兆网口，一根网线同时供电和通讯', 'Gigabit port powered over the same cable'],
      ['USB-A ×2', '键盘、扫码枪', 'Keyboard, scanner'],
      ['I/O', '2 路 DI（安灯按钮）、1 路 DO（蜂鸣/灯塔）', '2 DI (andon buttons), 1 DO (buzzer/light tower)'],
    ],
    wiring: [
      ['PoE+ 供电：接入 802.3at 交换机端口，无需单独电源。', 'PoE+: plug into an 802.3at switch port, no separate supply needed.'],
      ['安灯按钮接 DI1/DI2 与 COM，灯塔接 DO 与 24 V。', 'Andon buttons to DI1/DI2 and COM, light tower to DO and 24 V.'],
    ],
  }),
];
