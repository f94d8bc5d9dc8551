import type { DesktopRoute } from '../../app/route-types';
import { STORY_PATHS } from './case-stories';

const storyNames = ['caseOne', 'caseTwo', 'caseThree', 'caseFour', 'caseFive', 'caseSix'] as const;

/** The public marketing site beyond the home page: products, news, cases, open platform (issue 5). */
export const siteRoutes: DesktopRoute[] = [
  { path: '/news', name: 'news', guard: 'public', layout: 'shell', page: () => import('./NewsPage') },
  { path: '/news/detail', name: 'newsDetail', guard: 'public', layout: 'shell', page: () => import('./NewsDetailPage') },
  { path: '/case', name: 'case', guard: 'public', layout: 'shell', page: () => import('./CasePage') },
  { path: '/case/detail', name: 'caseDetail', guard: 'public', layout: 'shell', page: () => import('./CaseDetailPage') },
  ...STORY_PATHS.map((path, i): DesktopRoute => ({ path, name: storyNames[i], guard: 'public', layout: 'shell', page: () => import('./CaseDetailPage') })),
];
