// Sign and commit in French, on a real database: a French reader gets the French terms with their own version and
// SHA-256 (the English reader the unchanged English ones), signs them, gets a French PDF, and /validate checks the
// signature against the French text; a signature naming the hash of the other language's current terms signs those.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { CommitmentSignature, CommitmentTerms, SignatureValidation } from '@/lib/schemas/commitments';
import { commitmentSignatures } from '@/server/db/schema';
import { TERMS_VERSION, TERMS_VERSION_FR } from '@/server/modules/commitments/terms';
import { errorMessage, type TestApp } from './helpers/app';
import { pdfForm, pdfText, SIGNER_HEADERS, signingStage } from './helpers/commitments';
import { type Cast, investorBody } from './helpers/opportunities';

// The current labels, derived from the texts (requirements ).
const ENGLISH_VERSION = TERMS_VERSION;
const FRENCH_VERSION = TERMS_VERSION_FR;

let t: TestApp;
let cast: Cast;
let opportunityId: string;
beforeAll(async () => {
  ({ t, cast, opportunityId } = await signingStage());
});
afterAll(async () => t?.close());

const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');

async function termsIn(token: string, language?: string): Promise<CommitmentTerms> {
  const response = await t.request(`/sign-and-commit-opp/sign?opportunity_id=${opportunityId}`, { token, headers: language ? { language } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as CommitmentTerms;
}
const signIn = (token: string, language: string, body: Record<string, unknown>) =>
  t.request('/sign-and-commit-opp/sign', {
    token,
    headers: { ...SIGNER_HEADERS, language },
    json: { opportunity_id: opportunityId, typed_full_name: 'Abel Activated', commitment_amount: 250000, currency: 'EUR', ...body },
  });
const pdfBytes = async (token: string, signatureId: string) =>
  new Uint8Array(await (await t.request(`/sign-and-commit-opp/sign/pdf?signature_id=${signatureId}`, { token })).arrayBuffer());
/**
 * The PDF's text with the WinAnsi characters of the French terms that are not Latin-1 (’ is 0x92 there, œ 0x9C) read
 * back (this Node's TextDecoder reads windows-1252 as Latin-1).
 */
const WIN_ANSI: Record<string, string> = { '\x92': '’', '\x9c': 'œ' };
const windowsText = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/[\x92\x9c]/g, (char) => WIN_ANSI[char]);
async function validation(token: string, body: Record<string, unknown> | FormData): Promise<SignatureValidation> {
  const response = await t.request('/sign-and-commit-opp/validate', body instanceof FormData ? { token, body } : { token, json: body });
  expect([response.status, response.status === 200 ? '' : await response.text()]).toEqual([200, '']);
  return (await response.json()) as SignatureValidation;
}

describe(`sign and commit in French (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('gives a French reader the French terms with their own version and SHA-256, and the English reader the unchanged English ones', async () => {
    const english = await termsIn(cast.activated);
    expect(english.document_version).toBe(ENGLISH_VERSION);
    expect(english.text.startsWith(`COMMITMENT TERMS\nVersion: ${ENGLISH_VERSION}\nOpportunity: `)).toBe(true);
    expect(english.document_sha256).toBe(sha256(english.text));
    expect(await termsIn(cast.activated, 'en')).toEqual(english);

    const french = await termsIn(cast.activated, 'fr');
    expect(french).toMatchObject({ document_version: FRENCH_VERSION, side: 'investor', can_sign: true, signatures: [] });
    expect(french.text.startsWith(`CONDITIONS D’ENGAGEMENT\nVersion : ${FRENCH_VERSION}\nOpportunité : `)).toBe(true);
    for (const part of [
      'PARTIE A. CONFIDENTIALITÉ',
      'PARTIE B. ENGAGEMENT NON CONTRAIGNANT',
      'PARTIE C. SIGNATURE',
      'C2. Les présentes conditions sont régies par le droit français',
    ]) {
      expect(french.text).toContain(part);
    }
    expect(french.document_sha256).toBe(sha256(french.text));
    expect(french.document_sha256).not.toBe(english.document_sha256);
    expect((await termsIn(cast.activated, 'fr-FR')).document_sha256).toBe(french.document_sha256);
    expect(await termsIn(cast.owner, 'fr')).toMatchObject({ side: 'developer', document_version: FRENCH_VERSION, document_sha256: french.document_sha256 });
  });

  it('answers a stale hash from a French reader with the current French version', async () => {
    const stale = await signIn(cast.activated, 'fr', { document_sha256: 'a'.repeat(64) });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { detail: { current_version: string; current_sha256: string } };
    expect(body.detail).toMatchObject({ current_version: FRENCH_VERSION, current_sha256: (await termsIn(cast.activated, 'fr')).document_sha256 });
  });

  let signature: CommitmentSignature;
  it('signs the French terms and keeps their version and SHA-256 in the record', async () => {
    const french = await termsIn(cast.activated, 'fr');
    const response = await signIn(cast.activated, 'fr', { document_sha256: french.document_sha256 });
    expect([response.status, response.status === 200 ? '' : await response.text()]).toEqual([200, '']);
    signature = (await response.json()) as CommitmentSignature;
    expect(signature).toMatchObject({ document_version: FRENCH_VERSION, document_sha256: french.document_sha256, typed_full_name: 'Abel Activated' });
    expect(await termsIn(cast.activated, 'fr')).toMatchObject({ can_sign: false, signatures: [signature] });
    const [stored] = await t.database.db.select({ text: commitmentSignatures.documentText }).from(commitmentSignatures).where(eq(commitmentSignatures.id, signature.id));
    expect(stored.text).toBe(french.text);
  });

  it('gives a signed PDF in French: the French terms and a French signature page', async () => {
    const bytes = await pdfBytes(cast.owner, signature.id);
    expect(sha256(bytes)).toBe(signature.pdf_sha256);
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toMatch(/^Conditions d’engagement signées : /);
    expect(document.getSubject()).toContain(signature.document_sha256);
    const text = await windowsText(bytes);
    for (const expected of [
      'CONDITIONS D’ENGAGEMENT',
      'PARTIE A. CONFIDENTIALITÉ',
      'PAGE DE SIGNATURE',
      'Signé par (nom complet saisi)',
      'Version des conditions',
      FRENCH_VERSION,
      signature.document_sha256,
      '250\u00a0000,00 EUR',
      '203.0.113.7',
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of ['COMMITMENT TERMS', 'SIGNATURE PAGE', 'NON-DISCLOSURE']) expect(text).not.toContain(english);
  });

  it('validates the French signature against the French text, and names the check a tampered copy fails', async () => {
    const valid = await validation(cast.activated, { signature_id: signature.id, document_sha256: signature.document_sha256 });
    expect(valid).toMatchObject({ valid: true, reason: null });
    expect(valid.checks.find((check) => check.check === 'document_hash')?.detail).toMatch(new RegExp(`^The stored terms \\(${FRENCH_VERSION}, French\\) hash to`));
    const bytes = await pdfBytes(cast.activated, signature.id);
    expect(await validation(cast.owner, pdfForm(signature.id, bytes))).toMatchObject({ valid: true });

    const tampered = Buffer.from(bytes);
    const at = Math.floor(tampered.length / 2);
    tampered[at] = tampered[at] ^ 0xff;
    const result = await validation(cast.activated, pdfForm(signature.id, tampered));
    expect(result).toMatchObject({ valid: false, reason: 'given_pdf' });
    expect(result.checks.find((check) => check.check === 'given_pdf')?.detail).toMatch(/The PDF sent is .* the signed PDF is/);
    const englishHash = (await termsIn(cast.owner, 'en')).document_sha256;
    expect(await validation(cast.owner, { signature_id: signature.id, document_sha256: englishHash })).toMatchObject({ valid: false, reason: 'given_document_hash' });
  });

  it('finds a record whose version no longer matches the French text it keeps', async () => {
    await t.database.db.execute(sql`update commitment_signatures set document_version = ${ENGLISH_VERSION} where id = ${signature.id}`);
    const result = await validation(cast.staff, { signature_id: signature.id });
    expect(result).toMatchObject({ valid: false, reason: 'document_hash' });
    expect(result.checks[0].detail).toMatch(new RegExp(`the text names the version ${FRENCH_VERSION}, the record ${ENGLISH_VERSION}$`));
    await t.database.db.execute(sql`update commitment_signatures set document_version = ${FRENCH_VERSION} where id = ${signature.id}`);
    expect((await validation(cast.staff, { signature_id: signature.id })).valid).toBe(true);
  });

  it('signs the English terms whose hash a reader sends after switching to French: the version shown, in its language', async () => {
    const second = await t.signIn({ name: 'Bea Second', tfp: 'investors' });
    await t.request('/investor', { method: 'PUT', token: second.token, json: investorBody });
    await t.request('/internal/activate', { token: cast.staff, json: { investor_id: second.id, decision: 'activate' } });
    const english = await termsIn(second.token, 'en');
    const response = await signIn(second.token, 'fr', { document_sha256: english.document_sha256, typed_full_name: 'Bea Second' });
    expect([response.status, response.status === 200 ? '' : await errorMessage(response)]).toEqual([200, '']);
    const signed = (await response.json()) as CommitmentSignature;
    expect(signed).toMatchObject({ document_version: ENGLISH_VERSION, document_sha256: english.document_sha256 });
    const text = await windowsText(await pdfBytes(second.token, signed.id));
    expect(text).toContain('COMMITMENT TERMS');
    expect(text).toContain('SIGNATURE PAGE');
    expect(text).not.toContain('PAGE DE SIGNATURE');
    expect(await validation(second.token, { signature_id: signed.id, document_sha256: english.document_sha256 })).toMatchObject({ valid: true });
    // Read again in French, the page shows the English text signed, the one the record's hash names; the owner reads
    // the current French terms.
    expect(await termsIn(second.token, 'fr')).toMatchObject({ language: 'en', document_version: ENGLISH_VERSION, document_sha256: english.document_sha256, text: english.text });
    expect(await termsIn(cast.owner, 'fr')).toMatchObject({ language: 'fr', document_version: FRENCH_VERSION });
  });
});
