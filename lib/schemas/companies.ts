import { z } from 'zod';
import { optionalText, requiredText, uuidSchema } from './common';

// Companies and their members (issue 23, R-23.1 to ): the contract of `/company`, `/company_files`,
// `/company_projects` and `/company_project`. The developer page and staff's directory are in `developers.ts`.

export const COMPANY_KINDS = ['developer', 'oem'] as const;
export const companyKindSchema = z.enum(COMPANY_KINDS, { error: 'kind is developer or oem' }).meta({ id: 'CompanyKind' });
export const COMPANY_ROLES = ['admin', 'member'] as const;
export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: 'role is admin or member' }).meta({ id: 'CompanyRole' });
export type CompanyRole = z.infer<typeof companyRoleSchema>;

/** Sectors the company form suggests (a sector is free words: the personal profiles' sectors were migrated as written). */
export const COMPANY_SECTORS = ['biochar', 'pyrolysis', 'forestry', 'agriculture', 'waste', 'energy', 'construction', 'carbon_removal', 'engineering', 'other'] as const;
export const MAX_COMPANY_SECTORS = 5;

/** Which of the caller's companies a request is about (a user belongs to at most one of each kind, R-23.1). */
export const companyKindQuerySchema = z.object({ kind: companyKindSchema.default('developer') });

const countrySchema = z
  .string({ error: 'country must be text' })
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, 'country is a two-letter ISO 3166-1 code such as FR or KE')
  .transform((value) => (value === '' ? null : value))
  .nullable();
const websiteSchema = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'website must be an http(s) address' }).max(300, 'website is at most 300 characters')])
  .transform((value) => (value === '' ? null : value))
  .nullable();
const countOf = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ${max}`)
    .nullable();

/** The fields of a company a member with the admin role writes. */
export const companyFieldsSchema = z.strictObject({
  legal_name: requiredText('legal_name', 160),
  registration_number: optionalText('registration_number', 60).optional(),
  country: countrySchema.optional(),
  sectors: z
    .array(requiredText('a sector', 120))
    .max(MAX_COMPANY_SECTORS, `at most ${MAX_COMPANY_SECTORS} sectors`)
    .refine((list) => new Set(list).size === list.length, 'a sector is named twice')
    .optional(),
  description: optionalText('description', 4000).optional(),
  website: websiteSchema.optional(),
  employees: countOf('employees', 10_000_000).optional(),
  founded_year: z
    .number({ error: 'founded_year must be a number' })
    .int('founded_year must be a whole number')
    .min(1800, 'founded_year is after 1800')
    .max(2100, 'founded_year is before 2100')
    .nullable()
    .optional(),
});

/** `POST /company`: a new company, its creator its first admin. */
export const createCompanySchema = companyFieldsSchema.extend({ kind: companyKindSchema }).meta({ id: 'CreateCompany' });
export type CreateCompany = z.infer<typeof createCompanySchema>;

/** `PUT /company`: only the fields sent change. */
export const updateCompanySchema = companyFieldsSchema
  .partial()
  .extend({ kind: companyKindSchema })
  .refine((body) => Object.keys(body).length > 1, 'Send at least one field to change')
  .meta({ id: 'UpdateCompany' });
export type UpdateCompany = z.infer<typeof updateCompanySchema>;

export const companySchema = z
  .object({
    id: uuidSchema,
    kind: companyKindSchema,
    legal_name: z.string(),
    registration_number: z.string().nullable(),
    country: z.string().nullable(),
    sectors: z.array(z.string()),
    description: z.string().nullable(),
    website: z.string().nullable(),
    employees: z.number().int().nullable(),
    founded_year: z.number().int().nullable(),
    has_logo: z.boolean(),
    verified_at: z.iso.datetime().nullable(),
    show_to_investors: z.boolean(),
    show_to_oems: z.boolean(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

export const companyMemberSchema = z
  .object({ user_id: uuidSchema, name: z.string(), email: z.string().nullable(), role: companyRoleSchema, joined_at: z.iso.datetime() })
  .meta({ id: 'CompanyMember' });
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyInvitationSchema = z
  .object({ id: uuidSchema, email: z.string(), role: companyRoleSchema, invited_by: z.string().nullable(), created_at: z.iso.datetime(), expires_at: z.iso.datetime() })
  .meta({ id: 'CompanyInvitation' });
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/** `GET /company`: the caller's company of the kind asked, their role, its members and (to admins) its open invitations. */
export const companyViewSchema = z
  .object({
    company: companySchema.nullable(),
    role: companyRoleSchema.nullable(),
    members: z.array(companyMemberSchema),
    invitations: z.array(companyInvitationSchema),
  })
  .meta({ id: 'CompanyView' });
export type CompanyView = z.infer<typeof companyViewSchema>;

/** `POST /company/invitations`: invite an address to the caller's company (admins). */
export const inviteMemberSchema = z
  .strictObject({
    kind: companyKindSchema,
    email: z.email({ error: 'email must be a valid address' }).max(254, 'email is at most 254 characters'),
    role: companyRoleSchema,
  })
  .meta({ id: 'InviteCompanyMember' });
export type InviteMember = z.infer<typeof inviteMemberSchema>;

export const withdrawInvitationSchema = z.strictObject({ kind: companyKindSchema, invitation_id: uuidSchema }).meta({ id: 'WithdrawCompanyInvitation' });

/** The token of an invitation's link. */
const invitationTokenSchema = z.string({ error: 'token must be text' }).regex(/^[A-Za-z0-9_-]{32,64}$/, 'This invitation link is not valid');
export const invitationTokenQuerySchema = z.object({ token: invitationTokenSchema });
export const acceptInvitationSchema = z.strictObject({ token: invitationTokenSchema }).meta({ id: 'AcceptCompanyInvitation' });

/** `GET /company/invitation`: what the link's page shows its invitee before they join. */
export const invitationPreviewSchema = z
  .object({
    company_name: z.string(),
    kind: companyKindSchema,
    role: companyRoleSchema,
    email: z.string(),
    /** The caller's confirmed address is the invitation's: they may join now. */
    can_join: z.boolean(),
    /** Why not, when they may not: `unconfirmed`, `expired`, `accepted`, `already_member`. */
    reason: z.enum(['unconfirmed', 'expired', 'accepted', 'already_member']).nullable(),
  })
  .meta({ id: 'CompanyInvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** `PATCH /company/members`: an admin changes a member's role. */
export const changeRoleSchema = z.strictObject({ kind: companyKindSchema, user_id: uuidSchema, role: companyRoleSchema }).meta({ id: 'ChangeCompanyRole' });
/** `DELETE /company/members`: an admin removes a member, or a member leaves (their own id); `confirm` says they were asked. */
export const removeMemberSchema = z
  .strictObject({ kind: companyKindSchema, user_id: uuidSchema, confirm: z.literal(true, { error: 'Confirm the removal (confirm: true)' }) })
  .meta({ id: 'RemoveCompanyMember' });

/** A company's linked project as its members see it. */
export const companyProjectSchema = z
  .object({ project_id: uuidSchema, name: z.string(), linked_at: z.iso.datetime(), linked_by: z.string().nullable() })
  .meta({ id: 'CompanyProject' });
export const companyProjectListSchema = z.array(companyProjectSchema).meta({ id: 'CompanyProjectList' });
export type CompanyProject = z.infer<typeof companyProjectSchema>;

/** `POST`/`DELETE /company_project`: link or unlink one of the caller's projects to their developer company. */
export const companyProjectLinkSchema = z.strictObject({ project_id: uuidSchema }).meta({ id: 'CompanyProjectLink' });
export const companyProjectLinkedSchema = z.object({ project_id: uuidSchema, company_id: uuidSchema.nullable() }).meta({ id: 'CompanyProjectLinked' });

export const COMPANY_FILE_PURPOSES = ['logo', 'document'] as const;
export const companyFileSchema = z
  .object({
    id: uuidSchema,
    purpose: z.enum(COMPANY_FILE_PURPOSES),
    name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    sha256: z.string(),
    uploaded_at: z.iso.datetime(),
  })
  .meta({ id: 'CompanyFile' });
export const companyFileListSchema = z.array(companyFileSchema).meta({ id: 'CompanyFileList' });
export type CompanyFile = z.infer<typeof companyFileSchema>;
export const companyFilesQuerySchema = companyKindQuerySchema.extend({ file_id: uuidSchema.optional() });
/** The `data` field of `POST /company_files`. */
export const uploadCompanyFileSchema = z.strictObject({ kind: companyKindSchema, purpose: z.enum(COMPANY_FILE_PURPOSES, { error: 'purpose is logo or document' }) });
export const deleteCompanyFileSchema = z.strictObject({ kind: companyKindSchema, file_id: uuidSchema }).meta({ id: 'DeleteCompanyFile' });
export const companyDoneSchema = z.object({ done: z.literal(true) }).meta({ id: 'CompanyDone' });
