import { z } from 'zod';
import { command, noParams, type Paged } from './command';

/**
 * The public site's content (spec section 7 "Home"). Every text comes in the
 * request's language. Lists that can grow (news, cases) read the envelope's page/rows
 * and answer {list, total}; the spec marks none of these commands as paged, so the
 * envelope's defaults (page 1, 20 rows) apply when a caller sends none.
 */

const id = z.number().int().positive().max(2_147_483_647);

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string;
}
export const queryIndexBanner = command('webBanner/queryIndexBanner', { access: 'public', params: noParams }).returns<Banner[]>();

export interface Enquiry {
  id: number;
  title: string;
  buyer: string;
  region: string;
  category: string;
  quantity: number;
  unit: string;
  /** YYYY-MM-DD */
  deadline: string;
}
export const getRecommendEnquiryList = command('enquiry/getRecommendEnquiryList', { access: 'public', params: noParams }).returns<Enquiry[]>();

export interface MallItem {
  id: number;
  name: string;
  spec: string;
  brand: string;
  /** Integer cents. */
  priceCents: number;
  unit: string;
  imageUrl: string;
}
export interface MallCategory {
  categoryKey: string;
  categoryName: string;
  items: MallItem[];
}
/** Without categoryName: every category with its items; with it (key, Chinese or English name): that category only. */
export const queryMallItemByCategoryName = command('webMallItem/queryMallItemByCategoryName', {
  access: 'public',
  params: z.object({ categoryName: z.string().trim().min(1).max(50).optional() }).strict(),
}).returns<MallCategory[]>();

export const newsCategories = ['industry', 'announcement'] as const;
export type NewsCategory = (typeof newsCategories)[number];

export interface NewsSummary {
  id: number;
  category: NewsCategory;
  title: string;
  summary: string;
  source: string;
  coverUrl: string | null;
  /** ISO timestamp. */
  publishedAt: string;
  views: number;
}
export const getNewsList = command('webNews/getNewsList', {
  access: 'public',
  params: z.object({ category: z.enum(['all', ...newsCategories]).default('all') }).strict(),
}).returns<Paged<NewsSummary>>();

export interface NewsNeighbour {
  id: number;
  title: string;
}
export interface NewsDetail extends NewsSummary {
  /** Sanitized HTML; the client sanitizes it again before rendering. */
  body: string;
  prev: NewsNeighbour | null;
  next: NewsNeighbour | null;
}
export const checkNewsDetail = command('webNews/checkNewsDetail', { access: 'public', params: z.object({ id }).strict() }).returns<NewsDetail>();

export const caseTypes = [1, 2, 3, 4] as const;
export type CaseType = (typeof caseTypes)[number];

export interface CaseMetric {
  value: string;
  label: string;
}
export interface CaseSummary {
  id: number;
  /** 1 industry, 2 area, 3 manufacturer, 4 transaction. */
  type: CaseType;
  /** 1-6 for the stories on /caseOne ... /caseSix. */
  featured: number | null;
  title: string;
  company: string;
  industry: string;
  region: string;
  summary: string;
  coverUrl: string;
  metrics: CaseMetric[];
  publishedAt: string;
}
export const getCaseList = command('webCase/getCaseList', {
  access: 'public',
  params: z
    .object({
      type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
      featured: z.boolean().optional(),
    })
    .strict(),
}).returns<Paged<CaseSummary>>();

export interface CaseDetail extends CaseSummary {
  body: string;
}
/** By id, or by featured slot (1-6) for /caseOne ... /caseSix. Exactly one of the two. */
export const checkCaseDetail = command('webCase/checkCaseDetail', {
  access: 'public',
  params: z
    .object({ id: id.optional(), featured: z.number().int().min(1).max(6).optional() })
    .strict()
    .refine((v) => (v.id === undefined) !== (v.featured === undefined), { message: 'idOrFeatured', path: ['id'] }),
}).returns<CaseDetail>();

export interface Advertisement {
  id: number;
  locationId: 1 | 2;
  title: string;
  body: string;
  action: string;
  linkUrl: string;
  imageUrl: string;
}
export const getEnableAdvertise = command('webAdvertise/getEnableAdvertise', {
  access: 'public',
  params: z.object({ locationId: z.union([z.literal(1), z.literal(2)]) }).strict(),
}).returns<Advertisement[]>();

export interface IndexFigure {
  key: string;
  value: number;
  unit: string;
  label: string;
}
export const getIndexLarge = command('webLargeSetting/getIndexLarge', { access: 'public', params: noParams }).returns<IndexFigure[]>();

export interface HistoryEvent {
  id: number;
  year: number;
  month: number;
  title: string;
  body: string;
}
export const developmentHistoryList = command('developmentHistory/list', { access: 'public', params: noParams }).returns<HistoryEvent[]>();
