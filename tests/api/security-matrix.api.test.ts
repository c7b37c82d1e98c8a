// The authorization matrix (issue 10, issue 19): every operation of the OpenAPI document, called by the callers its
// access class must refuse, aimed at one project's records. The class is read from the document (`x-access`, declared
// on the route and enforced by its middleware): an operation without a known class fails here, and so does a class
// whose check is missing. Below, only the requests are written by hand (valid, so that only the check refuses them).
// Refusals change nothing in the database. The "A asks for B" checks of every class that names a record are in
// access-records.api.test.ts.

import { ACCESS_CLASS_NAMES, ACCESS_CLASSES, type AccessClass } from '@/server/http/access/classes';
import { ADMIN_EMAIL, createTestApp, type TestApp } from './helpers/app';
import { CALLS, documentedOperations, sendCall, stageProject, type DocumentedOperation, type Ids } from './helpers/access-calls';
import { investorBody } from './helpers/opportunities';
import { createFingerprinter, type Fingerprinter } from './security-state';

jest.setTimeout(180_000);

type Caller = 'anonymous' | 'stranger' | 'reader' | 'editor' | 'investor' | 'staff';

/**
 * What each caller gets, by class: a status, `ok` for an answer that is neither a refusal nor a failure, or `-` where
 * the caller passes the class and what follows is the record's own business (not this matrix's); a list is any of
 * these refusals. Aimed at another
 * project's or opportunity's records, see access-records.api.test.ts.
 */
type Outcome = number | number[] | 'ok' | '-';
const EXPECTED: Record<AccessClass, Record<Caller, Outcome>> = {
  public: { anonymous: 'ok', stranger: 'ok', reader: 'ok', editor: '-', investor: '-', staff: '-' },
  'signed-in': { anonymous: 401, stranger: 'ok', reader: 'ok', editor: '-', investor: '-', staff: '-' },
  staff: { anonymous: 401, stranger: 403, reader: 403, editor: 403, investor: 403, staff: '-' },
  investor: { anonymous: 401, stranger: 403, reader: 403, editor: 403, investor: '-', staff: 403 },
  // `investor` is an investor the team has not activated yet.
  'investor-activated': { anonymous: 401, stranger: 403, reader: 403, editor: 403, investor: 403, staff: '-' },
  // Staff get no special access to projects.
  'project-read': { anonymous: 401, stranger: 404, reader: 200, editor: '-', investor: 404, staff: 404 },
  'project-write': { anonymous: 401, stranger: 404, reader: 403, editor: '-', investor: 404, staff: 404 },
  'project-owner': { anonymous: 401, stranger: 404, reader: 403, editor: 403, investor: 404, staff: 404 },
  // Field staff's uploads: a reader sees the project but may not upload (403); an upload is its uploader's
  // own record, so someone else's (or none) is a 404 to everyone.
  'project-field': { anonymous: 401, stranger: 404, reader: [403, 404], editor: '-', investor: 404, staff: 404 },
  // Evidence reviews: only a verifier the owner invited; the project's other people get 403.
  'project-review': { anonymous: 401, stranger: 404, reader: 403, editor: 403, investor: 404, staff: 404 },
  // Aimed at an opportunity that does not exist: nobody is its party. The data room tells an investor not yet
  // activated why (403), where others hear of no opportunity (404).
  'opportunity-party': { anonymous: 401, stranger: 404, reader: 404, editor: 404, investor: [403, 404], staff: 404 },
  'opportunity-signer': { anonymous: 401, stranger: 403, reader: 403, editor: 403, investor: 403, staff: 403 },
  'record-party': { anonymous: 401, stranger: 404, reader: 404, editor: 404, investor: 404, staff: 404 },
  'device-key': { anonymous: 401, stranger: 401, reader: 401, editor: 401, investor: 401, staff: 401 },
};

let t: TestApp;
let fingerprint: Fingerprinter;
let operations: DocumentedOperation[];
let ids: Ids;
const tokens: Partial<Record<Caller, string>> = {};
let checks = 0;

beforeAll(async () => {
  t = await createTestApp();
  operations = await documentedOperations(t);
  const owner = await t.signIn({ name: 'Matrix Owner' });
  const reader = await t.signIn({ name: 'Matrix Reader', email: 'matrix.reader@example.test' });
  const editor = await t.signIn({ name: 'Matrix Editor', email: 'matrix.editor@example.test' });
  ids = await stageProject(t, owner, 'Matrix kiln', 'matrix.reader@example.test');
  await t.request('/share', { token: owner.token, json: { kind: 'invite', project_id: ids.projectId, email: 'matrix.editor@example.test', right: 'edit' } });
  const investor = await t.signIn({ name: 'Waiting Investor', tfp: 'investors' });
  await t.request('/investor', { method: 'PUT', token: investor.token, json: investorBody });
  tokens.stranger = (await t.signIn({ name: 'Stranger' })).token;
  tokens.reader = reader.token;
  tokens.editor = editor.token;
  tokens.investor = investor.token;
  tokens.staff = (await t.signIn({ name: 'Matrix Staff', email: ADMIN_EMAIL })).token;
  fingerprint = await createFingerprinter(t);
});

afterAll(async () => {
  // The count of checks this run made, for whoever compares runs.
  process.stdout.write(`authorization matrix: ${operations?.length ?? 0} operations, ${checks} checks\n`);
  await t?.close();
});

const classOf = (operation: DocumentedOperation) => operation.access as AccessClass;

/** Sends the call and checks the status; a refusal must leave the database as it was. */
async function expectAnswer(operation: DocumentedOperation, caller: Caller, expected: Outcome): Promise<void> {
  if (expected === '-') return;
  const where = `${operation.key} (${operation.access}) as ${caller}`;
  const before = await fingerprint();
  const response = await sendCall(t, operation, ids, tokens[caller]);
  const status = response.status;
  // A stream (live readings) stays open until its reader goes: go, once its status is known.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
  const passed = expected === 'ok' && status < 500 && ![401, 403, 404].includes(status);
  const refused = Array.isArray(expected) && expected.includes(status);
  const outcome = passed ? 'ok' : refused ? expected : status;
  expect([where, outcome, status < 500 ? '' : await response.text()]).toEqual([where, expected, '']);
  if (status >= 400) expect([where, await fingerprint()]).toEqual([where, before]);
  checks += 1;
}

describe('authorization matrix over the OpenAPI document', () => {
  it('finds a known access class on every operation of the document, and a request for each', () => {
    const unclassified = operations.filter((operation) => !ACCESS_CLASS_NAMES.includes(operation.access as AccessClass)).map((operation) => operation.key);
    expect(unclassified).toEqual([]);
    expect(operations.filter((operation) => !(operation.key in CALLS)).map((operation) => operation.key)).toEqual([]);
    expect(Object.keys(CALLS).filter((key) => !operations.some((operation) => operation.key === key))).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  it('publishes a security requirement that agrees with each class, and the record of each class that names one', () => {
    for (const operation of operations) {
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const kind = ACCESS_CLASSES[classOf(operation)];
      const expected = { open: !schemes.includes('bearerAuth') && !schemes.includes('deviceKey'), token: schemes.includes('bearerAuth'), device: schemes.includes('deviceKey') }[
        kind.security
      ];
      expect([operation.key, operation.access, expected, operation.record !== undefined]).toEqual([operation.key, operation.access, true, kind.record]);
    }
  });

  for (const caller of ['anonymous', 'stranger', 'reader', 'editor', 'investor', 'staff'] as const) {
    it(`answers the ${caller} as each operation's class says, and a refusal changes nothing`, async () => {
      for (const operation of operations) await expectAnswer(operation, caller, EXPECTED[classOf(operation)][caller]);
    });
  }
});
