import { z } from 'zod';
import { command, keysetParams, noParams, oneCursor, type Keyset } from './command';

/** In-site messages. Ids are the messages' numeric ids. */

/** Time filters of the message list (spec section 9), counted in Beijing calendar days. */
export const MESSAGE_RANGES = ['today', 'threeDays', 'oneWeek', 'oneMonth'] as const;
export type MessageRange = (typeof MESSAGE_RANGES)[number];

export interface Message {
  id: number;
  title: string;
  content: string;
  publisher: string;
  /** ISO time. */
  time: string;
  status: 'read' | 'unread';
  /** A desktop path of the portal the message leads to (decision 0050), when it has one. */
  link?: string;
}

/**
 * Unread first, then newest first. Without a range: all messages. Pages by the envelope's
 * page/rows (the spec does not mark it paged, so the client passes them explicitly); or, for
 * next/previous, by the answer's `next`/`prev` cursor passed back as `after`/`before` with the
 * same filters and rows (page is then not used). `total` counts the filter's rows, `unread` all unread.
 */
export const myMessage = command('message/myMessage', {
  access: 'member',
  params: z
    .object({ range: z.enum(MESSAGE_RANGES).optional(), status: z.enum(['read', 'unread']).optional(), ...keysetParams })
    .strict()
    .superRefine(oneCursor),
}).returns<{ list: Message[]; total: number; unread: number } & Keyset>();

const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A selection of messages: at least one ("Please select messages first"), at most one page of the largest size. */
const selection = z.array(messageId).min(1, 'rule.message.selection.required').max(1000);

export const readMessage = command('message/readMessage', { access: 'member', params: z.object({ id: messageId }).strict() }).returns<Message>();

/** Marks every unread message read; answers how many changed. */
export const readAllMessage = command('message/readAllMessage', { access: 'member', params: noParams }).returns<{ count: number }>();

/** Deletes the selected messages of the member (others' ids are ignored); answers how many were deleted. */
export const delMessage = command('message/delMessage', { access: 'member', params: z.object({ ids: selection }).strict() }).returns<{ count: number }>();

export const delAllMessage = command('message/delAllMessage', { access: 'member', params: noParams }).returns<{ count: number }>();

/** The newest unread messages (at most 10), for a header drop-down. */
export const getUnReadMessages = command('webInstationMessage/getUnReadMessages', { access: 'member', params: noParams }).returns<Message[]>();
