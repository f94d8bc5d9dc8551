import type { Handler } from '../gateway/handler';
import { certificationHandlers } from './certification/handlers';
import { enterpriseHandlers } from './enterprise/handlers';
import { fileHandlers } from './file/handlers';
import { messageHandlers } from './message/handlers';
import { operatorHandlers } from './operator/handlers';
import { serviceHandlers } from './operator/service-requests';
import { securityHandlers } from './security/handlers';

/** The domains (member centre, certification, files, operator console), joined once in index.ts. */
export const centreHandlers: Handler[] = [...messageHandlers, ...enterpriseHandlers, ...operatorHandlers, ...fileHandlers, ...certificationHandlers, ...serviceHandlers, ...securityHandlers];
