import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJssdk } from '#server/adapters/wechat/jssdk-sign';

// WeChat's published example (JS-SDK documentation, appendix 1: signature algorithm).
const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
const nonceStr = 'Wm3WZYTPz0wzccnW';
const timestamp = 1414587457;
const url = 'http://mp.weixin.qq.com?params=value';
const expected = '0f9de62fce790f9a083d5c99e95740ceb90c27ed';

describe('signJssdk', () => {
  it("matches WeChat's published example", () => {
    expect(signJssdk(ticket, nonceStr, timestamp, url)).toBe(expected);
  });

  it('is sha1 over the four fields in ASCII key order', () => {
    const s = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
    expect(createHash('sha1').update(s).digest('hex')).toBe(expected);
  });

  it('ignores the #hash of the url', () => {
    expect(signJssdk(ticket, nonceStr, timestamp, `${url}#wechat_redirect`)).toBe(expected);
    expect(signJssdk(ticket, nonceStr, timestamp, `${url}#/a/b?c=d#e`)).toBe(expected);
  });

  it('changes with every input', () => {
    const others = [
      signJssdk(ticket + 'x', nonceStr, timestamp, url),
      signJssdk(ticket, nonceStr + 'x', timestamp, url),
      signJssdk(ticket, nonceStr, timestamp + 1, url),
      signJssdk(ticket, nonceStr, timestamp, url + '&x=1'),
    ];
    for (const s of others) expect(s).not.toBe(expected);
    expect(new Set(others).size).toBe(others.length);
  });
});
