import { z } from 'zod';
import { requiredText, uuidSchema } from './common';
import { SUPPORT_MESSAGE_MAX, SUPPORT_PAGE_MAX, SUPPORT_STATES, SUPPORT_SUBJECT_MAX } from './support-constants';

/**
 * The support desk (issue 24, items 6 and 7): a request sent from any page, optionally about a project, followed as a
 * thread with staff; staff work it from an inbox (states, assignee, internal notes, escalation of a late first reply).
 */
export * from './support-constants';

export const supportStateSchema = z
  .enum(SUPPORT_STATES, { error: `state is one of ${SUPPORT_STATES.join(', ')}` })
  .meta({ id: 'SupportState', description: 'new, open, waiting (for the user) or resolved' });

/** The page a request was sent from: a path of the app, never another site. */
const pageSchema = z
  .string()
  .trim()
  .max(SUPPORT_PAGE_MAX, { error: `page is at most ${SUPPORT_PAGE_MAX} characters` })
  .regex(/^\/(?!\/)[^\s]*$/, { error: 'page is a path of the app, starting with /' });

/** `POST /jtbd/support` (multipart `data`, optional `file`): a new request. */
export const sendSupportSchema = z
  .strictObject({
    project_id: uuidSchema.optional(),
    page: pageSchema.optional(),
    subject: requiredText('subject', SUPPORT_SUBJECT_MAX),
    message: requiredText('message', SUPPORT_MESSAGE_MAX),
  })
  .meta({ id: 'SendSupport' });
export type SendSupport = z.infer<typeof sendSupportSchema>;

/** `POST /support` (JSON): the project panel's request, kept at the seed's address. */
export const createSupportSchema = sendSupportSchema.omit({ page: true }).meta({ id: 'CreateSupport' });
export type CreateSupport = z.infer<typeof createSupportSchema>;

/** `GET /jtbd/support`, `GET /support`: the caller's requests, about one project when named. */
export const supportQuerySchema = z.strictObject({ project_id: uuidSchema.optional() }).meta({ id: 'SupportQuery' });

/** `GET /jtbd/support/thread?id=` and the staff's. */
export const supportThreadQuerySchema = z.strictObject({ id: uuidSchema }).meta({ id: 'SupportThreadQuery' });

/** `GET …/file?request_id=&file_id=`: an attachment's bytes. */
export const supportFileQuerySchema = z.strictObject({ request_id: uuidSchema, file_id: uuidSchema }).meta({ id: 'SupportFileQuery' });

/** `POST /jtbd/support/reply` (multipart): the user's answer in their thread. */
export const supportReplySchema = z.strictObject({ request_id: uuidSchema, message: requiredText('message', SUPPORT_MESSAGE_MAX) }).meta({ id: 'SupportReply' });
export type SupportReply = z.infer<typeof supportReplySchema>;

/** `POST /jtbd/support/inbox/reply` (multipart): staff's reply, or an internal note the user never sees. */
export const staffSupportReplySchema = supportReplySchema.extend({ internal: z.boolean({ error: 'internal is true or false' }).default(false) }).meta({ id: 'StaffSupportReply' });
export type StaffSupportReply = z.input<typeof staffSupportReplySchema>;

/** `PATCH /jtbd/support/inbox`: assign (null: nobody) or move a request to a state. */
export const updateSupportSchema = z
  .strictObject({ id: uuidSchema, assignee_id: uuidSchema.nullable().optional(), state: supportStateSchema.optional() })
  .refine((value) => value.assignee_id !== undefined || value.state !== undefined, { error: 'Send assignee_id or state' })
  .meta({ id: 'UpdateSupport' });
export type UpdateSupport = z.infer<typeof updateSupportSchema>;

/** `GET /jtbd/support/inbox?state=`: staff's inbox, one state or all. */
export const supportInboxQuerySchema = z.strictObject({ state: supportStateSchema.optional() }).meta({ id: 'SupportInboxQuery' });

const attachmentSchema = z
  .object({ id: uuidSchema, name: z.string(), content_type: z.string(), size: z.number().int() })
  .meta({ id: 'SupportAttachment', description: 'A file sent with a message' });

export const supportMessageSchema = z
  .object({
    id: uuidSchema,
    /** `user`: the requester; `staff`: the Groundwork team. */
    from: z.enum(['user', 'staff']),
    author_name: z.string(),
    body: z.string(),
    /** Only in staff's view: a note the user never sees. */
    internal: z.boolean(),
    attachment: attachmentSchema.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A request as its sender sees it in their list. */
export const supportRequestSchema = z
  .object({
    id: uuidSchema,
    project_id: uuidSchema.nullable(),
    project_name: z.string().nullable(),
    page: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    state: supportStateSchema,
    /** The latest reply from staff, if any. */
    answer: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const supportListSchema = z.array(supportRequestSchema).meta({ id: 'SupportList' });

const personSchema = z.object({ id: uuidSchema, name: z.string(), email: z.string().nullable() }).meta({ id: 'SupportPerson' });

/** A request as staff see it: who sent it, who has it, and whether its first reply is late. */
export const staffSupportRequestSchema = supportRequestSchema
  .extend({
    requester: personSchema,
    assignee: personSchema.nullable(),
    first_reply_due_at: z.iso.datetime().nullable(),
    first_replied_at: z.iso.datetime().nullable(),
    /** Set when the first reply came late and every staff member was told. */
    escalated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'StaffSupportRequest' });
export type StaffSupportRequest = z.infer<typeof staffSupportRequestSchema>;

export const supportInboxSchema = z
  .object({ requests: z.array(staffSupportRequestSchema), staff: z.array(personSchema) })
  .meta({ id: 'SupportInbox', description: 'The requests, newest first, and the staff members one may be assigned to' });
export type SupportInbox = z.infer<typeof supportInboxSchema>;

export const supportThreadSchema = z.object({ request: supportRequestSchema, messages: z.array(supportMessageSchema) }).meta({ id: 'SupportThread' });
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const staffSupportThreadSchema = z
  .object({ request: staffSupportRequestSchema, messages: z.array(supportMessageSchema), staff: z.array(personSchema) })
  .meta({ id: 'StaffSupportThread' });
export type StaffSupportThread = z.infer<typeof staffSupportThreadSchema>;
