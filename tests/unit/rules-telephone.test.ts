import { describe, expect, it } from 'vitest';
import { phoneOrTelephone, telephone } from '#shared/rules/centre-fields';
import { normalizeTelephone } from '#shared/rules/telephone';

/**
 * Telephone numbers as people write them. Sources: the switchboards and hotlines published on the
 * organisations' own contact pages (Tsinghua University 010-62793001, Peking University
 * 010-62751201, Fudan University 021-65642222, Shanghai Jiao Tong University 021-54740000,
 * Zhejiang University 0571-87951111, Sun Yat-sen University 020-84112828, Huawei 400-830-8300,
 * Haier 400-699-9999, Lenovo 400-990-8888 and 800-810-8888), the forms issue 17 lists, and
 * validator.js's isMobilePhone('zh-CN') invalid case '010-38238383' (a fixed line, not a mobile).
 * Stored form: AREA-SUBSCRIBER[-EXTENSION]; hotlines 400-123-4567 (decision 0018).
 */
const cases: [string, string | null][] = [
  ['010 2345 6789', '010-23456789'],
  ['(010)23456789', '010-23456789'],
  ['（010）23456789', '010-23456789'],
  ['010-23456789转8001', '010-23456789-8001'],
  ['010-23456789 ext. 8001', '010-23456789-8001'],
  ['010-23456789 ext 8001', '010-23456789-8001'],
  ['010-23456789 x8001', '010-23456789-8001'],
  ['010-23456789#8001', '010-23456789-8001'],
  ['010-23456789 分机 8001', '010-23456789-8001'],
  ['010-23456789-8001', '010-23456789-8001'],
  ['0755-8888 6666', '0755-88886666'],
  ['010-62793001', '010-62793001'],
  ['01062793001', '010-62793001'],
  ['+86 10 6279 3001', '010-62793001'],
  ['+86 (0)10 6279 3001', '010-62793001'],
  ['0086-10-62793001', '010-62793001'],
  ['+86 010 62793001', '010-62793001'],
  ['010-62751201', '010-62751201'],
  ['(021) 6564 2222', '021-65642222'],
  ['021-54740000', '021-54740000'],
  ['0571-87951111', '0571-87951111'],
  ['0571 8795 1111 转 203', '0571-87951111-203'],
  ['020-84112828', '020-84112828'],
  ['020-8411 2828 x 12', '020-84112828-12'],
  ['0512-66881234-801', '0512-66881234-801'],
  ['010-38238383', '010-38238383'],
  ['0898-6596 2222', '0898-65962222'],
  ['0931-8912345', '0931-8912345'],
  ['0931-8912345-5', '0931-8912345-5'],
  ['0471 4992345', '0471-4992345'],
  ['400-830-8300', '400-830-8300'],
  ['4008308300', '400-830-8300'],
  ['400 699 9999', '400-699-9999'],
  ['400-990-8888', '400-990-8888'],
  ['800-810-8888', '800-810-8888'],
  ['400-830-8300 转 2', '400-830-8300-2'],
  ['62793001', '62793001'],
  ['8795111', '8795111'],
  // refused
  ['010-2345678', null],
  ['010-623456789', null],
  ['021-1234567', null],
  ['021-12345678', null],
  ['0755-888866', null],
  ['0755-088886666', null],
  ['0755-888866661', null],
  ['10086', null],
  ['95588', null],
  ['12345678', null],
  ['01234567', null],
  ['0010-23456789', null],
  ['400-830-830', null],
  ['4008-308-3001', null],
  ['13800138000', null],
  ['010-23456789 ext. 1234567', null],
  ['tel: 010-23456789', null],
  ['', null],
];

describe('telephones as written', () => {
  it('has at least 50 values', () => expect(cases.length).toBeGreaterThanOrEqual(50));
  it.each(cases)('%j → %s', (raw, stored) => expect(normalizeTelephone(raw)).toBe(stored));

  it('the company telephone field stores the normalised form and refuses with its text', () => {
    expect(telephone.parse(' (010)23456789 转 8001 ')).toBe('010-23456789-8001');
    expect(telephone.safeParse('010-2345678').error?.issues[0].message).toBe('rule.centre.telephone');
    expect(telephone.safeParse('  ').error?.issues[0].message).toBe('rule.businessInfo.telphone.required');
  });

  it('mobile-or-telephone keeps a mobile and normalises a telephone', () => {
    expect(phoneOrTelephone.parse('13800138000')).toBe('13800138000');
    expect(phoneOrTelephone.parse('0755 8888 6666')).toBe('0755-88886666');
    expect(phoneOrTelephone.safeParse('0755-888866').error?.issues[0].message).toBe('rule.general.mobileOrTelephone');
  });
});
