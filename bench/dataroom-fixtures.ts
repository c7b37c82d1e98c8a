// What the data-room benchmarks need: an opportunity whose data room holds a 50-page PDF, investors granted its
// folder, and simulated investors turning its pages (each page stamped with their name and recorded in the audit trail).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Dataroom, DataroomFile } from '@/lib/schemas/dataroom';
import type { Database } from '@/server/db/client';
import { dataroomGrants, dataroomRequests } from '@/server/db/schema';
import type { UserStep } from './measure';
import { BENCH_STAFF } from './server';
import { median } from './median';

export const DATAROOM_INVESTORS = 100;
export const LONG_PDF_PAGES = 50;

/** The investor profile each bench investor sends. */
const BENCH_INVESTOR = {
  organisation: 'Bench Capital',
  ticket_min: 100_000,
  ticket_max: 2_000_000,
  currency: 'EUR',
  instruments: ['equity'],
  regions: ['europe'],
  stages: ['development'],
  accreditation: 'A professional investor, for the benchmark.',
};

/** A 50-page PDF of running text (about what a due-diligence report is), made with pdf-lib. */
export async function longPdf(pages = LONG_PDF_PAGES): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let page = 1; page <= pages; page += 1) {
    const sheet = doc.addPage([595, 842]);
    sheet.drawText(`Due diligence report — page ${page}`, { x: 50, y: 790, size: 16, font });
    for (let line = 0; line < 48; line += 1) {
      sheet.drawText(`Line ${line + 1}: feedstock, kiln availability, offtake and permits, as assessed on site.`, { x: 50, y: 760 - line * 15, size: 10, font });
    }
  }
  return doc.save();
}

async function call<T>(origin: string, token: string, path: string, init: { method?: string; json?: unknown; body?: FormData } = {}): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : init.body,
  });
  if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface BenchRoom {
  opportunityId: string;
  folderId: string;
  file: DataroomFile;
  /** Uploads another copy of the long PDF (a document no cache has seen). */
  uploadLongPdf(): Promise<DataroomFile>;
}

/** The developer's publication (a draft is enough to hold a data room), one folder, the 50-page PDF in it. */
export async function createBenchRoom(origin: string, ownerToken: string, projectId: string): Promise<BenchRoom> {
  const publication = await call<{ id: string }>(origin, ownerToken, '/publication', {
    method: 'PUT',
    json: {
      project_id: projectId,
      title: 'Bench kiln',
      summary: 'A benchmark opportunity',
      stage: 'development',
      instrument: 'equity',
      ticket_min: 1,
      ticket_max: 2,
      currency: 'EUR',
      region: 'europe',
    },
  });
  const room = await call<Dataroom>(origin, ownerToken, '/sign-and-commit-opp/dataroom', {
    method: 'PUT',
    json: { action: 'create_folder', opportunity_id: publication.id, name: 'Reports' },
  });
  const folderId = room.folders[0].id;
  const pdf = await longPdf();
  const uploadLongPdf = () => {
    const body = new FormData();
    body.set('data', JSON.stringify({ folder_id: folderId }));
    body.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'due-diligence.pdf');
    return call<DataroomFile>(origin, ownerToken, '/sign-and-commit-opp/dataroom', { method: 'POST', body });
  };
  return { opportunityId: publication.id, folderId, file: await uploadLongPdf(), uploadLongPdf };
}

/**
 * Each investor sends a profile and staff activate it, through the API as in the product (the server's cached user
 * record learns of it at once); then each gets the request and the grant the routes would leave: the signing, the
 * request and the developer's grant are not what this benchmark measures.
 */
export async function grantInvestors(origin: string, db: Database, staffToken: string, opportunityId: string, folderId: string, tokens: string[]): Promise<void> {
  for (const token of tokens) {
    const profile = await call<{ user_id: string }>(origin, token, '/investor', { method: 'PUT', json: BENCH_INVESTOR });
    await call(origin, staffToken, '/internal/activate', { method: 'POST', json: { investor_id: profile.user_id, decision: 'activate' } });
    const [request] = await db.insert(dataroomRequests).values({ opportunityId, investorId: profile.user_id }).returning();
    await db.insert(dataroomGrants).values({ requestId: request.id, folderId, canDownload: false });
  }
}

/** An investor reading the document: each step asks for the next page (a one-page PDF, stamped and recorded). */
export function pageTurner(origin: string, token: string, fileId: string, start: number): UserStep {
  let page = start;
  return async () => {
    page = (page % LONG_PDF_PAGES) + 1;
    const response = await fetch(`${origin}/api/sign-and-commit-opp/dataroom?file_id=${fileId}&page=${page}`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = await response.arrayBuffer();
    return response.status === 200 && bytes.byteLength > 0;
  };
}

/**
 * The viewer's way to its first page, on a document no cache has seen: the document's page count, then page 1.
 * The median of `runs` fresh uploads, in milliseconds.
 */
export async function timeToFirstPage(origin: string, token: string, room: BenchRoom, runs = 5): Promise<{ medianMs: number; worstMs: number }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const file = await room.uploadLongPdf();
    const headers = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const info = await fetch(`${origin}/api/sign-and-commit-opp/dataroom?file_id=${file.id}`, { headers });
    if (info.status !== 200) throw new Error(`The document answered ${info.status}`);
    await info.json();
    const first = await fetch(`${origin}/api/sign-and-commit-opp/dataroom?file_id=${file.id}&page=1`, { headers });
    if (first.status !== 200) throw new Error(`Page 1 answered ${first.status}`);
    await first.arrayBuffer();
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), worstMs: Math.max(...times) };
}

export interface DataroomBench {
  /** The investors, each turning the 50-page document's pages. */
  readers: () => UserStep[];
  /** An investor's token (granted like the others). */
  investorToken: string;
  room: BenchRoom;
}

/** The opportunity of the owner's project, its data room, and DATAROOM_INVESTORS investors granted its folder. */
export async function prepareDataroomBench(
  origin: string,
  db: Database,
  ownerToken: string,
  projectId: string,
  tokenFor: (subject: string, claims?: Record<string, string>) => Promise<string>,
): Promise<DataroomBench> {
  const room = await createBenchRoom(origin, ownerToken, projectId);
  const tokens: string[] = [];
  for (let investor = 0; investor < DATAROOM_INVESTORS; investor += 1) tokens.push(await tokenFor(`bench-investor-${investor}`, { tfp: 'investors' }));
  await grantInvestors(origin, db, await tokenFor(BENCH_STAFF), room.opportunityId, room.folderId, tokens);
  return { readers: () => tokens.map((token, investor) => pageTurner(origin, token, room.file.id, investor % LONG_PDF_PAGES)), investorToken: tokens[0], room };
}
