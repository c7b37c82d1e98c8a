import { z } from 'zod';
import { requiredText, uuidSchema } from './common';

/** A request to erase one's account (issue 24): waiting for staff, carried out, or declined with a reason. */
export const ERASURE_REQUEST_STATES = ['pending', 'carried_out', 'declined'] as const;
export type ErasureRequestState = (typeof ERASURE_REQUEST_STATES)[number];

export const erasureRequestSchema = z
  .object({
    id: uuidSchema,
    state: z.enum(ERASURE_REQUEST_STATES),
    requested_at: z.iso.datetime(),
    decided_at: z.iso.datetime().nullable(),
    decline_reason: z.string().nullable().describe('Why staff declined it (a declined request only)'),
  })
  .meta({ id: 'ErasureRequest' });
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** `GET /me/erasure`: the caller's latest request, or null when they never asked. */
export const myErasureRequestSchema = z.object({ request: erasureRequestSchema.nullable() }).meta({ id: 'MyErasureRequest' });
export type MyErasureRequest = z.infer<typeof myErasureRequestSchema>;

/** `POST /me/erasure`: the user confirms they ask for the erasure of their account. */
export const askErasureSchema = z
  .strictObject({ confirm: z.literal(true, { error: 'Confirm that you ask for the erasure of your account (confirm: true)' }) })
  .meta({ id: 'AskErasure' });
export type AskErasure = z.infer<typeof askErasureSchema>;

/** `POST /internal/user_delete/decline`: staff decline a user's waiting request, saying why (mailed to the user). */
export const declineErasureSchema = z.strictObject({ user_id: uuidSchema, reason: requiredText('reason', 1000) }).meta({ id: 'DeclineErasure' });
export type DeclineErasure = z.infer<typeof declineErasureSchema>;
