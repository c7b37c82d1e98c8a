import { z } from 'zod';
import { languageSchema, optionalText, paginatedSchema, paginationQuerySchema, requiredText, uuidSchema } from './common';

/** Every role a user can hold; `developer` is the default of a new account. */
export const ROLES = ['developer', 'investor', 'oem', 'event', 'admin'] as const;
export const roleSchema = z.enum(ROLES).meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

const phoneSchema = z
  .string({ error: 'phone must be text' })
  .trim()
  .regex(/^(\+?[0-9 ().-]{6,24})?$/, 'phone may hold digits, spaces, brackets, dots, dashes and a leading +')
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** The signed-in user as `/me` returns it. */
export const meSchema = z
  .object({
    id: uuidSchema,
    email: z.string().nullable(),
    email_verified: z.boolean().describe('Whether the holder of `email` confirmed it: invitations and transfers made to the address wait for it'),
    name: z.string(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    job_title: z.string().nullable(),
    language: languageSchema,
    roles: z.array(roleSchema),
    investor_activated: z.boolean().describe('False while an investor waits for staff activation'),
    created_at: z.iso.datetime(),
    impersonated_by: z.object({ id: uuidSchema, name: z.string() }).nullable().describe('The staff member acting as this user through the userId header, if any'),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** `PUT /me`: the fields a user may change on their own record (email comes from the identity provider). */
export const updateMeSchema = z
  .strictObject({
    name: requiredText('name', 120),
    company: optionalText('company', 160),
    phone: phoneSchema,
    job_title: optionalText('job_title', 120),
    language: languageSchema,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change')
  .meta({ id: 'UpdateMe' });
export type UpdateMe = z.infer<typeof updateMeSchema>;

/** Shortest and longest password of the built-in identity provider's accounts. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** `PUT /me/password`: a signed-in user of the built-in provider changes their password. */
export const changePasswordSchema = z
  .strictObject({
    current_password: z
      .string({ error: 'current_password is required' })
      .min(1, 'current_password is required')
      .max(PASSWORD_MAX_LENGTH, `current_password is at most ${PASSWORD_MAX_LENGTH} characters`),
    new_password: z
      .string({ error: 'new_password is required' })
      .min(PASSWORD_MIN_LENGTH, `new_password needs at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `new_password is at most ${PASSWORD_MAX_LENGTH} characters`),
  })
  .refine((value) => value.new_password !== value.current_password, {
    message: 'new_password must differ from the current password',
    path: ['new_password'],
  })
  .meta({ id: 'ChangePassword' });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const passwordChangedSchema = z.object({ changed: z.literal(true) }).meta({ id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** `POST /me/verification`: a new link that confirms the user's e-mail address was sent to it. */
export const verificationSentSchema = z.object({ sent: z.literal(true), email: z.string() }).meta({ id: 'VerificationSent' });
export type VerificationSent = z.infer<typeof verificationSentSchema>;

/** A user as staff see it in the user list. */
export const userSummarySchema = z
  .object({
    id: uuidSchema,
    email: z.string().nullable(),
    name: z.string(),
    company: z.string().nullable(),
    roles: z.array(roleSchema),
    investor_activated: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof userSummarySchema>;

const rolesFilterSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean),
  )
  .pipe(z.array(roleSchema, { error: `roles lists any of ${ROLES.join(', ')}, separated by commas` }))
  .describe(`Comma-separated roles; a user matches when they hold any of them (${ROLES.join(', ')})`);

/** `GET /users`: a page of users, searched by name, email or company and filtered by roles. */
export const usersQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100, 'search is at most 100 characters').optional(),
  roles: rolesFilterSchema.optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersPageSchema = paginatedSchema(userSummarySchema).meta({ id: 'UsersPage' });

/** `PATCH /users`: staff set the roles of one user. */
export const updateUserRolesSchema = z
  .strictObject({
    user_id: uuidSchema,
    roles: z
      .array(roleSchema)
      .min(1, 'A user keeps at least one role')
      .max(ROLES.length)
      .refine((roles) => new Set(roles).size === roles.length, 'roles must not repeat'),
  })
  .meta({ id: 'UpdateUserRoles' });
export type UpdateUserRoles = z.infer<typeof updateUserRolesSchema>;

/** The company profile of the signed-in user (`/profiles`); autofill proposes answers from it. */
export const profileSchema = z
  .object({
    user_id: uuidSchema,
    company_name: z.string().nullable(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2 code'),
    website: z.string().nullable(),
    bio: z.string().nullable(),
    sector: z.string().nullable(),
    employees: z.number().int().nullable(),
    founded_year: z.number().int().nullable(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .strictObject({
    company_name: optionalText('company_name', 160),
    country: z
      .string({ error: 'country must be text' })
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, 'country is a two-letter ISO 3166-1 code such as FR or KE')
      .transform((value) => (value === '' ? null : value))
      .nullable(),
    website: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'website must be an http(s) address' })])
      .transform((value) => (value === '' ? null : value))
      .nullable(),
    bio: optionalText('bio', 2000),
    sector: optionalText('sector', 120),
    employees: z.number({ error: 'employees must be a number' }).int().min(0).max(10_000_000).nullable(),
    founded_year: z.number({ error: 'founded_year must be a number' }).int().min(1800).max(2100).nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change')
  .meta({ id: 'UpdateProfile' });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** `POST /contact`: a message from anyone, visitors included. */
export const contactRequestSchema = z
  .strictObject({
    name: requiredText('name', 120),
    email: z.email({ error: 'email must be a valid address' }).max(254),
    company: optionalText('company', 160).optional(),
    subject: optionalText('subject', 200).optional(),
    message: requiredText('message', 5000),
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactReceiptSchema = z.object({ id: uuidSchema, received_at: z.iso.datetime() }).meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
