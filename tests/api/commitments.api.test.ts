// Sign and commit on a real database: who reads the terms, who signs, the refusals (a stale document hash, a name
// that is not the signer's, a second signature), the record kept (account, typed name, time, address behind the
// proxy, user agent, document hash), the signed PDF for both sides, and /validate naming the check that fails.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { CommitmentSignature, CommitmentTerms, SignatureValidation } from '@/lib/schemas/commitments';
import { errorMessage, type TestApp } from './helpers/app';
import { pdfForm, pdfText, SIGNER_HEADERS, signAs, signed, signingStage, termsOf } from './helpers/commitments';
import type { Cast } from './helpers/opportunities';

let t: TestApp;
let cast: Cast;
let opportunityId: string;
beforeAll(async () => {
  ({ t, cast, opportunityId } = await signingStage());
});
afterAll(async () => t?.close());

const pdf = (token: string | undefined, signatureId: string) => t.request(`/sign-and-commit-opp/sign/pdf?signature_id=${signatureId}`, { token });
const validate = async (token: string, body: Record<string, unknown>) => t.request('/sign-and-commit-opp/validate', { token, json: body });
const validation = async (response: Response) => {
  expect([response.status, response.status === 200 ? '' : await response.text()]).toEqual([200, '']);
  return (await response.json()) as SignatureValidation;
};
/** The stored PDF on the local file store (the opportunities container). */
function storedPdfPath(signatureId: string): string {
  const found = readdirSync(t.storageDir, { recursive: true, encoding: 'utf8' }).find((entry) => entry.endsWith(`${signatureId}.pdf`));
  if (!found) throw new Error('The signed PDF is not in storage');
  return path.join(t.storageDir, found);
}

describe(`sign and commit (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  // Who may call each operation (every role): tests/api/investment-matrix.api.test.ts.
  it('shows the terms with their SHA-256 to each side, and 404 for an unknown opportunity', async () => {
    const investorView = await termsOf(t, cast.activated, opportunityId);
    expect(investorView).toMatchObject({ side: 'investor', can_sign: true, signatures: [], document_version: expect.any(String) });
    expect(investorView.text).toContain('NON-DISCLOSURE');
    expect(investorView.text).toContain('NON-BINDING COMMITMENT');
    expect(investorView.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(investorView.text).digest('hex')).toBe(investorView.document_sha256);
    expect(await termsOf(t, cast.owner, opportunityId)).toMatchObject({ side: 'developer', can_sign: false, document_sha256: investorView.document_sha256 });
    expect(await termsOf(t, cast.staff, opportunityId)).toMatchObject({ side: 'staff', can_sign: false });
    const unknown = await t.request('/sign-and-commit-opp/sign?opportunity_id=00000000-0000-4000-8000-000000000000', { token: cast.activated });
    expect(unknown.status).toBe(404);
  });

  it('refuses a stale document hash, a name that is not the signer’s and a zero amount, changing nothing', async () => {
    const stale = await signAs(t, cast.activated, opportunityId, { document_sha256: 'a'.repeat(64) });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { detail: { message: string; current_sha256: string } };
    expect(body.detail.message).toMatch(/terms changed since you read them/);
    expect(body.detail.current_sha256).toBe((await termsOf(t, cast.activated, opportunityId)).document_sha256);
    const blank = await signAs(t, cast.activated, opportunityId, { typed_full_name: '   ' });
    expect(blank.status).toBe(400);
    const wrongName = await signAs(t, cast.activated, opportunityId, { typed_full_name: 'Somebody Else' });
    expect([wrongName.status, await errorMessage(wrongName)]).toEqual([400, expect.stringMatching(/type your full name as on your account \(Abel Activated\)/)]);
    expect((await signAs(t, cast.activated, opportunityId, { commitment_amount: 0 })).status).toBe(400);
    expect((await termsOf(t, cast.owner, opportunityId)).signatures).toEqual([]);
  });

  let signature: CommitmentSignature;
  it('signs once and keeps the record: account, typed name, time, the address behind the proxy, user agent, document hash', async () => {
    const before = Date.now();
    signature = await signed(t, cast.activated, opportunityId);
    const current = await termsOf(t, cast.owner, opportunityId);
    expect(signature).toMatchObject({
      opportunity_id: opportunityId,
      investor_id: cast.activatedId,
      investor_name: 'Abel Activated',
      typed_full_name: 'Abel Activated',
      commitment_amount: 250000,
      currency: 'EUR',
      ip_address: '203.0.113.7',
      user_agent: SIGNER_HEADERS['user-agent'],
      document_version: current.document_version,
      document_sha256: current.document_sha256,
    });
    expect(Date.parse(signature.signed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(current.signatures).toEqual([signature]);
    expect(await termsOf(t, cast.activated, opportunityId)).toMatchObject({ can_sign: false, signatures: [signature] });
    const again = await signAs(t, cast.activated, opportunityId);
    expect([again.status, await errorMessage(again)]).toEqual([409, expect.stringMatching(/already signed/)]);
  });

  it('lets the signer, the owner and staff download the signed PDF, with the terms and a signature page holding the record', async () => {
    for (const token of [cast.activated, cast.owner, cast.staff]) {
      const response = await pdf(token, signature.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="commitment-.+\.pdf"/);
    }
    const bytes = new Uint8Array(await (await pdf(cast.owner, signature.id)).arrayBuffer());
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(signature.pdf_sha256);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(document.getSubject()).toContain(signature.document_sha256);
    const text = await pdfText(bytes);
    for (const expected of [
      'NON-DISCLOSURE',
      'SIGNATURE PAGE',
      'Abel Activated',
      '203.0.113.7',
      SIGNER_HEADERS['user-agent'],
      signature.document_sha256,
      signature.id,
      '250,000.00 EUR',
      signature.signed_at,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('validates the signature with its hash or a copy of the PDF, for the signer, the owner and staff', async () => {
    for (const token of [cast.activated, cast.owner, cast.staff]) {
      const result = await validation(await validate(token, { signature_id: signature.id, document_sha256: signature.document_sha256 }));
      expect(result).toMatchObject({ valid: true, reason: null, signature: { id: signature.id } });
      expect(result.checks.map((check) => check.check)).toEqual(['document_hash', 'given_document_hash', 'stored_pdf', 'audit_entry', 'audit_chain']);
    }
    const bytes = new Uint8Array(await (await pdf(cast.activated, signature.id)).arrayBuffer());
    const withCopy = await validation(await t.request('/sign-and-commit-opp/validate', { token: cast.owner, body: pdfForm(signature.id, bytes) }));
    expect(withCopy).toMatchObject({ valid: true });
    expect(withCopy.checks.find((check) => check.check === 'given_pdf')).toMatchObject({ passed: true });
  });

  it('says which check fails: another document hash, a tampered copy of the PDF', async () => {
    const otherHash = await validation(await validate(cast.owner, { signature_id: signature.id, document_sha256: 'b'.repeat(64) }));
    expect(otherHash).toMatchObject({ valid: false, reason: 'given_document_hash' });
    const bytes = new Uint8Array(await (await pdf(cast.activated, signature.id)).arrayBuffer());
    const tampered = Buffer.from(bytes.slice());
    const at = tampered.indexOf('250,000.00');
    tampered.write('950', at >= 0 ? at : tampered.length - 20, 'latin1');
    const result = await validation(await t.request('/sign-and-commit-opp/validate', { token: cast.activated, body: pdfForm(signature.id, tampered) }));
    expect(result).toMatchObject({ valid: false, reason: 'given_pdf' });
    expect(result.checks.find((check) => check.check === 'given_pdf')?.detail).toMatch(/The PDF sent is .* the signed PDF is/);
    const byHash = await validation(await validate(cast.activated, { signature_id: signature.id, pdf_sha256: 'c'.repeat(64) }));
    expect(byHash).toMatchObject({ valid: false, reason: 'given_pdf' });
  });

  it('finds the stored PDF replaced, then the signature’s audit entry altered', async () => {
    const file = storedPdfPath(signature.id);
    const original = readFileSync(file);
    writeFileSync(file, Buffer.concat([original, Buffer.from('%% appended\n')]));
    expect(await validation(await validate(cast.owner, { signature_id: signature.id }))).toMatchObject({ valid: false, reason: 'stored_pdf' });
    writeFileSync(file, original);
    expect((await validation(await validate(cast.owner, { signature_id: signature.id }))).valid).toBe(true);

    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`update audit_events set details = jsonb_set(details, '{commitment_amount}', '1') where action = 'commitment.signed' and target_id = ${opportunityId}`);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    const result = await validation(await validate(cast.staff, { signature_id: signature.id }));
    expect(result).toMatchObject({ valid: false, reason: 'audit_entry' });
    expect(result.checks.find((check) => check.check === 'audit_chain')).toMatchObject({ passed: false, detail: expect.stringMatching(/breaks at entry \d+ \(hash_mismatch\)/) });
  });

  it('lets another activated investor read the terms of the listed opportunity but not the first signature', async () => {
    const second = await t.signIn({ name: 'Bea Second', tfp: 'investors' });
    const { investorBody } = await import('./helpers/opportunities');
    await t.request('/investor', { method: 'PUT', token: second.token, json: investorBody });
    await t.request('/internal/activate', { token: cast.staff, json: { investor_id: second.id, decision: 'activate' } });
    const view: CommitmentTerms = await termsOf(t, second.token, opportunityId);
    expect(view).toMatchObject({ can_sign: true, signatures: [] });
    expect((await pdf(second.token, signature.id)).status).toBe(404);
    expect((await validate(second.token, { signature_id: signature.id })).status).toBe(404);
  });

  it('keeps the signer: staff cannot erase an investor who signed a commitment (R-24.31)', async () => {
    const refused = await t.request('/internal/user_delete', {
      token: cast.staff,
      json: { user_id: cast.activatedId, confirm_email: 'abel@example.test', reason: 'Asked by mail' },
    });
    expect(refused.status).toBe(409);
    expect(await errorMessage(refused)).toMatch(/signed investment commitments/);
    expect((await termsOf(t, cast.activated, opportunityId)).signatures).toHaveLength(1);
  });
});

describe('validate refuses what it cannot read', () => {
  it('answers 415 to a body that is neither JSON nor multipart, 400 to one with no signature id, and 404 to an unknown signature', async () => {
    const bare = await t.request('/sign-and-commit-opp/validate', { method: 'POST', token: cast.owner, body: 'signature_id=1' });
    expect(bare.status).toBe(415);
    expect((await validate(cast.owner, {})).status).toBe(400);
    const unknown = await validate(cast.owner, { signature_id: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.status, await errorMessage(unknown)]).toEqual([404, 'No signature you may see has this id']);
  });
});
