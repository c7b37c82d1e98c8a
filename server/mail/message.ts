import { z } from 'zod';

export const mailMessageSchema = z.object({
  to: z.email({ error: 'to must be an e-mail address' }).transform((email) => email.trim().toLowerCase()),
  subject: z.string().trim().min(1, 'subject is required').max(200, 'subject is at most 200 characters'),
  text: z.string().min(1, 'text is required'),
  html: z.string().optional(),
});
export type MailMessage = z.input<typeof mailMessageSchema>;
