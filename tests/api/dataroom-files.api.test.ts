// Issue 21, item 14 (requirements ): several files at once and a folder at once (its structure kept in the
// names), each judged by its bytes; Word, Excel and PowerPoint files as download-only documents, only in a folder that
// allows downloads; a whole folder as one ZIP archive with its PDFs watermarked, only where downloads are allowed.
import { strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import type { Dataroom, DataroomBulkResult, DataroomDocument, DataroomFile, DataroomRequest } from '@/lib/schemas/dataroom';
import type { TestApp } from './helpers/app';
import { buildRoom, drawnText, grant, grantedInvestor, json, pdfOf, PNG, requestRoom, type Room } from './helpers/dataroom';
import { castOf, investmentApp, publish, type Cast } from './helpers/opportunities';

jest.setTimeout(120_000);

const ROOM = '/sign-and-commit-opp/dataroom';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let t: TestApp;
let cast: Cast;
let room: Room;
let investor: { token: string; id: string };
let request: DataroomRequest;

/** A minimal Word package (made once: a ZIP carries the time it was made): the content sniffer reads its `[Content_Types].xml`. */
let made: Uint8Array | undefined;
function docx(): Uint8Array {
  if (made) return made;
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${DOCX}.main+xml"/></Types>`;
  made = zipSync({ '[Content_Types].xml': strToU8(types), 'word/document.xml': strToU8('<w:document/>') });
  return made;
}

function many(data: unknown, files: { bytes: Uint8Array; name: string; type: string }[]): FormData {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  for (const file of files) body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

const post = (body: FormData) => t.request(ROOM, { method: 'POST', token: cast.owner, body });
const put = (body: unknown) => t.request(ROOM, { method: 'PUT', token: cast.owner, json: body });
const folderOf = (dataroom: Dataroom, id: string) => dataroom.folders.find((folder) => folder.id === id);

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  room = await buildRoom(t, cast, await publish(t, cast));
  investor = await grantedInvestor(t);
  request = await requestRoom(t, investor, room.opportunityId);
});
afterAll(async () => t?.close());

describe(`files (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('stores several files at once, each judged by its bytes: a text file named .pdf is refused, the rest stored', async () => {
    const result = await json<DataroomBulkResult>(
      await post(
        many({ folder_id: room.folderB }, [
          { bytes: await pdfOf(2), name: 'budget.pdf', type: 'application/pdf' },
          { bytes: PNG, name: 'map.png', type: 'image/png' },
          { bytes: strToU8('not a pdf at all'), name: 'fake.pdf', type: 'application/pdf' },
        ]),
      ),
    );
    expect(result.files.map((file) => [file.name, file.page_count, file.download_only])).toEqual([
      ['budget.pdf', 2, false],
      ['map.png', 1, false],
    ]);
    expect(result.refused).toEqual([expect.objectContaining({ name: 'fake.pdf', status: 415, reason: null })]);
  });

  it('keeps the structure of a folder chosen at once in the names, and wants one path per file', async () => {
    const files = [
      { bytes: await pdfOf(1), name: 'permit.pdf', type: 'application/pdf' },
      { bytes: await pdfOf(1), name: 'lease.pdf', type: 'application/pdf' },
    ];
    const result = await json<DataroomBulkResult>(await post(many({ folder_id: room.folderB, paths: ['Legal/Permits/permit.pdf', 'Legal/lease é.pdf'] }, files)));
    expect(result.files.map((file) => file.name)).toEqual(['Legal/Permits/permit.pdf', 'Legal/lease-e.pdf']);
    const uneven = await post(many({ folder_id: room.folderB, paths: ['Legal/one.pdf'] }, files));
    expect(uneven.status).toBe(400);
  });

  it('accepts a Word file as download-only where the folder allows downloads, and refuses it, saying why, where it does not', async () => {
    const word = { bytes: docx(), name: 'shareholders.docx', type: DOCX };
    const stored = await json<DataroomFile>(await post(many({ folder_id: room.folderA }, [word])));
    expect(stored).toEqual(expect.objectContaining({ name: 'shareholders.docx', content_type: DOCX, page_count: 0, download_only: true }));
    // Closing downloads is refused while the folder holds it; the other folder closes, and then refuses Office files.
    expect((await put({ action: 'set_folder_downloads', folder_id: room.folderA, allows_downloads: false })).status).toBe(409);
    const closed = await json<Dataroom>(await put({ action: 'set_folder_downloads', folder_id: room.folderB, allows_downloads: false }));
    expect(folderOf(closed, room.folderB)?.allows_downloads).toBe(false);
    const refused = await post(many({ folder_id: room.folderB }, [word]));
    const body = (await refused.json()) as { detail: { message: string; reason: string } };
    expect([refused.status, body.detail.reason]).toEqual([415, 'download_only_refused']);
    expect(body.detail.message).toMatch(/^This folder does not allow downloads: Word, Excel and PowerPoint files cannot be watermarked page by page/);
    // A Word file renamed .pdf is still a Word file (its bytes tell): refused in that folder too.
    expect((await post(many({ folder_id: room.folderB }, [{ ...word, name: 'renamed.pdf', type: 'application/pdf' }]))).status).toBe(415);
  });

  it('gives the investor the Word file only as a download, as it is, and never as pages', async () => {
    const word = (await json<Dataroom>(await t.request(`${ROOM}?opportunity_id=${room.opportunityId}`, { token: cast.owner }))).folders
      .find((folder) => folder.id === room.folderA)
      ?.files.find((file) => file.download_only) as DataroomFile;
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: false }));
    const info = await json<DataroomDocument>(await t.request(`${ROOM}?file_id=${word.id}`, { token: investor.token }));
    expect(info).toEqual(expect.objectContaining({ download_only: true, page_count: 0, can_download: false }));
    expect((await t.request(`${ROOM}?file_id=${word.id}&page=1`, { token: investor.token })).status).toBe(415);
    expect((await t.request(`${ROOM}?file_id=${word.id}&download=true`, { token: investor.token })).status).toBe(403);
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: true }));
    const download = await t.request(`${ROOM}?file_id=${word.id}&download=true`, { token: investor.token });
    expect([download.status, download.headers.get('content-type')]).toEqual([200, DOCX]);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(docx()))).toBe(true);
  });

  it('downloads a whole folder as one ZIP: every PDF and image stamped with the investor’s name, the Word file as it is', async () => {
    const response = await t.request(`${ROOM}?folder_id=${room.folderA}&download=true`, { token: investor.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/filename="A\. Technical\.zip"/);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['kiln-design.pdf', 'shareholders.docx', 'site.pdf']);
    for (const name of ['kiln-design.pdf', 'site.pdf']) {
      const pages = (await PDFDocument.load(entries[name])).getPages();
      for (const page of pages) expect(drawnText(page).join(' ')).toContain('Gina Granted · gina@example.test');
    }
    await expect(pagesIn(entries['kiln-design.pdf'])).resolves.toBe(3);
  });

  it('refuses the archive without downloads, after a revocation, and to a stranger (404), and records the refusals', async () => {
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: false }));
    const viewOnly = await t.request(`${ROOM}?folder_id=${room.folderA}&download=true`, { token: investor.token });
    expect([viewOnly.status, ((await viewOnly.json()) as { detail: { reason: string } }).detail.reason]).toEqual([403, 'download_not_allowed']);
    await json(await t.request('/sign-and-commit-opp/revoke', { token: cast.owner, json: { request_id: request.id, folder_id: room.folderA } }));
    const revoked = await t.request(`${ROOM}?folder_id=${room.folderA}&download=true`, { token: investor.token });
    expect([revoked.status, ((await revoked.json()) as { detail: { reason: string } }).detail.reason]).toEqual([403, 'revoked']);
    expect((await t.request(`${ROOM}?folder_id=${room.folderA}&download=true`, { token: cast.other })).status).toBe(404);
    expect((await t.request(`${ROOM}?folder_id=${room.folderA}`, { token: cast.owner })).status).toBe(400);
  });
});

describe('search in a document’s text (requirements R-21.13)', () => {
  it('finds the pages holding the words, only for a document whose pages the caller may see', async () => {
    const search = (token: string, words: string) => t.request(`${ROOM}?file_id=${room.fileB.id}&search=${encodeURIComponent(words)}`, { token });
    const owner = await json<{ matches: { page: number; excerpt: string }[] }>(await search(cast.owner, 'PAGE 2 of the'));
    expect(owner.matches).toEqual([{ page: 2, excerpt: 'Page 2 of the due diligence pack' }]);
    // Gina has no grant on folder B: no text, the refusal recorded; a stranger gets 404.
    const refused = await search(investor.token, 'due diligence');
    expect([refused.status, ((await refused.json()) as { detail: { reason: string } }).detail.reason]).toEqual([403, 'no_grant']);
    expect((await search(cast.other, 'due diligence')).status).toBe(404);
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderB }));
    const granted = await json<{ matches: { page: number }[] }>(await search(investor.token, 'due diligence'));
    expect(granted.matches.map((match) => match.page)).toEqual([1, 2]);
    expect((await t.request(`${ROOM}?file_id=${room.fileB.id}&search=x`, { token: investor.token })).status).toBe(400);
    expect((await t.request(`${ROOM}?file_id=${room.fileB.id}&search=due&page=1`, { token: investor.token })).status).toBe(400);
  });
});

async function pagesIn(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}
