import type { Handler } from '../gateway/handler';
import { messageHandlers } from './message/handlers';

/** Issue 6's domains (member centre, certification, files, operator console), joined once in index.ts. */
export const centreHandlers: Handler[] = [...messageHandlers];
