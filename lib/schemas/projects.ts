import { z } from 'zod';
import { fileMetadataSchema } from './files';
import { paginatedSchema, paginationQuerySchema, requiredText, uuidSchema } from './common';
import { templateKindSchema, templateSlugSchema } from './templates';

/**
 * The contract of projects (seed "Projects and assessment" routes other than the questionnaire itself, which
 * lives in ./assessments): list, create, open, rename, delete, steps, sharing, ownership, files, support and
 * the CSV export. Identifiers travel in the query string for reads and in the body for writes.
 */

/** What the caller may do with a project: the owner everything, an `edit` grant answer, a `read` grant look. */
export const PROJECT_ACCESS = ['owner', 'edit', 'read'] as const;
export const projectAccessSchema = z.enum(PROJECT_ACCESS).meta({ id: 'ProjectAccess' });
export type ProjectAccess = z.infer<typeof projectAccessSchema>;

/**
 * The rights a grant (invitation or access key) gives. `verifier` reads like `read` and may review evidence;
 * `field`: field staff, by invitation only, who may upload from a phone and read their own uploads, and see nothing else
 * of the project.
 */
export const SHARE_RIGHTS = ['read', 'edit', 'verifier', 'field'] as const;
export const shareRightSchema = z.enum(SHARE_RIGHTS).meta({ id: 'ShareRight' });
export type ShareRight = z.infer<typeof shareRightSchema>;

/** Assessment status: only the first assessment is open at creation; completing one unlocks the next. */
export const ASSESSMENT_STATUSES = ['locked', 'not_started', 'in_progress', 'completed'] as const;
export const assessmentStatusSchema = z.enum(ASSESSMENT_STATUSES).meta({ id: 'AssessmentStatus' });
export type AssessmentStatus = z.infer<typeof assessmentStatusSchema>;

const percent = z.number().min(0).max(100);
const projectName = requiredText('name', 120);

export const personSchema = z.object({ id: uuidSchema, name: z.string(), email: z.string().nullable() }).meta({ id: 'Person' });
export type Person = z.infer<typeof personSchema>;

/** One assessment of a project as lists and the project page show it (texts in the request's language). */
export const assessmentSummarySchema = z
  .object({
    id: uuidSchema,
    /** The assessment's id in the template. */
    definition_id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: assessmentStatusSchema,
    access_status: projectAccessSchema,
    /** True when the caller cannot answer: the assessment is locked, or the caller only reads. */
    disabled: z.boolean(),
    /** Percent of the visible required questions answered (what completing needs). */
    completion: percent,
    /** Percent of all visible questions answered. */
    progress: percent,
    question_count: z.number().int().min(0),
    current_section: z.string().nullable(),
    current_question: z.string().nullable(),
    next_assessment_id: uuidSchema.nullable(),
    completed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AssessmentSummary' });
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const projectStepSchema = z
  .object({
    /** The step's id in the template. */
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    assessments: z.array(assessmentSummarySchema),
    /** The assessment the caller last worked on in this step (or the first open one). */
    current_assessment: uuidSchema.nullable(),
    progress: percent,
  })
  .meta({ id: 'ProjectStep' });
export type ProjectStep = z.infer<typeof projectStepSchema>;

const projectTemplateSchema = z.object({
  id: uuidSchema,
  slug: templateSlugSchema,
  kind: templateKindSchema,
  name: z.string(),
});

/** A project in lists (`GET /projects`, the dashboard). */
export const projectSummarySchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    template: projectTemplateSchema,
    access: projectAccessSchema,
    owner: personSchema,
    /** Percent of all visible questions of the project answered. */
    progress: percent,
    assessments_completed: z.number().int().min(0),
    assessments_total: z.number().int().min(0),
    /** The latest computed overall score, when the project was computed. */
    score: percent.nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'ProjectSummary' });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** `GET /project?id=` and the answer of every project write: the project with its steps and assessments. */
export const projectDetailSchema = projectSummarySchema
  .extend({
    steps: z.array(projectStepSchema),
    /** Index of the step the caller is on (the seed's `offset`). */
    offset: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'ProjectDetail' });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** `GET /projects`: `scope` picks my own, those shared with me, or both; `search` matches the name. */
export const projectListQuerySchema = paginationQuerySchema
  .extend({
    scope: z.enum(['all', 'owned', 'shared']).default('all'),
    search: z.string().trim().max(100, 'search is at most 100 characters').optional(),
  })
  .meta({ id: 'ProjectListQuery' });
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectListSchema = paginatedSchema(projectSummarySchema).meta({ id: 'ProjectList' });
export type ProjectList = z.infer<typeof projectListSchema>;

export const projectIdQuerySchema = z.strictObject({ id: uuidSchema }).meta({ id: 'ProjectIdQuery' });

/** `POST /create_project`. */
export const createProjectSchema = z.strictObject({ name: projectName, template_id: uuidSchema }).meta({ id: 'CreateProject' });
export type CreateProject = z.infer<typeof createProjectSchema>;

/** `PUT /project`: rename (owner or edit grant). */
export const updateProjectSchema = z.strictObject({ id: uuidSchema, name: projectName, offset: z.number().int().min(0).max(50).optional() }).meta({ id: 'UpdateProject' });
export type UpdateProject = z.infer<typeof updateProjectSchema>;

/** `DELETE /project`: owner only; the name must be typed again to confirm. */
export const deleteProjectSchema = z.strictObject({ id: uuidSchema, confirm_name: z.string().max(120) }).meta({ id: 'DeleteProject' });
export type DeleteProject = z.infer<typeof deleteProjectSchema>;

export const deletedSchema = z.object({ id: uuidSchema, deleted: z.literal(true) }).meta({ id: 'Deleted' });
export type Deleted = z.infer<typeof deletedSchema>;

/** `GET /step?project_id=&step_id=`: one step with its assessments. */
export const stepQuerySchema = z.strictObject({ project_id: uuidSchema, step_id: z.string().min(1).max(64) }).meta({ id: 'StepQuery' });

/* ---------------------------------------------------------------- sharing (/share) */

export const shareGrantSchema = z
  .object({
    id: uuidSchema,
    email: z.string(),
    right: shareRightSchema,
    /** The user the invitation reached, once they signed in with that e-mail. */
    user: personSchema.nullable(),
    investor_relations: z
      .boolean()
      .meta({ description: 'An editor the owner named for investor relations: sees investors’ personal data (signatures’ addresses, e-mails, signed PDFs)' }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ShareGrant' });
export type ShareGrant = z.infer<typeof shareGrantSchema>;

export const accessKeySchema = z
  .object({
    id: uuidSchema,
    label: z.string(),
    right: shareRightSchema,
    /** The last characters of the key, to recognise it. */
    hint: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AccessKey' });
export type AccessKey = z.infer<typeof accessKeySchema>;

/** `GET /share?project_id=` (owner only). */
export const shareListSchema = z.object({ grants: z.array(shareGrantSchema), access_keys: z.array(accessKeySchema) }).meta({ id: 'ShareList' });
export type ShareList = z.infer<typeof shareListSchema>;

export const shareQuerySchema = z.strictObject({ project_id: uuidSchema }).meta({ id: 'ShareQuery' });

/** `POST /share`: invite by e-mail, or create an access key (sent in the `access-key` header by its holder). */
export const createShareSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('invite'),
      project_id: uuidSchema,
      email: z.email({ error: 'email must be an e-mail address' }).max(254),
      right: shareRightSchema,
    }),
    z.strictObject({
      kind: z.literal('access_key'),
      project_id: uuidSchema,
      label: requiredText('label', 80),
      right: shareRightSchema,
    }),
  ])
  .meta({ id: 'CreateShare' });
export type CreateShare = z.infer<typeof createShareSchema>;

/** The answer of `POST /share`: the grant, or the access key with its secret, shown this once. */
export const createdShareSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('invite'), grant: shareGrantSchema }),
    z.object({ kind: z.literal('access_key'), access_key: accessKeySchema, key: z.string() }),
  ])
  .meta({ id: 'CreatedShare' });
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** `DELETE /share`: revokes a grant or an access key at once. */
export const revokeShareSchema = z.strictObject({ project_id: uuidSchema, id: uuidSchema }).meta({ id: 'RevokeShare' });
export type RevokeShare = z.infer<typeof revokeShareSchema>;

/** `PATCH /share`: name an editor for investor relations, or no longer (requirements ). */
export const investorRelationsSchema = z
  .strictObject({ project_id: uuidSchema, id: uuidSchema, investor_relations: z.boolean({ error: 'investor_relations must be true or false' }) })
  .meta({ id: 'ShareInvestorRelations' });
export type InvestorRelationsChange = z.infer<typeof investorRelationsSchema>;

/* ---------------------------------------------------------------- ownership (/ownership, /get_ownership) */

export const OWNERSHIP_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;

export const ownershipTransferSchema = z
  .object({
    id: uuidSchema,
    project: z.object({ id: uuidSchema, name: z.string() }),
    from: personSchema,
    to_email: z.string(),
    status: z.enum(OWNERSHIP_STATUSES),
    created_at: z.iso.datetime(),
    decided_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OwnershipTransfer' });
export type OwnershipTransfer = z.infer<typeof ownershipTransferSchema>;

/** `POST /ownership`: the owner asks to hand the project to another user (by e-mail). */
export const requestOwnershipSchema = z
  .strictObject({ project_id: uuidSchema, email: z.email({ error: 'email must be an e-mail address' }).max(254) })
  .meta({ id: 'RequestOwnership' });
export type RequestOwnership = z.infer<typeof requestOwnershipSchema>;

/** `PUT /ownership`: the addressee accepts or declines; `DELETE /ownership` {id}: the owner cancels. */
export const decideOwnershipSchema = z.strictObject({ id: uuidSchema, decision: z.enum(['accept', 'decline']) }).meta({ id: 'DecideOwnership' });
export type DecideOwnership = z.infer<typeof decideOwnershipSchema>;

export const cancelOwnershipSchema = z.strictObject({ id: uuidSchema }).meta({ id: 'CancelOwnership' });

/** `GET /get_ownership`: pending transfers addressed to me and those I asked for. */
export const pendingOwnershipSchema = z.object({ incoming: z.array(ownershipTransferSchema), outgoing: z.array(ownershipTransferSchema) }).meta({ id: 'PendingOwnership' });
export type PendingOwnership = z.infer<typeof pendingOwnershipSchema>;

/* ---------------------------------------------------------------- files (/files) */

export const projectFileSchema = fileMetadataSchema.extend({ id: uuidSchema, uploaded_by: personSchema }).meta({ id: 'ProjectFile' });
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** `GET /files?project_id=` lists; with `file_id` too it downloads that file (Content-Disposition: attachment). */
export const filesQuerySchema = z.strictObject({ project_id: uuidSchema, file_id: uuidSchema.optional() }).meta({ id: 'FilesQuery' });

export const projectFileListSchema = z.array(projectFileSchema).meta({ id: 'ProjectFileList' });

/** `POST /files`: multipart, `data` = this JSON, `file` = the bytes. */
export const uploadProjectFileSchema = z.strictObject({ project_id: uuidSchema }).meta({ id: 'UploadProjectFile' });

export const deleteProjectFileSchema = z.strictObject({ project_id: uuidSchema, file_id: uuidSchema }).meta({ id: 'DeleteProjectFile' });

/* ---------------------------------------------------------------- export (/get_project_questionnarie) */

/** `GET /get_project_questionnarie?project_id=`: every question with its answer, as CSV (the seed's CSV mode). */
export const questionnaireExportQuerySchema = z.strictObject({ project_id: uuidSchema }).meta({ id: 'QuestionnaireExportQuery' });

/** The export's answer: the CSV text. */
export const questionnaireCsvSchema = z.string();

/** Columns of the export, in order. */
export const QUESTIONNAIRE_CSV_COLUMNS = [
  'step',
  'assessment',
  'section',
  'question_id',
  'question',
  'type',
  'unit',
  'required',
  'visible',
  'answer',
  'answered_by',
  'answered_at',
] as const;
