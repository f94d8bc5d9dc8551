/** The content domain's commands; its rules where the spec is silent: docs/decisions/0034-domain-rules-where-the-spec-is-silent.md (content). */
import { adminHandlers } from './admin';
import { caseHandlers } from './cases';
import { homeHandlers } from './home';
import { newsHandlers } from './news';
import { orderFlowHandlers } from './order-flow';

export const contentHandlers = [...homeHandlers, ...newsHandlers, ...caseHandlers, ...orderFlowHandlers, ...adminHandlers];
