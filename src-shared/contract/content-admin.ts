import { z } from 'zod';
import { command, type Paged } from './command';

/**
 * The operator's content editor: list, create or edit, publish and unpublish news,
 * cases, banners and notices. Our additions (the spec names no editor commands); the server
 * sanitizes article HTML on save and again on read.
 */
export const contentAdminExtensions = ['operatorContent/list', 'operatorContent/save', 'operatorContent/publish'];

export const contentKinds = ['news', 'case', 'banner', 'notice'] as const;
export type ContentKind = (typeof contentKinds)[number];

const line = (max: number) => z.string().trim().min(1, 'rule.content.required').max(max);
const html = z.string().min(1, 'rule.content.required').max(100_000);
const sitePathOrUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s<>"']*|https:\/\/[^\s<>"']+)$/, 'rule.content.link');
const id = z.number().int().positive().max(2_147_483_647).optional();

const news = z
  .object({
    kind: z.literal('news'),
    id,
    category: z.enum(['industry', 'announcement']),
    titleZh: line(120),
    titleEn: line(200),
    summaryZh: line(300),
    summaryEn: line(500),
    bodyZh: html,
    bodyEn: html,
    sourceZh: line(60),
    sourceEn: line(100),
    coverUrl: sitePathOrUrl.nullable().optional(),
  })
  .strict();
const caseItem = z
  .object({
    kind: z.literal('case'),
    id,
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    titleZh: line(120),
    titleEn: line(200),
    companyZh: line(80),
    companyEn: line(120),
    industryZh: line(40),
    industryEn: line(60),
    regionZh: line(40),
    regionEn: line(60),
    summaryZh: line(300),
    summaryEn: line(500),
    bodyZh: html,
    bodyEn: html,
    coverUrl: sitePathOrUrl,
  })
  .strict();
const banner = z
  .object({
    kind: z.literal('banner'),
    id,
    titleZh: line(80),
    titleEn: line(140),
    subtitleZh: line(200),
    subtitleEn: line(300),
    imageUrl: sitePathOrUrl,
    linkUrl: sitePathOrUrl,
    sort: z.number().int().min(0).max(999).default(0),
  })
  .strict();
const notice = z
  .object({
    kind: z.literal('notice'),
    id,
    labelZh: line(10),
    labelEn: line(20),
    contentZh: line(200),
    contentEn: line(300),
    containLinks: z.boolean(),
    linkAddress: sitePathOrUrl.nullable().optional(),
  })
  .strict()
  .refine((v) => !v.containLinks || !!v.linkAddress, { message: 'rule.content.link', path: ['linkAddress'] });

export const contentInput = z.discriminatedUnion('kind', [news, caseItem, banner, notice]);
export type ContentInput = z.input<typeof contentInput>;

export interface ContentRow {
  kind: ContentKind;
  id: number;
  /** Chinese and English titles (or labels) as listed in the editor. */
  titleZh: string;
  titleEn: string;
  published: boolean;
  /** ISO timestamp of publication or creation. */
  date: string;
  /** Every stored field, for the edit form. */
  fields: Record<string, unknown>;
}

export const list = command('operatorContent/list', {
  access: 'operator',
  params: z.object({ kind: z.enum(contentKinds) }).strict(),
}).returns<Paged<ContentRow>>();

/** Without id: creates the item unpublished. With id: edits it (publication unchanged). */
export const save = command('operatorContent/save', { access: 'operator', params: contentInput }).returns<ContentRow>();

export const publish = command('operatorContent/publish', {
  access: 'operator',
  params: z.object({ kind: z.enum(contentKinds), id: z.number().int().positive().max(2_147_483_647), published: z.boolean() }).strict(),
}).returns<ContentRow>();
