import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '#shared/contract/errors';
import type { SmsProviderConfig } from '../../config';
import { AppError } from '../../gateway/app-error';
import { maskMobile, type SmsRecipient, type SmsSender } from './sms';
import { templateFor } from './templates';

/**
 * Aliyun SMS (dysmsapi 2017-05-25, action SendSms) through its official SDK, which signs each
 * request (ACS3-HMAC-SHA256). Refusals the user can act on become the gateway's codes: Aliyun's
 * flow controls 1004, a number it will not take 1002 on the mobile. Anything else, network
 * errors included, is logged with Aliyun's RequestId and answered 1099: the provider's text never
 * reaches the client. No retries: SendSms is not idempotent, a retry could send a code twice.
 */

// The SDK is CommonJS; required, its classes are the same under tsx, vitest and the esbuild bundle.
const load = createRequire(import.meta.url);
const sdk = load('@alicloud/dysmsapi20170525') as typeof import('@alicloud/dysmsapi20170525');
const openapi = load('@alicloud/openapi-core') as typeof import('@alicloud/openapi-core');
const tea = load('@darabonba/typescript') as typeof import('@darabonba/typescript');

const LIMITED = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL']);
const BAD_NUMBER = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT']);
/** Aliyun takes at most 35 characters per template variable (other than the code). */
const MAX_VAR_CHARS = 35;

/** What a provider's answer code means for the caller. */
export function providerOutcome(code: string | undefined): 'sent' | 'limited' | 'badNumber' | 'failed' {
  if (code === 'OK') return 'sent';
  if (code && LIMITED.has(code)) return 'limited';
  if (code && BAD_NUMBER.has(code)) return 'badNumber';
  return 'failed';
}

/** A provider failure the client only sees as 1099; the log has the provider's code and RequestId. */
export class SmsProviderError extends Error {
  constructor(
    readonly providerCode: string,
    readonly requestId: string | null,
  ) {
    super(`SMS provider failed: ${providerCode}`);
  }
}

export function aliyunSms(cfg: SmsProviderConfig['aliyun'], log: FastifyBaseLogger): SmsSender {
  if (cfg.templatesError) throw new Error(`ALIYUN_SMS_TEMPLATES: ${cfg.templatesError}`);
  const client = new sdk.default(
    new openapi.$OpenApiUtil.Config({
      accessKeyId: cfg.accessKeyId,
      accessKeySecret: cfg.accessKeySecret,
      endpoint: cfg.endpoint,
      protocol: cfg.protocol,
      connectTimeout: 3000,
      readTimeout: 6000,
    }),
  );

  async function send(to: string, recipient: SmsRecipient, purpose: Parameters<typeof templateFor>[1], vars: Record<string, string>) {
    const templateCode = templateFor(cfg.templates, purpose, recipient.lang ?? 'zh-CN');
    if (!templateCode) throw new SmsProviderError(`noTemplate:${purpose}`, null);
    // Mainland numbers go bare; others with their country code (Aliyun's international format).
    const nation = recipient.nationCode ?? '86';
    const phoneNumbers = nation === '86' ? to : `${nation}${to}`;
    const request = new sdk.SendSmsRequest({ phoneNumbers, signName: cfg.signName, templateCode, templateParam: JSON.stringify(vars) });
    const logged = { provider: 'aliyun', to: maskMobile(to), purpose, templateCode };

    let code: string | undefined;
    let requestId: string | null = null;
    try {
      const res = await client.sendSmsWithOptions(request, new tea.RuntimeOptions({}));
      code = res.body?.code;
      requestId = res.body?.requestId ?? null;
      if (code === 'OK') {
        log.info({ ...logged, requestId, bizId: res.body?.bizId }, 'sms sent');
        return;
      }
    } catch (err) {
      // The SDK throws for HTTP 4xx/5xx (with Aliyun's Code and RequestId) and for network errors.
      const e = err as { code?: unknown; requestId?: unknown; statusCode?: unknown; name?: unknown };
      code = typeof e.code === 'string' ? e.code : `network:${String(e.name ?? 'Error')}`;
      requestId = typeof e.requestId === 'string' && e.requestId !== 'undefined' ? e.requestId : null;
      log.error({ ...logged, providerCode: code, requestId, status: e.statusCode }, 'sms provider failed');
      throw mapped(code, requestId);
    }
    log[providerOutcome(code) === 'failed' ? 'error' : 'warn']({ ...logged, providerCode: code, requestId }, 'sms provider refused');
    throw mapped(code, requestId);
  }

  return {
    async sendCode(to, code, purpose, recipient = {}) {
      await send(to, recipient, purpose, { code });
    },
    async sendText(to, _body, notice, recipient = {}) {
      const vars = Object.fromEntries(Object.entries(notice.vars).map(([k, v]) => [k, [...v].slice(0, MAX_VAR_CHARS).join('')]));
      await send(to, recipient, notice.kind, vars);
    },
  };
}

function mapped(code: string | undefined, requestId: string | null): Error {
  switch (providerOutcome(code)) {
    case 'limited':
      return new AppError(ErrorCode.tooMany, 'sms.provider.limited', {}, 'mobile');
    case 'badNumber':
      return new AppError(ErrorCode.invalidParams, 'sms.provider.mobileInvalid', {}, 'mobile');
    default:
      return new SmsProviderError(code ?? 'noCode', requestId);
  }
}
