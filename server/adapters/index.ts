import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { standInBank, type Bank } from './bank/bank';
import { httpBank } from './bank/http-bank';
import { httpIndustryApi, type IndustryApi } from './industry/industry-api';
import { allocatedOnly } from './sms/allocated-mobile';
import { aliyunSms } from './sms/aliyun';
import { consoleSms, type SmsSender } from './sms/sms';
import { s3Storage } from './storage/s3';
import type { StorageSettings } from './storage/settings';
import { diskStorage, memoryStorage, type Storage } from './storage/storage';
import { httpWeChat, type WeChat } from './wechat/wechat';

export interface Adapters {
  sms: SmsSender;
  bank: Bank;
  storage: Storage;
  wechat: WeChat;
  industry: IndustryApi;
}

/** Chooses the implementation of each outside service by configuration (SMS: SMS_PROVIDER=aliyun, bank: BANK_URL; else the stand-ins). */
export function createAdapters(config: Config, db: Db, log: FastifyBaseLogger): Adapters {
  return {
    // No provider, stand-in included, is ever asked to text an unallocated number.
    sms: allocatedOnly(config.smsProvider.provider === 'aliyun' ? aliyunSms(config.smsProvider.aliyun, log) : consoleSms(db, log)),
    bank: config.bank.kind === 'http' ? httpBank(config.bank.http) : standInBank(db),
    storage: createStorage(config.storage),
    wechat: httpWeChat(config.wx),
    industry: httpIndustryApi(config.industry),
  };
}

export function createStorage(s: StorageSettings): Storage {
  switch (s.kind) {
    case 's3':
      return s3Storage(s.s3);
    case 'disk':
      return diskStorage(s.dir);
    case 'memory':
      return memoryStorage();
  }
}
