import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';
import type { FormState } from './views/components';
import type { MessageKey } from './views/i18n';
import { MESSAGES } from './views/messages';

/** Each message of these schemas is a key of views/messages.ts, translated when the form is shown again. */
const key = (message: MessageKey) => ({ error: message });

const email = z
  .string(key('invalid.emailRequired'))
  .trim()
  .min(1, key('invalid.emailRequired'))
  .max(254, key('invalid.email'))
  .pipe(z.email(key('invalid.email')))
  .transform((value) => value.toLowerCase());

const currentPassword = z.string(key('invalid.passwordRequired')).min(1, key('invalid.passwordRequired')).max(PASSWORD_MAX_LENGTH, key('invalid.passwordLong'));

const newPassword = z
  .string(key('invalid.passwordRequired'))
  .min(1, key('invalid.passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, key('invalid.passwordShort'))
  .max(PASSWORD_MAX_LENGTH, key('invalid.passwordLong'));

const name = z.string(key('invalid.nameRequired')).trim().min(1, key('invalid.nameRequired')).max(120, key('invalid.nameLong'));

const company = z
  .string()
  .trim()
  .max(160, key('invalid.companyLong'))
  .optional()
  .transform((value) => value || null);

export const signInFormSchema = z.object({ email, password: currentPassword });

export const signUpFormSchema = z.object({
  name,
  email,
  company,
  password: newPassword,
  eventCode: z
    .string()
    .trim()
    .max(40, key('invalid.eventCode'))
    .optional()
    .transform((value) => (value ? value.toUpperCase() : null)),
});

export const resetRequestFormSchema = z.object({ email });

export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string().optional() })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], ...key('invalid.passwordMismatch') });

export const profileFormSchema = z.object({ name, company });

/** The submitted text fields of a form (files and repeated fields are ignored). */
export function textFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; form: FormState };

/** Validates a form; on failure returns the values to show again and one message key per field. */
export function parseForm<T>(schema: z.ZodType<T>, values: Record<string, string>): Parsed<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormState['errors'] = {};
  for (const issue of result.error.issues) {
    const fieldName = String(issue.path[0] ?? 'form');
    const message = issue.message in MESSAGES.en ? (issue.message as MessageKey) : 'error.formTitle';
    errors[fieldName] ??= message;
  }
  return { ok: false, form: { values, errors } };
}
