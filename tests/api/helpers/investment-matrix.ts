import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { InformationRequest } from '@/lib/schemas/information-requests';
import type { TestApp } from './app';
import { termsOf } from './commitments';
import { buildRoom, form, grant, grantedInvestor, json, pdfOf, requestRoom, type Room } from './dataroom';
import { castOf, investmentApp, investorBody, publicationBody, publish, type Cast } from './opportunities';

/**
 * The seven roles of raising investment: a visitor, the project's owner, another developer, an investor not yet
 * activated, an activated investor without a data-room grant (who has not signed), an activated investor who signed
 * and was granted a folder, and staff.
 */
export const ROLES = ['visitor', 'owner', 'other', 'investor', 'activated', 'granted', 'staff'] as const;
export type Role = (typeof ROLES)[number];
/** The status each role gets, in the order of ROLES. */
export type Expected = [number, number, number, number, number, number, number];

/** Everything the operations aim at, made through the API in the order of the journey. */
export interface Stage {
  t: TestApp;
  cast: Cast;
  granted: { token: string; id: string };
  opportunityId: string;
  room: Room;
  /** A third, empty folder of the data room, for the folder deletion. */
  spareFolder: string;
  /** Gina Granted's data-room request, granted folder A with download. */
  dataroomRequestId: string;
  /** Gina Granted's signature of the commitment terms. */
  signatureId: string;
  /** The SHA-256 of the current commitment terms. */
  termsSha256: string;
  /** Abel Activated's information request. */
  threadId: string;
  /** A project file shown with the opportunity. */
  teaserFileId: string;
  /** A project file not yet in the data room. */
  spareFileId: string;
  /** An investor awaiting staff review (not one of the roles): the one staff activate. */
  applicantId: string;
}

async function projectFile(t: TestApp, cast: Cast, name: string): Promise<string> {
  const response = await t.request('/files', { method: 'POST', token: cast.owner, body: form({ project_id: cast.projectId }, await pdfOf(1), name, 'application/pdf') });
  return (await json<{ id: string }>(response)).id;
}

export async function buildStage(): Promise<Stage> {
  const { t } = await investmentApp();
  const cast = await castOf(t);
  const teaserFileId = await projectFile(t, cast, 'teaser.pdf');
  const spareFileId = await projectFile(t, cast, 'permits.pdf');
  const opportunityId = await publish(t, cast, { public_fields: ['region'], teaser_file_ids: [teaserFileId] });
  const room = await buildRoom(t, cast, opportunityId);
  const spare = await t.request('/sign-and-commit-opp/dataroom', {
    method: 'PUT',
    token: cast.owner,
    json: { action: 'create_folder', opportunity_id: opportunityId, name: 'Z. Spare' },
  });
  const spareFolder = (await json<{ folders: { id: string; name: string }[] }>(spare)).folders.find((folder) => folder.name === 'Z. Spare')?.id ?? '';
  const granted = await grantedInvestor(t);
  const dataroomRequestId = (await requestRoom(t, granted, opportunityId)).id;
  await json(await grant(t, cast.owner, { request_id: dataroomRequestId, folder_id: room.folderA, can_download: true }));
  const terms = await termsOf(t, granted.token, opportunityId);
  const thread = await json<InformationRequest>(await t.request('/request', { token: cast.activated, json: { opportunity_id: opportunityId, message: 'Who buys the heat?' } }));
  const applicant = await t.signIn({ name: 'Paula Pending', tfp: 'investors' });
  await json(await t.request('/investor', { method: 'PUT', token: applicant.token, json: investorBody }));
  return {
    t,
    cast,
    granted,
    opportunityId,
    room,
    spareFolder,
    dataroomRequestId,
    signatureId: terms.signatures[0].id,
    termsSha256: terms.document_sha256,
    threadId: thread.id,
    teaserFileId,
    spareFileId,
    applicantId: applicant.id,
  };
}

export const tokenOf = (stage: Stage, role: Role): string | undefined => (role === 'visitor' ? undefined : role === 'granted' ? stage.granted.token : stage.cast[role]);

/** Every file of the local file store with the SHA-256 of its bytes: equal listings mean nothing was stored or removed. */
export function storedFiles(t: TestApp): string[] {
  return readdirSync(t.storageDir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(path.join(t.storageDir, entry)).isFile())
    .map(
      (entry) =>
        `${entry} ${createHash('sha256')
          .update(readFileSync(path.join(t.storageDir, entry)))
          .digest('hex')}`,
    )
    .sort();
}

export interface Call {
  path: string;
  method?: string;
  json?: unknown;
  body?: () => Promise<FormData>;
  headers?: Record<string, string>;
}

export interface Operation {
  name: string;
  call: (stage: Stage) => Call;
  expected: Expected;
}

const EVERYONE: Expected = [200, 200, 200, 200, 200, 200, 200];
const SIGNED_IN: Expected = [401, 200, 200, 200, 200, 200, 200];
/** Whoever sees opportunities in full: activated investors and staff; anyone else signed in 403. */
const IN_FULL: Expected = [401, 403, 403, 403, 200, 200, 200];
/** The project's people (here its owner); anyone else 404, as for a record that does not exist. Staff get no special access. */
const PROJECT: Expected = [401, 200, 404, 404, 404, 404, 404];
const STAFF: Expected = [401, 403, 403, 403, 403, 403, 200];
const INVESTORS: Expected = [401, 403, 403, 200, 200, 200, 403];
/** The developer side and staff; investors 403, anyone else 404. */
const ACTIVITY: Expected = [401, 200, 404, 403, 403, 403, 200];
/** The signer (Gina Granted), the developer side and staff; anyone else 404. */
const SIGNATURE: Expected = [401, 200, 404, 404, 404, 200, 200];
/** The project's people and an investor with a grant; another investor 403, anyone else (staff too) 404. */
const ROOM_VIEW: Expected = [401, 200, 404, 403, 403, 200, 404];

const ROOM = '/sign-and-commit-opp/dataroom';
const REQUEST = '/sign-and-commit-opp/dataroom_request';

/** Every operation of the fifteen routes and their two sub-routes, in the order of the journey (the close comes last). */
export const OPERATIONS: Operation[] = [
  { name: 'GET /opportunity (teaser or full list)', call: () => ({ path: '/opportunity' }), expected: EVERYONE },
  { name: 'GET /opportunity?id', call: (s) => ({ path: `/opportunity?id=${s.opportunityId}` }), expected: [401, 200, 403, 403, 200, 200, 200] },
  { name: 'GET /opportunity filtered', call: () => ({ path: '/opportunity?stage=development' }), expected: IN_FULL },
  { name: 'PUT /opportunity (save)', call: (s) => ({ path: '/opportunity', method: 'PUT', json: { opportunity_id: s.opportunityId, saved: true } }), expected: IN_FULL },
  { name: 'GET /opportunity/documents', call: (s) => ({ path: `/opportunity/documents?opportunity_id=${s.opportunityId}` }), expected: IN_FULL },
  { name: 'GET /opportunity/documents?file_id', call: (s) => ({ path: `/opportunity/documents?opportunity_id=${s.opportunityId}&file_id=${s.teaserFileId}` }), expected: IN_FULL },
  { name: 'GET /publication', call: (s) => ({ path: `/publication?project_id=${s.cast.projectId}` }), expected: PROJECT },
  { name: 'GET /internal/publication', call: () => ({ path: '/internal/publication' }), expected: STAFF },
  { name: 'GET /investor', call: () => ({ path: '/investor' }), expected: INVESTORS },
  { name: 'PUT /investor', call: () => ({ path: '/investor', method: 'PUT', json: investorBody }), expected: INVESTORS },
  { name: 'GET /investor/home', call: () => ({ path: '/investor/home' }), expected: IN_FULL },
  { name: 'GET /internal/investor', call: () => ({ path: '/internal/investor' }), expected: STAFF },
  { name: 'GET /investor_details', call: (s) => ({ path: `/investor_details?investor_id=${s.cast.activatedId}` }), expected: [401, 200, 404, 404, 404, 404, 200] },
  { name: 'GET /request', call: () => ({ path: '/request' }), expected: SIGNED_IN },
  {
    name: 'POST /request',
    call: (s) => ({ path: '/request', json: { opportunity_id: s.opportunityId, message: 'And the permits?' } }),
    expected: [401, 403, 403, 403, 200, 200, 403],
  },
  {
    name: 'PUT /request',
    call: (s) => ({ path: '/request', method: 'PUT', json: { request_id: s.threadId, message: 'More detail' } }),
    expected: [401, 200, 404, 404, 200, 404, 404],
  },
  // the thread's page for its two sides only; the unread count for anyone signed in.
  { name: 'GET /request/thread', call: (s) => ({ path: `/request/thread?id=${s.threadId}` }), expected: [401, 200, 404, 404, 200, 404, 404] },
  { name: 'GET /request/unread', call: () => ({ path: '/request/unread' }), expected: SIGNED_IN },
  { name: 'GET /sign-and-commit-opp/sign', call: (s) => ({ path: `/sign-and-commit-opp/sign?opportunity_id=${s.opportunityId}` }), expected: [401, 200, 404, 403, 200, 200, 200] },
  { name: 'GET /sign-and-commit-opp/sign/pdf', call: (s) => ({ path: `/sign-and-commit-opp/sign/pdf?signature_id=${s.signatureId}` }), expected: SIGNATURE },
  { name: 'POST /sign-and-commit-opp/validate', call: (s) => ({ path: '/sign-and-commit-opp/validate', json: { signature_id: s.signatureId } }), expected: SIGNATURE },
  // requirements: anyone signed in reads a copy's verdict (the commitment only a party; signed-pdf-seal.api.test.ts).
  {
    name: 'POST /sign-and-commit-opp/verify',
    call: () => ({ path: '/sign-and-commit-opp/verify', body: async () => form({}, await pdfOf(1), 'copy.pdf', 'application/pdf') }),
    expected: SIGNED_IN,
  },
  { name: 'GET dataroom', call: (s) => ({ path: `${ROOM}?opportunity_id=${s.opportunityId}` }), expected: ROOM_VIEW },
  { name: 'GET dataroom document', call: (s) => ({ path: `${ROOM}?file_id=${s.room.fileA.id}` }), expected: ROOM_VIEW },
  { name: 'GET dataroom page', call: (s) => ({ path: `${ROOM}?file_id=${s.room.fileA.id}&page=2` }), expected: ROOM_VIEW },
  { name: 'GET dataroom download', call: (s) => ({ path: `${ROOM}?file_id=${s.room.fileA.id}&download=true` }), expected: ROOM_VIEW },
  { name: 'PATCH dataroom (time on a page)', call: (s) => ({ path: ROOM, method: 'PATCH', json: { file_id: s.room.fileA.id, page: 2, seconds: 12.5 } }), expected: ROOM_VIEW },
  {
    name: 'PUT dataroom create_folder',
    call: (s) => ({ path: ROOM, method: 'PUT', json: { action: 'create_folder', opportunity_id: s.opportunityId, name: 'C. Legal' } }),
    expected: PROJECT,
  },
  {
    name: 'PUT dataroom rename_folder',
    call: (s) => ({ path: ROOM, method: 'PUT', json: { action: 'rename_folder', folder_id: s.room.folderB, name: 'B. Finance' } }),
    expected: PROJECT,
  },
  {
    name: 'PUT dataroom add_project_files',
    call: (s) => ({ path: ROOM, method: 'PUT', json: { action: 'add_project_files', folder_id: s.room.folderB, project_file_ids: [s.spareFileId] } }),
    expected: PROJECT,
  },
  {
    name: 'POST dataroom (upload)',
    call: (s) => ({ path: ROOM, body: async () => form({ folder_id: s.room.folderA }, await pdfOf(1), 'permit.pdf', 'application/pdf') }),
    expected: PROJECT,
  },
  { name: 'DELETE dataroom document', call: (s) => ({ path: ROOM, method: 'DELETE', json: { file_id: s.room.image.id } }), expected: PROJECT },
  { name: 'DELETE dataroom folder', call: (s) => ({ path: ROOM, method: 'DELETE', json: { folder_id: s.spareFolder } }), expected: PROJECT },
  { name: 'GET dataroom_request', call: (s) => ({ path: `${REQUEST}?opportunity_id=${s.opportunityId}` }), expected: [401, 200, 404, 404, 200, 200, 404] },
  // The activated investor has not signed (403 not_signed); the granted one is answered the request they already made.
  { name: 'POST dataroom_request', call: (s) => ({ path: REQUEST, json: { opportunity_id: s.opportunityId } }), expected: [401, 403, 403, 403, 403, 200, 403] },
  {
    name: 'PUT dataroom_request (grant)',
    call: (s) => ({ path: REQUEST, method: 'PUT', json: { request_id: s.dataroomRequestId, folder_id: s.room.folderB, can_download: false } }),
    expected: PROJECT,
  },
  { name: 'POST revoke', call: (s) => ({ path: '/sign-and-commit-opp/revoke', json: { request_id: s.dataroomRequestId, folder_id: s.room.folderB } }), expected: PROJECT },
  // Abel Activated signs now; Gina Granted signed before asking for the data room (409: once per investor).
  {
    name: 'POST /sign-and-commit-opp/sign',
    call: (s) => ({
      path: '/sign-and-commit-opp/sign',
      json: { opportunity_id: s.opportunityId, document_sha256: s.termsSha256, typed_full_name: 'Abel Activated', commitment_amount: 250000, currency: 'EUR' },
    }),
    expected: [401, 403, 404, 403, 200, 409, 403],
  },
  { name: 'GET /audit', call: (s) => ({ path: `/audit?opportunity_id=${s.opportunityId}` }), expected: ACTIVITY },
  { name: 'GET /report', call: (s) => ({ path: `/report?opportunity_id=${s.opportunityId}` }), expected: ACTIVITY },
  { name: 'GET /report as CSV', call: (s) => ({ path: `/report?opportunity_id=${s.opportunityId}&format=csv` }), expected: ACTIVITY },
  {
    name: 'PUT /publication (resubmits the published one)',
    call: (s) => ({ path: '/publication', method: 'PUT', json: publicationBody(s.cast.projectId, { title: 'Taken over?' }) }),
    expected: PROJECT,
  },
  {
    name: 'POST /internal/publication (approve)',
    call: (s) => ({ path: '/internal/publication', json: { publication_id: s.opportunityId, decision: 'approve' } }),
    expected: STAFF,
  },
  { name: 'POST /internal/activate', call: (s) => ({ path: '/internal/activate', json: { investor_id: s.applicantId, decision: 'activate' } }), expected: STAFF },
  { name: 'POST /publication (close)', call: (s) => ({ path: '/publication', json: { project_id: s.cast.projectId, action: 'close' } }), expected: PROJECT },
];
