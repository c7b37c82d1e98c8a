import { z } from 'zod';
import { uuidSchema } from './common';

/* An activated investor's questions to the developer about an opportunity: one thread per investor and opportunity. */

const message = z.string().trim().min(1, 'message is required').max(4000, 'message is at most 4000 characters');

export const requestMessageSchema = z
  .object({
    id: uuidSchema,
    author_side: z.enum(['investor', 'developer']),
    author_name: z.string(),
    body: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'RequestMessage', description: 'One message of an information request' });

export const informationRequestSchema = z
  .object({
    id: uuidSchema,
    opportunity_id: uuidSchema,
    opportunity_title: z.string(),
    investor_id: uuidSchema,
    investor_name: z.string(),
    side: z.enum(['investor', 'developer']).describe('Which side the caller is on'),
    messages: z.array(requestMessageSchema),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'InformationRequest', description: 'A thread between an investor and the developer of an opportunity' });
export type InformationRequest = z.infer<typeof informationRequestSchema>;

export const informationRequestListSchema = z
  .array(informationRequestSchema)
  .meta({ id: 'InformationRequestList', description: 'The caller’s threads, most recent activity first' });

export const requestsQuerySchema = z
  .object({ opportunity_id: uuidSchema.optional().describe('Only the threads of this opportunity') })
  .meta({ id: 'InformationRequestsQuery', description: 'Which threads to list' });

export const openRequestSchema = z
  .object({ opportunity_id: uuidSchema, message })
  .meta({ id: 'OpenInformationRequest', description: 'Asks the developer: opens the thread, or adds to it' });
export type OpenRequest = z.infer<typeof openRequestSchema>;

export const replyRequestSchema = z.object({ request_id: uuidSchema, message }).meta({ id: 'ReplyInformationRequest', description: 'A reply in a thread, from either side' });
export type ReplyRequest = z.infer<typeof replyRequestSchema>;
