import type { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '@/lib/schemas/common';
import { API_KEY_HEADER } from './api-key';
import type { AppEnv } from './context';

export const BEARER_SCHEME = 'bearerAuth';
export const API_KEY_SCHEME = 'apiKey';

/** The routes an authenticated user calls: bearer token (plus the API key when one is configured). */
export const signedIn = [{ [BEARER_SCHEME]: [], [API_KEY_SCHEME]: [] }];
/** Routes open to visitors (the API key still applies when configured). */
export const open = [{ [API_KEY_SCHEME]: [] }];

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `detail.message` names the field',
  401: 'Missing or invalid access token or API key',
  403: 'The user lacks the role or right this needs',
  404: 'No such record',
  409: 'The change conflicts with the current state',
  413: 'The body is larger than the limit',
  415: 'Unsupported content type',
  425: 'The account is being prepared: retry after a second',
  429: 'Too many requests: wait and retry',
};

/** A JSON body of a request or an answer, as a route declares it: `content: json(schema)`. */
export const json = <Schema>(schema: Schema) => ({ 'application/json': { schema } });

const BYTES = { type: 'string' as const, format: 'binary' };

/** Bytes of a request or an answer, under each media type given: `content: binary('application/pdf')`. */
export function binary<const Types extends string[]>(...types: Types) {
  return Object.fromEntries(types.map((type) => [type, { schema: BYTES }])) as { [Type in Types[number]]: { schema: typeof BYTES } };
}

/**
 * A multipart body of the two parts every upload here has: `data`, a JSON text (what it holds, described), and `file`,
 * the bytes; `required` names the parts a request must send.
 */
export function multipartForm(parts: { data: string; file: string; required: ('data' | 'file')[] }) {
  return {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: parts.required,
        properties: { data: { type: 'string' as const, description: parts.data }, file: { ...BYTES, description: parts.file } },
      },
    },
  };
}

/** The error answers a route documents, each with the `{ detail: { message } }` body. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: DESCRIPTIONS[status] ?? 'Error',
        content: json(errorBodySchema),
      },
    ]),
  );
}

export function registerSecuritySchemes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from the identity provider (built-in at /idp, or Azure AD B2C)',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', API_KEY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: API_KEY_HEADER,
    description: 'Required only when the server has an API key configured',
  });
}

/** The areas of the API: every operation carries exactly one of these tags, and the document lists them all. */
export const API_TAGS = [
  { name: 'Users', description: 'The signed-in user, the account, and staff’s view of users' },
  { name: 'Profiles', description: 'Your company profile and its logo' },
  { name: 'Companies', description: 'Companies and their members, invitations, files and projects; developers’ pages and staff’s directory' },
  { name: 'Resources', description: 'Reference content: assessment templates and knowledge-hub articles' },
  { name: 'Projects', description: 'Projects: creation, access, sharing, ownership, files and the questionnaire export' },
  { name: 'Assessments', description: 'The questionnaire of a project: answers, position, completion, autofill and results' },
  { name: 'Support', description: 'Messages to the Groundwork team: the contact form and support requests' },
  { name: 'To-dos', description: 'A project’s to-dos: made by hand or opened for each readiness gap, filtered, exported and reminded' },
  { name: 'Investment', description: 'Raising investment: publications, opportunities, investor profiles and information requests' },
  { name: 'Monitoring', description: 'Monitoring a plant: sites, reactors, parameters, devices, readings from devices and their ingestion' },
  { name: 'Proposals', description: 'OEM proposals to projects: sending, revising, the thread and the developer’s decision' },
  { name: 'Equipment', description: 'Equipment makers (OEMs): their offers and requirements, verification, and matches with projects' },
  { name: 'Internal', description: 'Staff only: the configuration store, and the review of publications and investors' },
  { name: 'Operations', description: 'Probes for load balancers and orchestrators: liveness and readiness, without a token or the API key' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  // Paths carry `/api`: the document's own server is wherever it is served from.
  servers: [{ url: '/', description: 'This deployment' }],
  tags: API_TAGS.map((tag) => ({ ...tag })),
  info: {
    title: 'Groundwork API',
    version: '1.0.0',
    description:
      'Assess climate and energy projects, raise investment and monitor plants. Every answer other than 200 is ' +
      'JSON `{ "detail": { "message": … } }`. Send `Accept: text/csv` (or `Content-Type: text/csv`) for CSV ' +
      'where a list offers it; uploads are multipart with the fields `data` (JSON) and `file`; the `language` ' +
      'header (`en`, `fr`) chooses the language of texts.',
  },
};
