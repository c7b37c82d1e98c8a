import { z } from 'zod';
import { requiredText, uuidSchema } from './common';
import { DATAROOM_CONTENT_TYPES, GRANT_STATES, MAX_BULK_FILES, MAX_PAGE_SECONDS } from './dataroom-constants';

export {
  DATAROOM_CONTENT_TYPES,
  DOWNLOAD_ONLY_TYPES,
  GRANT_STATES,
  isDownloadOnlyType,
  MAX_BULK_FILES,
  MAX_PAGE_SECONDS,
  REFUSAL_REASONS,
  type RefusalReason,
} from './dataroom-constants';

/*
 * The data room of an opportunity: folders of documents (project files the developer chose, and uploads), the
 * investors' requests for access, the developer's grants per folder, and the pages the viewer fetches one by one.
 * Every field is snake_case.
 */

const iso = z.iso.datetime();

export const dataroomFileSchema = z
  .object({
    id: uuidSchema,
    folder_id: uuidSchema,
    name: z.string(),
    content_type: z.enum(DATAROOM_CONTENT_TYPES),
    size: z.number().int().min(0),
    page_count: z.number().int().min(0).describe('0 for a download-only document (Word, Excel, PowerPoint)'),
    download_only: z.boolean().describe('A Word, Excel or PowerPoint file: downloaded as it is, never shown page by page (requirements R-21.14)'),
    source: z.enum(['project', 'upload']).describe('`project`: a file of the project the developer chose; `upload`: uploaded to the data room'),
    added_at: iso,
  })
  .meta({ id: 'DataroomFile', description: 'A document of the data room' });
export type DataroomFile = z.infer<typeof dataroomFileSchema>;

export const dataroomFolderSchema = z
  .object({
    id: uuidSchema,
    name: z.string(),
    files: z.array(dataroomFileSchema),
    can_download: z.boolean().describe('Whether the caller may download this folder’s documents (always true for the developer)'),
    allows_downloads: z.boolean().describe('Whether the folder allows downloads at all: without it grants are view-only and download-only documents are refused'),
    expires_at: iso.nullable().describe('When the caller’s access ends (investors; null: no end)'),
  })
  .meta({ id: 'DataroomFolder', description: 'A folder of the data room with its documents' });
export type DataroomFolder = z.infer<typeof dataroomFolderSchema>;

export const dataroomSchema = z
  .object({
    opportunity_id: uuidSchema,
    project_id: uuidSchema.nullable().describe('The opportunity’s project, for the developer’s side (its files can join the data room); null for investors'),
    side: z.enum(['developer', 'investor']),
    can_manage: z.boolean().describe('Whether the caller may change folders, files and grants (the project’s owner or an editor)'),
    folders: z.array(dataroomFolderSchema).describe('Every folder for the developer; the folders an investor may open now'),
  })
  .meta({ id: 'Dataroom', description: 'The data room as the caller sees it' });
export type Dataroom = z.infer<typeof dataroomSchema>;

export const dataroomDocumentSchema = z
  .object({
    id: uuidSchema,
    opportunity_id: uuidSchema,
    folder_id: uuidSchema,
    name: z.string(),
    content_type: z.enum(DATAROOM_CONTENT_TYPES),
    page_count: z.number().int().min(0),
    download_only: z.boolean().describe('Downloaded as it is (Word, Excel, PowerPoint): the viewer shows no page'),
    can_download: z.boolean(),
  })
  .meta({ id: 'DataroomDocument', description: 'What the viewer needs before it fetches a document’s pages' });
export type DataroomDocument = z.infer<typeof dataroomDocumentSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const dataroomQuerySchema = z
  .strictObject({
    opportunity_id: uuidSchema.optional().describe('The data room of this opportunity'),
    file_id: uuidSchema.optional().describe('One document: its page count, or with `page` one page, or with `download=true` the whole'),
    folder_id: uuidSchema.optional().describe('With `download=true`: the whole folder as one ZIP archive, its PDFs watermarked'),
    search: z
      .string()
      .trim()
      .min(2, 'search is at least 2 characters')
      .max(100, 'search is at most 100 characters')
      .optional()
      .describe('With `file_id` alone: the pages whose text holds these words'),
    page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(100_000).optional(),
    download: booleanQuery.optional(),
  })
  .refine((query) => [query.opportunity_id, query.file_id, query.folder_id].filter(Boolean).length === 1, {
    message: 'Give one of opportunity_id, file_id or folder_id',
    path: ['file_id'],
  })
  .refine((query) => !query.folder_id || query.download, { message: 'A folder is asked for as an archive: add download=true', path: ['download'] })
  .refine((query) => !query.search || (query.file_id && !query.page && !query.download), { message: 'search goes with file_id alone', path: ['search'] })
  .refine((query) => !(query.page && query.download), { message: 'Ask for one page or the download, not both', path: ['download'] })
  .meta({ id: 'DataroomQuery' });
export type DataroomQuery = z.infer<typeof dataroomQuerySchema>;

const folderName = requiredText('name', 120);

export const dataroomChangeSchema = z
  .discriminatedUnion('action', [
    z.strictObject({ action: z.literal('create_folder'), opportunity_id: uuidSchema, name: folderName }),
    z.strictObject({ action: z.literal('rename_folder'), folder_id: uuidSchema, name: folderName }),
    z.strictObject({ action: z.literal('set_folder_downloads'), folder_id: uuidSchema, allows_downloads: z.boolean() }),
    z.strictObject({
      action: z.literal('add_project_files'),
      folder_id: uuidSchema,
      project_file_ids: z.array(uuidSchema).min(1, 'Choose at least one file').max(50),
    }),
  ])
  .meta({ id: 'DataroomChange', description: 'Creates or renames a folder, or adds project files to one (owner or editor)' });
export type DataroomChange = z.infer<typeof dataroomChangeSchema>;

export const dataroomDeleteSchema = z
  .strictObject({ folder_id: uuidSchema.optional(), file_id: uuidSchema.optional() })
  .refine((body) => Boolean(body.folder_id) !== Boolean(body.file_id), { message: 'Give either folder_id or file_id', path: ['file_id'] })
  .meta({ id: 'DataroomDelete', description: 'Removes a folder with its documents, or one document' });
export type DataroomDelete = z.infer<typeof dataroomDeleteSchema>;

/**
 * `POST /sign-and-commit-opp/dataroom`: multipart, `data` = this JSON, `file` = the bytes — one file, or several `file`
 * parts at once (requirements ); `paths` gives each file's path inside a folder chosen at once, in order.
 */
export const dataroomUploadSchema = z
  .strictObject({
    folder_id: uuidSchema,
    paths: z
      .array(z.string().trim().min(1).max(500, 'each path is at most 500 characters'))
      .max(MAX_BULK_FILES, `at most ${MAX_BULK_FILES} files at once`)
      .optional()
      .describe('Each file’s path in the folder chosen (webkitRelativePath), in the order of the file parts'),
  })
  .meta({ id: 'DataroomUpload' });
export type DataroomUpload = z.infer<typeof dataroomUploadSchema>;

export const dataroomBulkResultSchema = z
  .object({
    files: z.array(dataroomFileSchema).describe('The documents stored'),
    refused: z
      .array(
        z.object({
          name: z.string(),
          status: z.number().int().describe('413: too large; 415: not a type the data room holds, or download-only where downloads are closed'),
          reason: z.string().nullable().describe('`download_only_refused`: an Office file in a folder without downloads'),
          message: z.string(),
        }),
      )
      .describe('The files refused, each with why'),
  })
  .meta({ id: 'DataroomBulkResult', description: 'The outcome of several files uploaded at once' });
export type DataroomBulkResult = z.infer<typeof dataroomBulkResultSchema>;

export const pageTimeSchema = z
  .strictObject({
    file_id: uuidSchema,
    page: z.number().int('page must be a whole number').min(1, 'page starts at 1'),
    seconds: z.number().positive('seconds must be more than 0').max(MAX_PAGE_SECONDS, `seconds is at most ${MAX_PAGE_SECONDS}`),
  })
  .meta({ id: 'DataroomPageTime', description: 'How long the investor had a page on screen' });
export type PageTime = z.infer<typeof pageTimeSchema>;

export const recordedSchema = z
  .object({ recorded: z.boolean().describe('false for the developer’s own previews, which are not part of investors’ activity') })
  .meta({ id: 'DataroomRecorded' });

export const searchResultSchema = z
  .object({
    file_id: uuidSchema,
    query: z.string(),
    matches: z.array(z.object({ page: z.number().int().min(1), excerpt: z.string() })).describe('The pages whose text holds the words, in page order'),
  })
  .meta({ id: 'DataroomSearchResult', description: 'Where words occur in a document the caller may view (requirements R-21.13)' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/* ------------------------------------------------------------------ requests and grants */

export const dataroomGrantSchema = z
  .object({
    folder_id: uuidSchema,
    folder_name: z.string(),
    can_download: z.boolean(),
    expires_at: iso.nullable(),
    granted_at: iso,
    revoked_at: iso.nullable(),
    state: z.enum(GRANT_STATES),
  })
  .meta({ id: 'DataroomGrant', description: 'An investor’s access to one folder' });
export type DataroomGrant = z.infer<typeof dataroomGrantSchema>;

export const dataroomRequestSchema = z
  .object({
    id: uuidSchema,
    opportunity_id: uuidSchema,
    investor_id: uuidSchema,
    investor_name: z.string(),
    investor_email: z.string(),
    message: z.string(),
    created_at: iso,
    grants: z.array(dataroomGrantSchema),
  })
  .meta({ id: 'DataroomRequest', description: 'An investor’s request for the data room, with the folders granted' });
export type DataroomRequest = z.infer<typeof dataroomRequestSchema>;

export const dataroomRequestListSchema = z.array(dataroomRequestSchema).meta({ id: 'DataroomRequestList' });

export const dataroomRequestsQuerySchema = z.strictObject({ opportunity_id: uuidSchema }).meta({ id: 'DataroomRequestsQuery' });

export const openDataroomRequestSchema = z
  .strictObject({
    opportunity_id: uuidSchema,
    message: z.string().trim().max(2000, 'message is at most 2000 characters').default(''),
  })
  .meta({ id: 'OpenDataroomRequest', description: 'Asks the developer for the data room (an investor who signed)' });

export const grantSchema = z
  .strictObject({
    request_id: uuidSchema,
    folder_id: uuidSchema,
    can_download: z.boolean().default(false),
    expires_at: iso.nullable().default(null).describe('Access ends at this time (must be in the future); null: until revoked'),
  })
  .meta({ id: 'DataroomGrantInput', description: 'Opens one folder to the investor of a request, or changes that access' });
export type GrantInput = z.infer<typeof grantSchema>;

export const revokeSchema = z
  .strictObject({
    request_id: uuidSchema,
    folder_id: uuidSchema.optional().describe('The folder to close; without it, every folder of the request'),
  })
  .meta({ id: 'DataroomRevoke', description: 'Ends an investor’s access: refused from the very next request' });
export type RevokeInput = z.infer<typeof revokeSchema>;
