import { z } from 'zod';
import { uuidSchema } from './common';
import { MESSAGE_MAX_LENGTH } from './information-request-constants';

export { MESSAGE_MAX_LENGTH };

/*
 * Questions: an activated investor's threads with the developer of an opportunity (requirements ): about the
 * opportunity in general or about one document (teaser or data room), several threads per opportunity.
 */

/** What a thread is about: the opportunity, one of its teaser documents, or one document of its data room. */
export const QUESTION_SUBJECT_KINDS = ['opportunity', 'teaser', 'dataroom'] as const;
export type QuestionSubjectKind = (typeof QUESTION_SUBJECT_KINDS)[number];

/** at most this many messages (questions and replies together) per user in any window of this length… */
export const QUESTION_BURST = 10;
export const QUESTION_WINDOW_SECONDS = 60;
/** …and a message that follows the same author's previous one in the thread within this time, unread, sends no mail. */
export const MAIL_COALESCE_SECONDS = 600;

const message = z.string().trim().min(1, 'message is required').max(MESSAGE_MAX_LENGTH, `message is at most ${MESSAGE_MAX_LENGTH} characters`);

export const requestMessageSchema = z
  .object({
    id: uuidSchema,
    author_side: z.enum(['investor', 'developer']),
    author_name: z.string(),
    body: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'RequestMessage', description: 'One message of an information request' });

export const questionSubjectSchema = z
  .object({
    kind: z.enum(QUESTION_SUBJECT_KINDS),
    file_id: uuidSchema.nullable().describe('The document asked about (null for the opportunity in general)'),
    file_name: z.string().nullable().describe('Its name when the question was asked'),
  })
  .meta({ id: 'QuestionSubject', description: 'What a thread is about' });
export type QuestionSubject = z.infer<typeof questionSubjectSchema>;

export const informationRequestSchema = z
  .object({
    id: uuidSchema,
    opportunity_id: uuidSchema,
    opportunity_title: z.string(),
    project_id: uuidSchema,
    investor_id: uuidSchema,
    investor_name: z.string(),
    subject: questionSubjectSchema,
    side: z.enum(['investor', 'developer']).describe('Which side the caller is on'),
    open: z.boolean().describe('Whether the investor’s latest message awaits the developer’s answer'),
    open_since: z.iso.datetime().nullable().describe('The first unanswered message of the investor, when open'),
    unread: z.number().int().min(0).describe('Messages from the other side the caller has not read yet'),
    messages: z.array(requestMessageSchema),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'InformationRequest', description: 'A thread between an investor and the developer of an opportunity' });
export type InformationRequest = z.infer<typeof informationRequestSchema>;

export const informationRequestListSchema = z
  .array(informationRequestSchema)
  .meta({ id: 'InformationRequestList', description: 'The caller’s threads: open ones first (oldest question first), then the most recent activity' });

export const requestsQuerySchema = z
  .object({ opportunity_id: uuidSchema.optional().describe('Only the threads of this opportunity') })
  .meta({ id: 'InformationRequestsQuery', description: 'Which threads to list' });

export const requestThreadQuerySchema = z.object({ id: uuidSchema.describe('The thread') }).meta({ id: 'InformationRequestQuery', description: 'One thread' });

export const unreadQuestionsSchema = z
  .object({
    threads: z.number().int().min(0).describe('Threads with a message the caller has not read'),
    messages: z.number().int().min(0).describe('Messages the caller has not read'),
  })
  .meta({ id: 'UnreadQuestions', description: 'What is new for the caller in their threads' });
export type UnreadQuestions = z.infer<typeof unreadQuestionsSchema>;

export const questionDocumentSchema = z
  .object({ kind: z.enum(['teaser', 'dataroom']), file_id: uuidSchema })
  .meta({ id: 'QuestionDocument', description: 'A teaser document of the opportunity, or a data-room document the investor may open' });
export type QuestionDocument = z.infer<typeof questionDocumentSchema>;

export const openRequestSchema = z
  .object({ opportunity_id: uuidSchema, message, document: questionDocumentSchema.optional() })
  .meta({ id: 'OpenInformationRequest', description: 'Asks the developer: opens the thread of that subject, or adds to it' });
export type OpenRequest = z.infer<typeof openRequestSchema>;

export const replyRequestSchema = z.object({ request_id: uuidSchema, message }).meta({ id: 'ReplyInformationRequest', description: 'A reply in a thread, from either side' });
export type ReplyRequest = z.infer<typeof replyRequestSchema>;
