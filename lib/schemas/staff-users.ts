import { z } from 'zod';
import { POLICIES } from '@/lib/auth/policies';
import { erasureRequestSchema } from './erasure-requests';
import { paginatedSchema, paginationQuerySchema, requiredText, uuidSchema } from './common';
import { ROLES, roleSchema } from './users';

/** Whether staff look at accounts in use, disabled ones, or both (erased accounts are never listed). */
export const USER_STATES = ['all', 'active', 'disabled'] as const;
export const SIGN_IN_RESULTS = ['success', 'failure', 'disabled'] as const;
export const signInResultSchema = z.enum(SIGN_IN_RESULTS).meta({ id: 'SignInResult' });

/** The filters of the staff user search; the exports take the same ones (what is on screen). */
export const staffUserFiltersSchema = z.object({
  search: z.string().trim().max(100, 'search is at most 100 characters').optional().describe('Part of the name, e-mail address or company'),
  company: z.string().trim().max(160, 'company is at most 160 characters').optional().describe('Part of the company name'),
  role: z.enum(ROLES, { error: `role is one of ${ROLES.join(', ')}` }).optional(),
  state: z.enum(USER_STATES, { error: `state is one of ${USER_STATES.join(', ')}` }).default('all'),
  erasure: z.enum(['requested'], { error: 'erasure is requested' }).optional().describe('Only users whose erasure request waits for staff'),
});
export type StaffUserFilters = z.infer<typeof staffUserFiltersSchema>;

export const staffUsersQuerySchema = paginationQuerySchema.extend(staffUserFiltersSchema.shape);
export type StaffUsersQuery = z.infer<typeof staffUsersQuerySchema>;

export const staffUserSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    email: z.string().nullable(),
    company: z.string().nullable(),
    roles: z.array(roleSchema),
    disabled: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof staffUserSchema>;

/** The search counts at most STAFF_USERS_COUNT_CAP matches: past it, `total` is the cap and `capped` is true ("1,000+"). */
export const STAFF_USERS_COUNT_CAP = 1000;
export const staffUsersPageSchema = paginatedSchema(staffUserSchema).extend({ capped: z.boolean() }).meta({ id: 'StaffUsersPage' });
export type StaffUsersPage = z.infer<typeof staffUsersPageSchema>;

export const signInSchema = z
  .object({
    at: z.iso.datetime(),
    policy: z.enum(POLICIES),
    address: z.string().nullable(),
    user_agent: z.string().nullable(),
    result: signInResultSchema,
  })
  .meta({ id: 'SignIn' });
export type SignIn = z.infer<typeof signInSchema>;

export const staffUserProjectSchema = z.object({ id: uuidSchema, name: z.string(), owner: z.boolean() }).meta({ id: 'StaffUserProject' });

export const staffUserDetailsSchema = staffUserSchema
  .extend({
    phone: z.string().nullable(),
    job_title: z.string().nullable(),
    language: z.string(),
    projects: z.array(staffUserProjectSchema).describe('The projects the user owns or works on'),
    sign_ins: z.array(signInSchema).describe('The latest sign-ins, newest first'),
    erasure_request: erasureRequestSchema.nullable().describe('The user’s erasure request waiting for staff, if any'),
  })
  .meta({ id: 'StaffUserDetails' });
export type StaffUserDetails = z.infer<typeof staffUserDetailsSchema>;

export const staffUserQuerySchema = z.object({ user_id: uuidSchema });

const reasonSchema = requiredText('reason', 500);

/** `PATCH /internal/users`: new roles, or the account disabled or enabled again; always with a reason (audited). */
export const staffUserChangeSchema = z
  .strictObject({
    user_id: uuidSchema,
    roles: z.array(roleSchema).min(1, 'A user keeps at least one role').max(ROLES.length).optional(),
    disabled: z.boolean({ error: 'disabled is true or false' }).optional(),
    reason: reasonSchema,
  })
  .refine((value) => (value.roles === undefined) !== (value.disabled === undefined), 'Send either roles or disabled')
  .meta({ id: 'StaffUserChange' });
export type StaffUserChange = z.infer<typeof staffUserChangeSchema>;

/** `POST /internal/user_delete`: erase a user, confirmed by typing their e-mail address. */
export const userErasureSchema = z.strictObject({ user_id: uuidSchema, confirm_email: requiredText('confirm_email', 320), reason: reasonSchema }).meta({ id: 'UserErasure' });
export type UserErasure = z.infer<typeof userErasureSchema>;

export const userErasedSchema = z.object({ erased: z.literal(true), user_id: uuidSchema }).meta({ id: 'UserErased' });

/** The columns of the users export, in order. */
export const USERS_CSV_COLUMNS = ['id', 'name', 'email', 'company', 'roles', 'disabled', 'created_at'] as const;
/** The columns of the sign-ins export, in order. */
export const SIGNIN_CSV_COLUMNS = ['at', 'user_id', 'name', 'email', 'policy', 'address', 'user_agent', 'result'] as const;
