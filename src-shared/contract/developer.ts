import { z } from 'zod';
import * as f from '../rules/fields';
import { command, noParams } from './command';

/** The open developer platform (/openApi): registration of a company as developer. */

export interface DeveloperStatus {
  /** 'personal': a personal login, who must register as a company member first. */
  memberType: 'personal' | 'enterprise';
  registered: boolean;
  companyName: string | null;
  developer: { contactName: string; email: string; website: string | null; appKey: string; registeredAt: string } | null;
}
export const validateLogin = command('op_developer/user/validateLogin', { access: 'member', params: noParams }).returns<DeveloperStatus>();

export const registerDeveloper = command('op_developer/user/registerDeveloper', {
  access: 'member',
  params: z
    .object({
      contactName: f.personName,
      email: f.email,
      website: z
        .string()
        .trim()
        .max(200)
        .regex(/^(https?:\/\/[^\s<>"']+)?$/, 'rule.developer.website')
        .optional(),
      purpose: z.string().trim().min(1, 'rule.developer.purpose.required').max(500, 'rule.developer.purpose.max'),
      agreement: z.literal(true, { message: 'rule.developer.agreement' }),
    })
    .strict(),
}).returns<DeveloperStatus>();
