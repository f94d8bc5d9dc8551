import type { CommandDef } from '../../src-shared/contract/command';
import type { getMemberInfo, logout } from '../../src-shared/contract/member';
import type { getSiteConfig, pageView, unReadMessageInfo } from '../../src-shared/contract/system';

/**
 * Commands the H5 first pages (the shell, the landing) call as they appear,
 * named without their parameter schemas. The gateway client needs only `cmd`
 * and `paged`; importing a contract module loads zod (~22 kB gzip) before the
 * page is usable and breaks the 180 kB H5 first-load budget. Typed from the
 * contract, so parameters and responses are checked as usual; pages whose
 * calls wait for user input import the contract itself, lazily.
 *
 * tests/e2e/mobile/command-refs.spec.ts checks every reference against the contract.
 */
const ref = <C extends CommandDef>(def: Pick<CommandDef, 'cmd' | 'access' | 'paged'>) => def as unknown as C;

export const pageViewRef = ref<typeof pageView>({ cmd: 'analytics/pageView', access: 'public', paged: false });
export const getSiteConfigRef = ref<typeof getSiteConfig>({ cmd: 'site/getConfig', access: 'public', paged: false });
export const unReadMessageInfoRef = ref<typeof unReadMessageInfo>({ cmd: 'message/unReadMessageInfo', access: 'member', paged: false });
export const getMemberInfoRef = ref<typeof getMemberInfo>({ cmd: 'webMember/getMemberInfo', access: 'member', paged: false });
export const logoutRef = ref<typeof logout>({ cmd: 'webMember/logout', access: 'member', paged: false });
