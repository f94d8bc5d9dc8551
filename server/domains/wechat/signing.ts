import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signing for the OAuth state (and its cookie). The key is derived from the app
 * secret (configured per deployment and never sent anywhere but WeChat), so every gateway
 * process of one deployment agrees without a shared store.
 */
export function signer(appSecret: string) {
  const key = createHmac('sha256', appSecret).update('portal wechat signing v1').digest();
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();
  return {
    hex: (data: string, chars = 32) => mac(data).toString('hex').slice(0, chars),
    b64: (data: string) => mac(data).toString('base64url'),
  };
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
