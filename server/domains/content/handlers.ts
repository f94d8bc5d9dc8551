/**
 * The public site's content commands (issue 5): banners, enquiries, mall items, news,
 * cases, advertisements, figures, history, and the order flow view.
 *
 * Decisions:
 * - Everything is public and read-only here; bodies are sanitized on save (store.ts) and on read.
 * - News and case lists page by the envelope's page/rows and answer {list, total}; an unknown
 *   or unpublished id answers 1005 with a content text.
 * - checkNewsDetail counts a view and names the neighbours in the same category.
 * - Recommended enquiries whose deadline has passed are not recommended any more.
 * - Operators edit news, cases, banners and notices through operatorContent/* (admin.ts, our extension).
 */
import { adminHandlers } from './admin';
import { caseHandlers } from './cases';
import { homeHandlers } from './home';
import { newsHandlers } from './news';
import { orderFlowHandlers } from './order-flow';

export const contentHandlers = [...homeHandlers, ...newsHandlers, ...caseHandlers, ...orderFlowHandlers, ...adminHandlers];
