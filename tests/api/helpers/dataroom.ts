import { PDFDocument, PDFArray, PDFRawStream, PDFRef, StandardFonts, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import type { Dataroom, DataroomFile, DataroomRequest } from '@/lib/schemas/dataroom';
import type { TestApp } from './app';
import { ADMIN_EMAIL } from './app';
import { signAs } from './commitments';
import { investorBody, type Cast } from './opportunities';

/** A PDF of `pages` pages, each saying its number. */
export async function pdfOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) doc.addPage([595, 842]).drawText(`Page ${page} of the due diligence pack`, { x: 50, y: 780, size: 14, font });
  return doc.save();
}

export const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

export function form(data: unknown, bytes: Uint8Array, name: string, type: string): FormData {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  body.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

export async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The investor signs the opportunity's commitment through the signing route. */
export async function recordSignature(t: TestApp, opportunityId: string, token: string, name: string): Promise<void> {
  const response = await signAs(t, token, opportunityId, { typed_full_name: name });
  if (!response.ok) throw new Error(`POST sign answered ${response.status}: ${await response.text()}`);
}

/** A second activated investor (the one who will be granted access), signed in as Gina Granted. */
export async function grantedInvestor(t: TestApp): Promise<{ token: string; id: string }> {
  const staff = await t.signIn({ name: 'Sam Staff', email: ADMIN_EMAIL });
  const investor = await t.signIn({ name: 'Gina Granted', email: 'gina@example.test', tfp: 'investors' });
  await t.request('/investor', { method: 'PUT', token: investor.token, json: investorBody });
  await t.request('/internal/activate', { token: staff.token, json: { investor_id: investor.id, decision: 'activate' } });
  return investor;
}

export interface Room {
  opportunityId: string;
  folderA: string;
  folderB: string;
  /** A 3-page PDF uploaded to folder A. */
  fileA: DataroomFile;
  /** A project file (PDF, 2 pages) added to folder B. */
  fileB: DataroomFile;
  /** A PNG image in folder A. */
  image: DataroomFile;
}

/** Folders A and B with documents: an upload and an image in A, a project file in B. */
export async function buildRoom(t: TestApp, cast: Cast, opportunityId: string): Promise<Room> {
  const put = (body: unknown) => t.request('/sign-and-commit-opp/dataroom', { method: 'PUT', token: cast.owner, json: body });
  await json<Dataroom>(await put({ action: 'create_folder', opportunity_id: opportunityId, name: 'A. Technical' }));
  const room = await json<Dataroom>(await put({ action: 'create_folder', opportunity_id: opportunityId, name: 'B. Financial' }));
  const [folderA, folderB] = room.folders.map((folder) => folder.id);
  const upload = (folder: string, bytes: Uint8Array, name: string, type: string) =>
    t.request('/sign-and-commit-opp/dataroom', { method: 'POST', token: cast.owner, body: form({ folder_id: folder }, bytes, name, type) });
  const fileA = await json<DataroomFile>(await upload(folderA, await pdfOf(3), 'kiln-design.pdf', 'application/pdf'));
  const image = await json<DataroomFile>(await upload(folderA, PNG, 'site.png', 'image/png'));
  const projectFile = await json<{ id: string }>(
    await t.request('/files', { method: 'POST', token: cast.owner, body: form({ project_id: cast.projectId }, await pdfOf(2), 'model.pdf', 'application/pdf') }),
  );
  const withB = await json<Dataroom>(await put({ action: 'add_project_files', folder_id: folderB, project_file_ids: [projectFile.id] }));
  const fileB = withB.folders.find((folder) => folder.id === folderB)?.files[0] as DataroomFile;
  return { opportunityId, folderA, folderB, fileA, fileB, image };
}

/** Signs (as the signing route would), requests the data room, and answers the request. */
export async function requestRoom(t: TestApp, investor: { token: string; id: string }, opportunityId: string): Promise<DataroomRequest> {
  await recordSignature(t, opportunityId, investor.token, 'Gina Granted');
  return json<DataroomRequest>(await t.request('/sign-and-commit-opp/dataroom_request', { token: investor.token, json: { opportunity_id: opportunityId, message: 'Please' } }));
}

export function grant(t: TestApp, token: string, body: Record<string, unknown>): Promise<Response> {
  return t.request('/sign-and-commit-opp/dataroom_request', { method: 'PUT', token, json: body });
}

/** The text every `<hex> Tj` of a page draws (the watermark is drawn that way, WinAnsi-encoded). */
export function drawnText(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const texts: string[] = [];
  for (const entry of refs) {
    const stream = entry instanceof PDFRef ? page.doc.context.lookup(entry) : entry;
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const match of source.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(match[1], 'hex').toString('latin1'));
  }
  return texts;
}

export async function pagesOf(response: Response): Promise<PDFPage[]> {
  if (response.status !== 200) throw new Error(`Expected a PDF, got ${response.status}: ${await response.text()}`);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return (await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))).getPages();
}

/**
 * The data room's operations for the authorization matrix (security-matrix.api.test.ts), each aimed at records that do
 * not exist: a stranger and a project's reader get 404 (`party`), and only an activated investor may request (403).
 */
export function dataroomMatrix(unknown: string, pdfUpload: (data: unknown) => () => FormData) {
  const party = 'party' as const;
  const room = '/api/sign-and-commit-opp/dataroom';
  return {
    [`GET ${room}`]: { access: party, call: () => ({ query: `opportunity_id=${unknown}` }) },
    [`POST ${room}`]: { access: party, call: () => ({ form: pdfUpload({ folder_id: unknown }) }) },
    [`PUT ${room}`]: { access: party, call: () => ({ json: { action: 'create_folder', opportunity_id: unknown, name: 'Legal' } }) },
    [`DELETE ${room}`]: { access: party, call: () => ({ json: { file_id: unknown } }) },
    [`PATCH ${room}`]: { access: party, call: () => ({ json: { file_id: unknown, page: 1, seconds: 5 } }) },
    [`GET ${room}_request`]: { access: party, call: () => ({ query: `opportunity_id=${unknown}` }) },
    [`POST ${room}_request`]: { access: 'investor-activated' as const, call: () => ({ json: { opportunity_id: unknown } }) },
    [`PUT ${room}_request`]: { access: party, call: () => ({ json: { request_id: unknown, folder_id: unknown } }) },
    'POST /api/sign-and-commit-opp/revoke': { access: party, call: () => ({ json: { request_id: unknown } }) },
  };
}
