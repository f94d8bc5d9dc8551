import { z } from 'zod';
import { command, noParams } from './command';

/**
 * Coding (serial-number) rules of the login company (spec: serializeRule*). A rule belongs to a
 * target (device serials; employee job numbers can use the same rules) and is made of ordered
 * segments: fixed text, a date pattern (Beijing time) and exactly one sequence with its width,
 * start and reset period. Reading needs the codingRule or deviceInfo page; saving codingRule.edit.
 */

import { CODING_TARGETS, DATE_PATTERNS, RESET_PERIODS, type CodingTarget, type ResetPeriod } from './equipment-values';

export { CODING_TARGETS, DATE_PATTERNS, RESET_PERIODS, type CodingTarget, type ResetPeriod };

export const textSegment = z
  .object({
    type: z.literal('text'),
    value: z
      .string()
      .min(1, 'codingRule.segment.text')
      .max(20, 'codingRule.segment.text')
      .regex(/^[A-Za-z0-9_./-]+$/, 'codingRule.segment.text'),
  })
  .strict();
export const dateSegment = z.object({ type: z.literal('date'), pattern: z.enum(DATE_PATTERNS) }).strict();
export const sequenceSegment = z.object({ type: z.literal('sequence'), width: z.number().int().min(1).max(10), start: z.number().int().min(0).max(999_999_999), reset: z.enum(RESET_PERIODS) }).strict();
export const segment = z.discriminatedUnion('type', [textSegment, dateSegment, sequenceSegment]);
export type Segment = z.infer<typeof segment>;
export const segments = z
  .array(segment)
  .min(1)
  .max(8)
  .refine((xs) => xs.filter((x) => x.type === 'sequence').length === 1, 'codingRule.segment.oneSequence');

export interface CodingRule {
  ruleId: number;
  target: CodingTarget;
  name: string;
  segments: Segment[];
  updatedAt: string;
}

const id = z.number().int().positive().max(2_147_483_647);
const READ_PAGES = ['codingRule', 'deviceInfo'] as const;

/** The company's rules (at most one per target). */
export const codingRuleList = command('serializeRuleDetail/getList', { access: 'enterprise', needs: { pages: READ_PAGES }, params: noParams }).returns<CodingRule[]>();

/** Creates or replaces the company's rule of a target. Counters of earlier periods stay. */
export const codingRuleSave = command('serializeRuleDetail/save', {
  access: 'enterprise',
  needs: { button: 'codingRule.edit' },
  params: z.object({ target: z.enum(CODING_TARGETS), name: z.string().trim().min(1, 'org.name.required').max(30, 'org.name.max'), segments }).strict(),
}).returns<CodingRule & { preview: string }>();

/** One rule with the number the next generation would give (nothing is consumed). */
export const codingRuleGet = command('serializeRule/getByRuleId', {
  access: 'enterprise',
  needs: { pages: READ_PAGES },
  params: z.object({ ruleId: id }).strict(),
}).returns<CodingRule & { preview: string }>();
