import { expect, test } from '@playwright/test';
import type { CommandDef } from '../../../src-shared/contract/command';
import { allCommands } from '../../../src-shared/contract/index';
import * as refs from '../../../src-mobile/app/command-refs';

/**
 * The H5 shell names a few commands without importing their zod schemas
 * (src-mobile/app/command-refs.ts, for the first-load budget). Each reference
 * must match its contract entry, or the call would fail at run time.
 */
test('each zod-free command reference matches the contract', () => {
  const list = Object.entries(refs as Record<string, CommandDef>);
  expect(list.length).toBeGreaterThan(0);
  for (const [name, ref] of list) {
    const def = allCommands.find((c) => c.cmd === ref.cmd);
    expect(def, `${name}: ${ref.cmd} is not in the contract`).toBeDefined();
    expect({ cmd: ref.cmd, access: ref.access, paged: ref.paged }).toEqual({ cmd: def!.cmd, access: def!.access, paged: def!.paged });
  }
});
