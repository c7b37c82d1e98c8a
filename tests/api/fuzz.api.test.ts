import fc from 'fast-check';
import type { AssessmentDetail } from '@/lib/schemas/assessments';
import { createTestApp, type TestApp } from './helpers/app';
import { createProject, openAssessment, templateId } from './helpers/projects';
import { badText, bodyText, contentType, queryString, valueFor, type JsonSchema, type KnownValues } from './fuzz-arbitraries';
import { serveOverNode, type ServedApp } from './security-served';
import { createFingerprinter, type Fingerprinter } from './security-state';
import { sendOnce } from './fuzz-send';

// Issue 10: every write operation of the OpenAPI document receives generated bad input (wrong content types,
// malformed and deeply nested JSON, NUL and lone surrogates, huge strings and numbers, prototype keys, oversized
// bodies), over a socket as production serves it. No answer may be a 5xx, and a refused request changes nothing
// in the database (a fingerprint of every table is compared before and after it).

// One test walks every write operation: its time grows with the document (about 3,700 requests by now).
jest.setTimeout(600_000);

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25);
const MAX_BODY_BYTES = 64 * 1024;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, JsonSchema> };
}

let t: TestApp;
let served: ServedApp;
let fingerprint: Fingerprinter;
let document: OpenApiDocument;
let owner: { token: string };
let known: KnownValues;
const tally = { requests: 0, accepted: 0, refused: 0, byStatus: new Map<number, number>() };
/** The database's fingerprint after the last refused request: nothing runs in between, so it is the next one's before. */
let unchanged: Record<string, string> | undefined;

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_BODY_BYTES: String(MAX_BODY_BYTES), MAX_UPLOAD_BYTES: String(4 * MAX_BODY_BYTES), CONTACT_RATE_LIMIT: '1000' } });
  served = await serveOverNode(t);
  owner = await t.signIn({ name: 'Fuzzer' });
  const template = await templateId(t);
  const project = await createProject(t, owner.token, template, 'Fuzzed plant');
  const assessment: AssessmentDetail = await openAssessment(t, owner.token, project.steps[0].assessments[0].id);
  const questionIds = assessment.sections.flatMap((section) => section.questions.map((question) => question.id));
  known = {
    uuids: [project.id, assessment.id, template, project.steps[0].id].filter(Boolean),
    byName: { question_id: questionIds, section_id: assessment.sections.map((section) => section.id), confirm_name: ['Fuzzed plant'], name: ['Fuzzed plant'] },
  };
  document = (await (await served.send('/openapi.json')).json()) as OpenApiDocument;
  fingerprint = await createFingerprinter(t);
});

afterAll(async () => {
  const statuses = [...tally.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
  console.log(`API fuzz: ${tally.requests} requests (${tally.refused} refused, ${tally.accepted} accepted): ${statuses}`);
  await served?.close();
  await t?.close();
});

interface FuzzRequest {
  anonymous: boolean;
  contentType: string | undefined;
  /** A text, a multipart form, or chunks streamed without a length. */
  body: string | FormData | Iterable<Uint8Array>;
}

/** The `detail.message` of an error answer, or what the answer was instead. */
function messageOf(text: string): unknown {
  try {
    return (JSON.parse(text) as { detail?: { message?: unknown } }).detail?.message;
  } catch {
    return undefined;
  }
}

/** Sends one request and checks the two properties; answers the status. */
async function sendChecked(method: string, path: string, request: FuzzRequest): Promise<number> {
  const before = unchanged ?? (await fingerprint());
  unchanged = undefined;
  const headers: Record<string, string> = request.contentType === undefined ? {} : { 'content-type': request.contentType };
  if (!request.anonymous) headers.authorization = `Bearer ${owner.token}`;
  const response = await sendOnce(`${served.origin}${path}`, method.toUpperCase(), headers, request.body);
  const text = response.body;
  tally.requests += 1;
  tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
  const where = `${method.toUpperCase()} ${path} (${request.contentType ?? 'no content type'}, ${request.anonymous ? 'anonymous' : 'owner'})`;
  expect([where, response.status < 500 ? 'not a 5xx' : `${response.status}: ${text.slice(0, 300)}`]).toEqual([where, 'not a 5xx']);
  if (response.status >= 300) {
    tally.refused += 1;
    const after = await fingerprint();
    expect([where, response.status, after]).toEqual([where, response.status, before]);
    unchanged = after;
    // Node refuses an address too long for its parser (431) before the app sees it, with an empty answer.
    if (response.status !== 431) expect([where, response.status, messageOf(text)]).toEqual([where, response.status, expect.any(String)]);
  } else {
    tally.accepted += 1;
  }
  return response.status;
}

function operationsWhere(keep: (method: string) => boolean): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => keep(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

const writeOperations = () => operationsWhere((method) => WRITE_METHODS.includes(method));

function multipartBody(data: string, file: Uint8Array, fileName: string, type: string): FormData {
  const form = new FormData();
  form.set('data', data);
  form.set('file', new Blob([new Uint8Array(file)], { type }), fileName);
  return form;
}

function* oversizedStream(bytes: number): Iterable<Uint8Array> {
  const chunk = new TextEncoder().encode(`"${'x'.repeat(16_382)}",`);
  for (let sent = 0; sent < bytes; sent += chunk.length) yield chunk;
}

describe('every write operation of the OpenAPI document, fed bad input', () => {
  it('finds the write operations', () => {
    expect(writeOperations().length).toBeGreaterThanOrEqual(20);
  });

  // The framework hands a handler `{}` unchecked for a body that is not required and comes with no content type: every
  // declared body is required (server/http/route.ts), which this walks deterministically.
  it('refuses a signed-in request with no body and no content type on every write operation', async () => {
    for (const { method, path, operation } of writeOperations()) {
      if (!operation.requestBody) continue;
      const status = await sendChecked(method, path, { anonymous: false, contentType: undefined, body: '' });
      expect([method, path, status >= 400 && status < 500]).toEqual([method, path, true]);
    }
  });

  it('never answers 5xx, and a refused request changes nothing', async () => {
    for (const { method, path, operation } of writeOperations()) {
      const content = operation.requestBody?.content ?? {};
      const components = document.components.schemas ?? {};
      const multipart = content['multipart/form-data'];
      const shape = valueFor(multipart ? {} : (content['application/json']?.schema ?? {}), components, known);
      const request: fc.Arbitrary<FuzzRequest> = multipart
        ? fc.record({
            anonymous: fc.constant(false),
            contentType: fc.constant(undefined),
            body: fc
              .tuple(
                bodyText(valueFor({ type: 'object', properties: { project_id: { type: 'string', format: 'uuid' } } }, components, known)),
                fc.uint8Array({ maxLength: 4096 }),
                badText,
                fc.constantFrom('application/pdf', 'image/png', 'text/html', ''),
              )
              .map(([data, file, name, type]) => multipartBody(data, file, name || 'file.bin', type)),
          })
        : fc.record({
            anonymous: fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 6, arbitrary: fc.constant(false) }),
            contentType,
            body: bodyText(shape),
          });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          await sendChecked(method, path, input);
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      // Bodies over the limit, announced by their length and streamed without one: 413, nothing read.
      const oversized = `[${'"x",'.repeat(MAX_BODY_BYTES)}"x"]`;
      const where = `${method.toUpperCase()} ${path}`;
      const announced = await sendChecked(method, path, { anonymous: false, contentType: 'application/json', body: oversized });
      expect([where, 'announced', announced]).toEqual([where, 'announced', 413]);
      const streamed = await sendChecked(method, path, { anonymous: false, contentType: 'application/json', body: oversizedStream(MAX_BODY_BYTES * 5) });
      expect([where, 'streamed', streamed]).toEqual([where, 'streamed', 413]);
    }
    expect(tally.requests).toBeGreaterThan(writeOperations().length * RUNS_PER_OPERATION);
  });

  it('never answers 5xx to a read with a bad query string, and changes nothing', async () => {
    const reads = operationsWhere((method) => method === 'get').filter(({ operation }) => (operation.parameters ?? []).some((parameter) => parameter.in === 'query'));
    expect(reads.length).toBeGreaterThanOrEqual(10);
    for (const { path, operation } of reads) {
      const query = queryString(operation.parameters ?? [], document.components.schemas ?? {}, known);
      const caller = fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 4, arbitrary: fc.constant(false) });
      await fc.assert(
        fc.asyncProperty(query, caller, async (search, anonymous) => {
          await sendChecked('get', `${path}?${search}`, { anonymous, contentType: undefined, body: '' });
        }),
        { numRuns: Math.ceil(RUNS_PER_OPERATION / 2), endOnFailure: true },
      );
    }
  });

  it('left no prototype polluted and the server answering', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await served.send('/me', { token: owner.token })).status).toBe(200);
  });
});
