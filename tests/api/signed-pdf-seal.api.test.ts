// requirements on a real database: the signed PDF names both parties, numbers its pages, keeps API paths out of
// its text, and is sealed with the platform's certificate: poppler's pdfsig (a standard tool) finds the PAdES signature
// valid over the whole file, and a digest mismatch once one byte inside the signed range changed. The verify route
// gives the verdict on a copy (valid, modified, not ours) and, to a party, which commitment it is.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { CommitmentSignature, PdfVerification } from '@/lib/schemas/commitments';
import { loadSealMaterial } from '@/server/modules/commitments/seal-certificate';
import { sealPdf, sealReason } from '@/server/modules/commitments/pdf-seal';
import type { TestApp } from './helpers/app';
import { pdfText, signed, signingStage } from './helpers/commitments';
import { PNG, pdfOf } from './helpers/dataroom';
import type { Cast } from './helpers/opportunities';

let t: TestApp;
let cast: Cast;
let opportunityId: string;
let signature: CommitmentSignature;
let bytes: Uint8Array;
const scratch = mkdtempSync(path.join(tmpdir(), 'groundwork-seal-test-'));
beforeAll(async () => {
  ({ t, cast, opportunityId } = await signingStage());
  signature = await signed(t, cast.activated, opportunityId);
  bytes = new Uint8Array(await (await t.request(`/sign-and-commit-opp/sign/pdf?signature_id=${signature.id}`, { token: cast.activated })).arrayBuffer());
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t?.close();
});

/** What pdfsig (poppler-utils) says of a file. */
function pdfsig(file: Uint8Array): string {
  const target = path.join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(target, file);
  const run = spawnSync('pdfsig', [target], { encoding: 'utf8' });
  if (run.error) throw new Error(`pdfsig could not run (install poppler-utils): ${run.error.message}`);
  return `${run.stdout}${run.stderr}`;
}

/** The file with one byte changed at `offset`. */
function flipped(file: Uint8Array, offset: number): Uint8Array {
  const copy = new Uint8Array(file);
  copy[offset] = copy[offset] === 0x41 ? 0x42 : 0x41;
  return copy;
}

/** An offset inside the first signed range: a digit of the document's creation date (/CreationDate (D:2026…)). */
const insideSignedRange = (file: Uint8Array) => Buffer.from(file).indexOf('/CreationDate') + 20;

const verify = async (token: string, file: Uint8Array, name = 'copy.pdf'): Promise<PdfVerification> => {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  const response = await t.request('/sign-and-commit-opp/verify', { token, body });
  expect([response.status, response.status === 200 ? '' : await response.text()]).toEqual([200, '']);
  return (await response.json()) as PdfVerification;
};

describe(`the sealed PDF (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('names the developer and the investor as parties, numbers its pages, and keeps API paths out of its text', async () => {
    const text = await pdfText(bytes);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain('Parties: Dana Developer, developer of the project');
    expect(text).toContain('Developer (party)');
    expect(text).toContain('Dana Developer, developer of the project Loire biochar');
    expect(text).toContain('Investor (party)');
    expect(text).not.toMatch(/\/api\/|sign-and-commit-opp/);
    expect(text).toContain('/commitments/verify');
  });

  it('is sealed: pdfsig finds a valid PAdES signature over the whole file, by the platform’s certificate', () => {
    const report = pdfsig(bytes);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signer Certificate Common Name: Groundwork document seal');
  });

  it('fails pdfsig once one byte inside the signed range changed', () => {
    const offset = insideSignedRange(bytes);
    expect(offset).toBeGreaterThan(20);
    expect(pdfsig(flipped(bytes, offset))).toContain('Signature Validation: Digest Mismatch.');
  });

  it('gives a party the verdict valid with the commitment it is, byte for byte the file recorded', async () => {
    for (const token of [cast.activated, cast.owner, cast.staff]) {
      expect(await verify(token, bytes)).toMatchObject({
        verdict: 'valid',
        finding: 'sealed',
        signature_id: signature.id,
        matches_record: true,
        commitment: { id: signature.id, opportunity_id: opportunityId, opportunity_title: 'Loire biochar, phase 2', investor_name: 'Abel Activated', commitment_amount: 250000 },
      });
    }
  });

  it('gives anyone else signed in the verdict only', async () => {
    expect(await verify(cast.other, bytes)).toMatchObject({ verdict: 'valid', signature_id: signature.id, matches_record: null, commitment: null });
  });

  it('says modified for a byte changed inside the seal, and for bytes added after it', async () => {
    expect(await verify(cast.activated, flipped(bytes, insideSignedRange(bytes)))).toMatchObject({
      verdict: 'modified',
      finding: 'digest_mismatch',
      signature_id: signature.id,
      matches_record: false,
    });
    const appended = new Uint8Array([...bytes, ...new TextEncoder().encode('\n% added after sealing\n')]);
    expect(await verify(cast.activated, appended)).toMatchObject({ verdict: 'modified', finding: 'bytes_outside_seal', signature_id: signature.id });
  });

  it('says not ours for a PDF without a seal, one sealed by another certificate, and a file that is no PDF', async () => {
    expect(await verify(cast.activated, await pdfOf(1))).toMatchObject({ verdict: 'not_ours', finding: 'no_seal', signature_id: null, commitment: null });
    const stranger = await loadSealMaterial({ dir: path.join(scratch, 'other-seal'), certFile: undefined, keyFile: undefined });
    const forged = await sealPdf(await PDFDocument.load(await pdfOf(1)), stranger, {
      reason: sealReason(signature.id),
      name: 'Not Groundwork',
      location: 'elsewhere',
      contactInfo: 'elsewhere',
      signedAt: new Date(),
    });
    expect(pdfsig(forged)).toContain('Signature is Valid.');
    expect(await verify(cast.activated, forged)).toMatchObject({ verdict: 'not_ours', finding: 'other_certificate', signature_id: null, commitment: null });
    expect(await verify(cast.activated, PNG, 'image.png')).toMatchObject({ verdict: 'not_ours', finding: 'not_a_pdf', signature_id: null });
  });

  it('refuses a request without a file, and a visitor', async () => {
    const body = new FormData();
    body.set('data', '{}');
    expect((await t.request('/sign-and-commit-opp/verify', { token: cast.activated, body })).status).toBe(400);
    const anonymous = new FormData();
    anonymous.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'copy.pdf');
    expect((await t.request('/sign-and-commit-opp/verify', { body: anonymous })).status).toBe(401);
  });
});
