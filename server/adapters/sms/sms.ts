import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { maskPhones } from '../../http/log-redaction';
import { recordOutbox } from '../outbox';

/** Sends text messages. The stand-in logs and records to the outbox; a real gateway implements the same. */
export interface SmsSender {
  sendCode(to: string, code: string, purpose: string): Promise<void>;
  /** A notification without a code (e.g. a visitor's finance application result). */
  sendText(to: string, body: string): Promise<void>;
}

export function consoleSms(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    async sendCode(to, code, purpose) {
      log.info({ to: maskPhones(to), purpose }, 'sms stand-in: code sent');
      await recordOutbox(db, { kind: 'sms', to, code, body: purpose });
    },
    async sendText(to, body) {
      log.info({ to: maskPhones(to) }, 'sms stand-in: text sent');
      await recordOutbox(db, { kind: 'sms', to, body });
    },
  };
}
