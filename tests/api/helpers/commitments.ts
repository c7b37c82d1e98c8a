import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { CommitmentSignature, CommitmentTerms } from '@/lib/schemas/commitments';
import { createTestApp, type TestApp } from './app';
import { type Cast, castOf, publish, recordingMailer } from './opportunities';

/** The investment app behind a trusted proxy (X-Forwarded-For names the caller), with a cast and a published opportunity. */
export async function signingStage(): Promise<{ t: TestApp; cast: Cast; opportunityId: string }> {
  const t = await createTestApp({ env: { TRUST_PROXY: 'true' }, deps: () => ({ mailer: recordingMailer() }) });
  const cast = await castOf(t);
  const opportunityId = await publish(t, cast);
  return { t, cast, opportunityId };
}

/** The client wrote an address of its own choosing first; the trusted proxy appended the one it saw, 203.0.113.7. */
export const SIGNER_HEADERS = { 'x-forwarded-for': '198.51.100.66, 203.0.113.7', 'user-agent': 'Mozilla/5.0 (Groundwork test)' };

export async function termsOf(t: TestApp, token: string, opportunityId: string): Promise<CommitmentTerms> {
  const response = await t.request(`/sign-and-commit-opp/sign?opportunity_id=${opportunityId}`, { token });
  if (response.status !== 200) throw new Error(`GET sign answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CommitmentTerms;
}

/** The activated investor of the cast (Abel Activated) signs the current terms. */
export async function signAs(t: TestApp, token: string, opportunityId: string, extra: Record<string, unknown> = {}): Promise<Response> {
  const terms = await termsOf(t, token, opportunityId);
  return t.request('/sign-and-commit-opp/sign', {
    token,
    headers: SIGNER_HEADERS,
    json: { opportunity_id: opportunityId, document_sha256: terms.document_sha256, typed_full_name: 'Abel Activated', commitment_amount: 250000, currency: 'EUR', ...extra },
  });
}

export async function signed(t: TestApp, token: string, opportunityId: string): Promise<CommitmentSignature> {
  const response = await signAs(t, token, opportunityId);
  if (response.status !== 200) throw new Error(`POST sign answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CommitmentSignature;
}

/**
 * The text a PDF made by pdf-lib shows: each page's content streams, read by pdf-lib's parser and decoded, the hex
 * strings of their text operators decoded. Enough to read what the signature page states. (Slicing the file at
 * `endstream` by hand is not: a deflated stream may end in a carriage return, and then it no longer inflates.)
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of document.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = document.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const text of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) parts.push(Buffer.from(text[1], 'hex').toString('latin1'));
    }
  }
  return parts.join('\n');
}

/**
 * Sign and commit's and the activity's operations for the authorization matrix (security-matrix.api.test.ts), each
 * aimed at records that do not exist: a stranger and a project's reader get 404 (`party`).
 */
export function commitmentsMatrix(unknown: string) {
  const party = 'party' as const;
  const signature = { opportunity_id: unknown, document_sha256: 'a'.repeat(64), typed_full_name: 'Matrix Reader', commitment_amount: 1000, currency: 'EUR' };
  return {
    'GET /api/sign-and-commit-opp/sign': { access: party, call: () => ({ query: `opportunity_id=${unknown}` }) },
    'POST /api/sign-and-commit-opp/sign': { access: party, call: () => ({ json: signature }) },
    'GET /api/sign-and-commit-opp/sign/pdf': { access: party, call: () => ({ query: `signature_id=${unknown}` }) },
    'POST /api/sign-and-commit-opp/validate': { access: party, call: () => ({ json: { signature_id: unknown } }) },
    'GET /api/audit': { access: party, call: () => ({ query: `opportunity_id=${unknown}` }) },
    'GET /api/report': { access: party, call: () => ({ query: `opportunity_id=${unknown}` }) },
  };
}

/** A `/validate` body with a copy of the signed PDF: the signature's id as JSON and the file. */
export function pdfForm(signatureId: string, bytes: Uint8Array): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify({ signature_id: signatureId }));
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'signed.pdf');
  return form;
}
