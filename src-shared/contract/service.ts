import { z } from 'zod';
import { command } from './command';

/**
 * The service centre (serviceCenter, /ish-serviceCenter): leave a request the operator sees.
 * Our extensions: the spec names the pages but no commands.
 */
export const SERVICE_TOPICS = ['account', 'certification', 'capital', 'finance', 'other'] as const;

export interface ServiceRequest {
  id: number;
  topic: (typeof SERVICE_TOPICS)[number];
  content: string;
  contact: string;
  status: 'open' | 'closed';
  companyName: string | null;
  time: string;
}

/** A signed-in member's request, linked to the session's company; the member gets a receipt message. */
export const submitServiceRequest = command('serviceCenter/submitRequest', {
  access: 'member',
  params: z
    .object({
      topic: z.enum(SERVICE_TOPICS, { message: 'rule.general.required.select' }),
      content: z.string().trim().min(1, 'rule.general.required.enter').max(500),
      contact: z.string().trim().min(1, 'rule.general.required.enter').max(50),
    })
    .strict(),
}).returns<{ id: number }>();

export const operatorServiceRequests = command('operator/serviceRequests', {
  access: 'operator',
  paged: true,
  params: z.object({ status: z.enum(['open', 'closed']).optional() }).strict(),
}).returns<{ list: ServiceRequest[]; total: number }>();

/** This module's commands that are ours, not the spec's. */
export const serviceExtensions: string[] = ['serviceCenter/submitRequest', 'operator/serviceRequests'];
