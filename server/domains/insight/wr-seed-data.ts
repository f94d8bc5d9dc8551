/**
 * The work-resumption sample: eight provinces, three cities each (national division codes),
 * and two or three sample enterprises per city. Names and device counts follow from the
 * position in these lists, so every database gets the same sample.
 */

interface City {
  code: string;
  zh: string;
  en: string;
}
interface Province extends City {
  cities: City[];
}

const c = (code: string, zh: string, en: string): City => ({ code, zh, en });

export const WR_PROVINCES: Province[] = [
  { ...c('320000', '江苏省', 'Jiangsu'), cities: [c('320100', '南京市', 'Nanjing'), c('320200', '无锡市', 'Wuxi'), c('320500', '苏州市', 'Suzhou')] },
  { ...c('330000', '浙江省', 'Zhejiang'), cities: [c('330100', '杭州市', 'Hangzhou'), c('330200', '宁波市', 'Ningbo'), c('330300', '温州市', 'Wenzhou')] },
  { ...c('440000', '广东省', 'Guangdong'), cities: [c('440100', '广州市', 'Guangzhou'), c('440300', '深圳市', 'Shenzhen'), c('441900', '东莞市', 'Dongguan')] },
  { ...c('370000', '山东省', 'Shandong'), cities: [c('370100', '济南市', 'Jinan'), c('370200', '青岛市', 'Qingdao'), c('370600', '烟台市', 'Yantai')] },
  { ...c('310000', '上海市', 'Shanghai'), cities: [c('310114', '嘉定区', 'Jiading'), c('310115', '浦东新区', 'Pudong'), c('310117', '松江区', 'Songjiang')] },
  { ...c('420000', '湖北省', 'Hubei'), cities: [c('420100', '武汉市', 'Wuhan'), c('420500', '宜昌市', 'Yichang'), c('420600', '襄阳市', 'Xiangyang')] },
  { ...c('510000', '四川省', 'Sichuan'), cities: [c('510100', '成都市', 'Chengdu'), c('510600', '德阳市', 'Deyang'), c('510700', '绵阳市', 'Mianyang')] },
  { ...c('410000', '河南省', 'Henan'), cities: [c('410100', '郑州市', 'Zhengzhou'), c('410300', '洛阳市', 'Luoyang'), c('410700', '新乡市', 'Xinxiang')] },
];

const INDUSTRIES = [
  { zh: '精密机械', en: 'Precision Machinery' },
  { zh: '汽车零部件', en: 'Auto Parts' },
  { zh: '电子科技', en: 'Electronics' },
  { zh: '纺织机械', en: 'Textile Machinery' },
  { zh: '注塑制品', en: 'Plastic Moulding' },
  { zh: '五金制品', en: 'Hardware' },
  { zh: '新材料', en: 'New Materials' },
  { zh: '电气设备', en: 'Electrical Equipment' },
];

export interface SampleEnterprise {
  nameZh: string;
  nameEn: string;
  provinceCode: string;
  cityCode: string;
  devices: number;
}

/** Two or three enterprises per city; 12..71 devices each. */
export function sampleEnterprises(): SampleEnterprise[] {
  const out: SampleEnterprise[] = [];
  let n = 0;
  WR_PROVINCES.forEach((p, pi) =>
    p.cities.forEach((city, ci) => {
      const count = 2 + ((pi + ci) % 2);
      for (let k = 0; k < count; k++, n++) {
        // 5n mod 8 differs for the (at most three) consecutive enterprises of one city: no two share a name.
        const ind = INDUSTRIES[(n * 5) % INDUSTRIES.length];
        out.push({
          nameZh: `${city.zh.replace(/市$/, '')}${ind.zh}有限公司`,
          nameEn: `${city.en} ${ind.en} Co., Ltd.`,
          provinceCode: p.code,
          cityCode: city.code,
          devices: 12 + ((n * 37) % 60),
        });
      }
    }),
  );
  return out;
}

/** Days of device activity the sample holds, ending yesterday (Beijing time) when seeded. */
export const WR_SERIES_DAYS = 90;
