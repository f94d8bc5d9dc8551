import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '#shared/rules/texts';
import type { Db } from '../../db/client';
import { maskPhones } from '../../http/log-redaction';
import { recordOutbox } from '../outbox';
import type { NotifySmsPurpose, SmsCodePurpose, SmsNoticeKind } from './purposes';

/** Who receives a message and in which language; a provider picks its template by purpose and language. */
export interface SmsRecipient {
  /** Country code without +; 86 (mainland) when omitted. */
  nationCode?: string;
  lang?: Lang;
}

/** A notice's template and its variables (SMS_NOTICES names them; a notification event's are the catalogue's). */
export interface SmsNotice {
  kind: SmsNoticeKind | NotifySmsPurpose;
  vars: Record<string, string>;
}

/**
 * Sends text messages: the stand-in below (outbox + log), or a provider (aliyun.ts). A provider's
 * refusal that the caller can act on is an AppError (1004 limits, 1002 on the mobile); anything
 * else throws a plain error, answered 1099.
 */
export interface SmsSender {
  sendCode(to: string, code: string, purpose: SmsCodePurpose, recipient?: SmsRecipient): Promise<void>;
  /** A notification without a code (e.g. a visitor's finance application result); `body` is its text for the stand-in. */
  sendText(to: string, body: string, notice: SmsNotice, recipient?: SmsRecipient): Promise<void>;
}

export const maskMobile = (to: string) => to.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2');

export function consoleSms(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    async sendCode(to, code, purpose) {
      log.info({ to: maskPhones(to), purpose }, 'sms stand-in: code sent');
      await recordOutbox(db, { kind: 'sms', to, code, body: purpose });
    },
    async sendText(to, body, notice, recipient) {
      log.info({ to: maskPhones(to) }, 'sms stand-in: text sent');
      // A notification event's SMS is listed as such, with its template purpose and variables.
      if (notice.kind.startsWith('notify:')) await recordOutbox(db, { kind: 'smsNotice', to, body: JSON.stringify({ purpose: notice.kind, lang: recipient?.lang ?? 'zh-CN', vars: notice.vars, text: body }) });
      else await recordOutbox(db, { kind: 'sms', to, body });
    },
  };
}
