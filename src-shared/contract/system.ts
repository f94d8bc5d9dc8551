import { z } from 'zod';
import { command, noParams } from './command';

/** Site-wide settings read by the shells on every page. */

export interface Notice {
  id: number;
  noticeLabel: string;
  noticeContent: string;
  /** 1 shows a "details" link to linkAddress. */
  containLinks: 0 | 1;
  linkAddress: string | null;
}
export const getNotice = command('notice/getNotice', { access: 'public', params: noParams }).returns<Notice | null>();

export const getGlobalColor = command('globalColor/getGlobalColor', { access: 'public', params: noParams }).returns<{
  value: 'on' | 'off';
}>();

export interface LocalConfig {
  /** Local-deployment mode: navigation is forced to the factory app page. */
  enabled: boolean;
  /** Where every other navigation is sent in local mode. */
  factoryAppPath: string;
  /** Path fragments that stay reachable in local mode (spec section 2). */
  allowedFragments: string[];
}
export const getLocalConfig = command('opLocalConfig/getConfig', {
  access: 'public',
  params: z.object({ variant: z.enum(['web', 'manager']).optional() }).strict(),
}).returns<LocalConfig>();

export interface SiteConfig {
  servicePhone: string;
  serviceHours: { zh: string; en: string };
  recordNumber: string;
}
/** Footer and contact data from configuration (our addition to the spec's list). */
export const getSiteConfig = command('site/getConfig', { access: 'public', params: noParams }).returns<SiteConfig>();

/** Every client-side navigation is reported (spec: "page views are reported to analytics"). Our addition. */
export const pageView = command('analytics/pageView', {
  access: 'public',
  optionalSession: true,
  params: z
    .object({
      path: z.string().min(1).max(500),
      title: z.string().max(200),
      build: z.enum(['desktop', 'mobile']),
      referrer: z.string().max(500).optional(),
    })
    .strict(),
}).returns<{ recorded: true }>();

export const unReadMessageInfo = command('message/unReadMessageInfo', { access: 'member', params: noParams }).returns<{
  isExistUnRead: boolean;
  count: number;
}>();
