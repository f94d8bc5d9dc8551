/**
 * Issue 6's modules (member centre, certification, files, operator console), listed once in
 * index.ts through this file. `centreExtensions` are the commands that are ours, not the spec's.
 */
export * from './message';

export const centreExtensions: string[] = [];
