import { z } from 'zod';
import { command, noParams } from './command';
import * as f from '../rules/fields';

/**
 * Change of the login mobile (accountSafe). The spec names no command, so these are ours:
 * a code to the current mobile (this command), a code to the new one (webMember/getSmsCode,
 * purpose changeMobile, which refuses a registered number), then changeMobile with both codes.
 */
export const getOldMobileCode = command('memberSecurity/getOldMobileCode', {
  access: 'member',
  params: noParams,
}).returns<{ sent: true; resendAfter: number }>();

export const changeMobile = command('memberSecurity/changeMobile', {
  access: 'member',
  params: z
    .object({
      oldSmsCode: f.smsCode,
      mobile: f.mobile,
      smsCode: f.smsCode,
    })
    .strict(),
}).returns<{ changed: true }>();

/** This module's commands that are ours, not the spec's. */
export const securityExtensions: string[] = ['memberSecurity/getOldMobileCode', 'memberSecurity/changeMobile'];
