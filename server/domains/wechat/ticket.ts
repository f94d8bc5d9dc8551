import { ErrorCode } from '../../../src-shared/contract/errors';
import { AppError } from '../../gateway/app-error';
import { sameText, signer } from './signing';

/**
 * The WeChat ticket: proof, signed by the gateway at the OAuth callback, that this browser
 * was authorised as a WeChat user. The callback puts the open id and union id in cookies
 * (spec section 3) next to this ticket; commands that act for a WeChat user take the ticket
 * as a parameter (the gateway never reads credentials from cookies), so a union id alone,
 * which is not secret, never signs anyone in.
 *
 * Format: v1.<base64url(JSON {o: openid, u: unionid, e: expiry seconds})>.<HMAC>
 */
export interface WxIdentity {
  openid: string;
  unionid: string;
}

export const TICKET_TTL_S = 30 * 86400;

export function issueTicket(secret: string, id: WxIdentity, now: Date): string {
  const body = Buffer.from(JSON.stringify({ o: id.openid, u: id.unionid, e: Math.floor(now.getTime() / 1000) + TICKET_TTL_S })).toString('base64url');
  return `v1.${body}.${signer(secret).b64(`ticket.${body}`)}`;
}

const expired = () => new AppError(ErrorCode.refused, 'wechat.ticket.invalid', {}, 'wxTicket');

/** The identity in a ticket; 1006 (authorise again) when it is forged, malformed or expired. */
export function readTicket(secret: string, ticket: string, now: Date): WxIdentity {
  const [v, body, sig] = ticket.split('.');
  if (v !== 'v1' || !body || !sig || !sameText(sig, signer(secret).b64(`ticket.${body}`))) throw expired();
  let parsed: { o?: unknown; u?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    throw expired();
  }
  if (typeof parsed.o !== 'string' || typeof parsed.u !== 'string' || typeof parsed.e !== 'number') throw expired();
  if (parsed.e * 1000 <= now.getTime()) throw expired();
  return { openid: parsed.o, unionid: parsed.u };
}
