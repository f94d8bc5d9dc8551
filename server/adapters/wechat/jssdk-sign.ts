import { createHash } from 'node:crypto';

/**
 * WeChat JS-SDK signature (official algorithm): sha1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, keys in that (ASCII) order,
 * the url without its #hash.
 */
export function signJssdk(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const clean = url.split('#')[0];
  const s = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${clean}`;
  return createHash('sha1').update(s).digest('hex');
}
