import { z } from 'zod';

/** The longest subject a mail is sent with. */
export const MAX_SUBJECT_LENGTH = 200;

export const mailMessageSchema = z.object({
  to: z.email({ error: 'to must be an e-mail address' }).transform((email) => email.trim().toLowerCase()),
  subject: z.string().trim().min(1, 'subject is required').max(MAX_SUBJECT_LENGTH, `subject is at most ${MAX_SUBJECT_LENGTH} characters`),
  text: z.string().min(1, 'text is required'),
  html: z.string().optional(),
});
export type MailMessage = z.input<typeof mailMessageSchema>;
