import type { DesktopRoute } from '../../app/route-types';
import { STORY_PATHS } from './case-stories';
import { productPages } from './product-pages';

const storyNames = ['caseOne', 'caseTwo', 'caseThree', 'caseFour', 'caseFive', 'caseSix'] as const;
/** Product pages the spec puts outside the shell (section 2, "Standalone"). */
const standalone = new Set(['/business/v1', '/introduce/bigdata']);

/** The public marketing site beyond the home page: products, news, cases, open platform. */
export const siteRoutes: DesktopRoute[] = [
  { path: '/news', name: 'news', guard: 'public', layout: 'shell', ns: ['site'], page: () => import('./NewsPage') },
  { path: '/news/detail', name: 'newsDetail', guard: 'public', layout: 'shell', ns: ['site'], page: () => import('./NewsDetailPage') },
  { path: '/case', name: 'case', guard: 'public', layout: 'shell', ns: ['site'], page: () => import('./CasePage') },
  { path: '/case/detail', name: 'caseDetail', guard: 'public', layout: 'shell', ns: ['site'], page: () => import('./CaseDetailPage') },
  ...STORY_PATHS.map((path, i): DesktopRoute => ({ path, name: storyNames[i], guard: 'public', layout: 'shell', ns: ['site'], page: () => import('./CaseDetailPage') })),
  ...productPages.map((p): DesktopRoute => ({
    path: p.path,
    name: p.key,
    guard: 'public',
    layout: standalone.has(p.path) ? 'standalone' : 'shell',
    ns: ['site'],
    page: p.key === 'openApi' ? () => import('./OpenApiPage') : () => import('./ProductPage'),
  })),
];
