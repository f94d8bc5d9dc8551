import { z } from 'zod';
import { command } from './command';

/**
 * Activities (lottery draws, the exposition draw, invitation-code draws, the registration
 * activity) and the salesman's spread tool. Which activity a call means: `activityCode` when
 * given, else the live activity of `kind` (the newest one whose window holds now, else the newest).
 * Every draw may carry a `requestId`: the same id answers the same draw again (a retried tap
 * never spends a second draw). Names are the spec's; server rules in server/domains/activity.
 */

export const ACTIVITY_KINDS = ['lottery', 'exposition', 'invitation', 'registration'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const activityCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);
const requestId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** An invitation code as printed on the card: letters and digits (compared case-insensitively). */
export const invitationCodeField = z
  .string()
  .trim()
  .min(1, 'activity.code.required')
  .max(20, 'activity.code.invalid')
  .regex(/^[A-Za-z0-9]+$/, 'activity.code.invalid');

const which = { activityCode: activityCode.optional(), kind: z.enum(ACTIVITY_KINDS).optional() };
const whichParams = z.object(which).strict();

export type ActivityStatus = 'notStarted' | 'live' | 'ended';

export interface ActivityInfo {
  activityCode: string;
  kind: ActivityKind;
  title: string;
  /** ISO times. */
  startsAt: string;
  endsAt: string;
  status: ActivityStatus;
  /** Draws per member per Beijing day (an invitation code draws once). */
  drawsPerDay: number;
}

export interface ActivityContent {
  activityCode: string;
  title: string;
  /** Plain-text paragraphs in the request's language (rules, prizes, how to claim). */
  paragraphs: string[];
}

/** One prize of the draw (the wheel's segments), with what is left. */
export interface DrawItem {
  prizeId: number;
  level: number;
  name: string;
  stock: number;
  total: number;
}

export interface DrawCount {
  perDay: number;
  used: number;
  left: number;
}

export interface DrawResult {
  drawId: number;
  won: boolean;
  prize: { prizeId: number; level: number; name: string } | null;
  /** Draws left today after this one. */
  left: number;
}

/** Someone's win, as everyone sees it: the name and mobile masked. */
export interface PublicWin {
  winner: string;
  mobile: string;
  prizeName: string;
  level: number;
  /** ISO time. */
  time: string;
}

export interface MyWin {
  drawId: number;
  prizeName: string;
  level: number;
  time: string;
}

/* ---- public reads ---- */

export const getActivityInfo = command('activity/getActivityInfo', { access: 'public', params: whichParams }).returns<ActivityInfo>();
export const getActivityContent = command('activity/getActivityContent', { access: 'public', params: whichParams }).returns<ActivityContent>();
export const getActivityDrawList = command('activity/getActivityDrawList', { access: 'public', params: whichParams }).returns<DrawItem[]>();
/** The latest 30 wins of everyone, newest first. */
export const queryUserWinList = command('activity/queryUserWinList', { access: 'public', params: whichParams }).returns<PublicWin[]>();
/** How many people took part, and how many draws were made. */
export const queryActivityPersonCount = command('activity/queryActivityPersonCount', { access: 'public', params: whichParams }).returns<{
  persons: number;
  draws: number;
}>();

/* ---- a signed-in member ---- */

export const myDrawCount = command('activity/myDrawCount', { access: 'member', params: whichParams }).returns<DrawCount>();
export const myWinList = command('activity/myWinList', { access: 'member', params: whichParams }).returns<MyWin[]>();
export const start = command('activity/start', {
  access: 'member',
  params: z.object({ ...which, requestId: requestId.optional() }).strict(),
}).returns<DrawResult>();
/**
 * The exposition's draw (spec "startLive"): the same draw in the live exposition activity.
 * Our choice: it needs a signed-in member like `start`, so a prize always has an owner.
 */
export const startLive = command('activity/startLive', {
  access: 'member',
  params: z.object({ activityCode: activityCode.optional(), requestId: requestId.optional() }).strict(),
}).returns<DrawResult>();

/* ---- a WeChat user (by the HttpOnly ticket cookie, see wechat.ts; the WeChat must be bound to a member) ---- */

export const myDrawCountWeChat = command('activity/myDrawCountWeChat', { access: 'public', params: whichParams }).returns<DrawCount>();
export const myWinListWeChat = command('activity/myWinListWeChat', { access: 'public', params: whichParams }).returns<MyWin[]>();
export const startWeChat = command('activity/startWeChat', {
  access: 'public',
  params: z.object({ ...which, requestId: requestId.optional() }).strict(),
}).returns<DrawResult>();

/* ---- invitation codes: the code itself is the entitlement (one draw per code) ---- */

export interface InvitationCheck {
  activity: ActivityInfo;
  /** False when the code was already drawn with. */
  usable: boolean;
}

export const validInvitationCode = command('activity/validInvitationCode', {
  access: 'public',
  params: z.object({ invitationCode: invitationCodeField }).strict(),
}).returns<InvitationCheck>();

/** Public: the code is the credential and the win belongs to it. */
export const startInvitationCode = command('activity/startInvitationCode', {
  access: 'public',
  params: z.object({ invitationCode: invitationCodeField, requestId: requestId.optional() }).strict(),
}).returns<DrawResult>();

/* ---- the registration activity and the salesman's tool ---- */

export const getActivingRegActivity = command('webActivity/getActivingRegActivity', { access: 'public', params: z.object({}).strict() }).returns<ActivityInfo | null>();

export interface Registration {
  memberCode: string;
  name: string;
  /** Masked in lists; in full in the detail (the salesman follows their own customers up). */
  mobile: string;
  companyName: string | null;
  companyCode: string | null;
  registeredAt: string;
}

const regListParams = z.object({ activityCode: activityCode.optional(), page: z.number().int().min(1).max(10000).default(1), rows: z.number().int().min(1).max(100).default(20) }).strict();

/** Personal members who registered with this salesman's code during the registration activity. Paged by page/rows in the parameters. */
export const getActivityPersonalRegList = command('salesman/getActivityPersonalRegList', { access: 'salesman', params: regListParams }).returns<{
  list: Registration[];
  total: number;
}>();
/** Companies registered with this salesman's code during the registration activity. */
export const getActivityCompanyRegList = command('salesman/getActivityCompanyRegList', { access: 'salesman', params: regListParams }).returns<{
  list: Registration[];
  total: number;
}>();
/** Our addition: one of the salesman's registrations (the /spread/detail page). */
export const getActivityRegDetail = command('salesman/getActivityRegDetail', {
  access: 'salesman',
  params: z.object({ memberCode: z.string().trim().min(1).max(32) }).strict(),
}).returns<Registration & { kind: 'personal' | 'company'; activityTitle: string | null }>();

export interface SalesMemberInfo {
  memberCode: string;
  name: string;
  mobile: string;
  /** A data URL (JPEG or PNG), or null. */
  picture: string | null;
  /** What customers enter (or the share link carries) as the invitation code: the salesman's member code. */
  spreadCode: string;
  activity: ActivityInfo | null;
  personalCount: number;
  companyCount: number;
}

/** The signed-in salesman's own info; `mobile`, when sent, must be their own. */
export const getMySalesMemberInfo = command('salesMember/getMySalesMemberInfo', {
  access: 'salesman',
  params: z.object({ mobile: z.string().trim().max(15).optional() }).strict(),
}).returns<SalesMemberInfo>();

/** The largest picture accepted, as a data URL (about 200 kB of image). */
export const PICTURE_MAX_CHARS = 280_000;
export const changePicSelf = command('salesMember/changePicSelf', {
  access: 'salesman',
  params: z
    .object({
      picture: z
        .string()
        .max(PICTURE_MAX_CHARS, 'salesman.picture.invalid')
        .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, 'salesman.picture.invalid'),
    })
    .strict(),
}).returns<{ picture: string }>();

export const activityExtensions = ['salesman/getActivityRegDetail'];
