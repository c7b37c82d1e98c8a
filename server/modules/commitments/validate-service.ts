import { AUDIT_ACTIONS, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import type { SignatureValidation, ValidateSignature, ValidationCheck } from '@/lib/schemas/commitments';
import type { Database } from '@/server/db/client';
import type { CommitmentSignatureRow } from '@/server/db/schema';
import { auditTrailOf, chainEntries, stableJson } from '@/server/modules/audit/public';
import { type Caller, findPeople } from '@/server/modules/projects/public';
import type { FileStore } from '@/server/storage';
import { auditDetailsOf, toSignature } from './convert';
import type { SignService } from './sign-service';
import { languageOfVersion, sha256Hex, versionNamedIn } from './terms';

interface Check {
  check: ValidationCheck;
  passed: boolean;
  detail: string;
}

async function readBytes(storage: FileStore, row: CommitmentSignatureRow): Promise<Uint8Array | null> {
  const reader = await storage.get(row.pdfContainer, row.pdfPath);
  if (!reader) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of reader.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const short = (hash: string) => `${hash.slice(0, 12)}…`;
const LANGUAGE_NAMES = { en: 'English', fr: 'French' } as const;

/**
 * The stored terms against the record: their text hashes to the recorded SHA-256, and it is the text of the recorded
 * version (a version this server issued, which the text names), so a French signature is checked against the French
 * text it signed and an English one against the English text, byte for byte.
 */
function documentCheck(row: CommitmentSignatureRow): Check {
  const documentHash = sha256Hex(row.documentText);
  const language = languageOfVersion(row.documentVersion);
  const named = versionNamedIn(row.documentText);
  const hashes = documentHash === row.documentSha256;
  const versionHolds = language !== null && named === row.documentVersion;
  const versionDetail = !language
    ? `; the version ${row.documentVersion} is not one of the terms`
    : named !== row.documentVersion
      ? `; the text names the version ${named ?? 'none'}, the record ${row.documentVersion}`
      : '';
  return {
    check: 'document_hash',
    passed: hashes && versionHolds,
    detail: `The stored terms (${row.documentVersion}${language ? `, ${LANGUAGE_NAMES[language]}` : ''}) hash to ${short(documentHash)}; the record says ${short(row.documentSha256)}${versionDetail}`,
  };
}

/**
 * Checks a signature against its stored document, the SHA-256 of its PDF recorded at signing (the stored bytes, and
 * a copy or hash the caller sends), and the opportunity's audit trail; every check is reported, the first failure is
 * the reason.
 */
export function createValidateService({ db, storage, signatures }: { db: Database; storage: FileStore; signatures: Pick<SignService, 'signatureAccess'> }) {
  return {
    async validate(caller: Caller, input: ValidateSignature, pdf: Uint8Array | undefined): Promise<SignatureValidation> {
      const { row, investorData } = await signatures.signatureAccess(input.signature_id, caller);
      const checks: Check[] = [documentCheck(row)];
      if (input.document_sha256) {
        checks.push({
          check: 'given_document_hash',
          passed: input.document_sha256 === row.documentSha256,
          detail: `The document hash sent, ${short(input.document_sha256)}, against the signed ${short(row.documentSha256)}`,
        });
      }
      const stored = await readBytes(storage, row);
      const storedHash = stored ? sha256Hex(stored) : null;
      checks.push({
        check: 'stored_pdf',
        passed: storedHash === row.pdfSha256,
        detail: storedHash ? `The stored PDF hashes to ${short(storedHash)}; at signing it was ${short(row.pdfSha256)}` : 'The stored PDF is missing',
      });
      const given = pdf ? sha256Hex(pdf) : input.pdf_sha256;
      if (given) {
        checks.push({
          check: 'given_pdf',
          passed: given === row.pdfSha256,
          detail: `The PDF ${pdf ? 'sent' : 'hash sent'} is ${short(given)}; the signed PDF is ${short(row.pdfSha256)}`,
        });
      }
      const entries = (await chainEntries(db, OPPORTUNITY_TARGET, row.publicationId)).filter(
        (entry) => entry.action === AUDIT_ACTIONS.commitmentSigned && entry.details.signature_id === row.id,
      );
      const recorded = entries[0];
      const same = Boolean(recorded) && stableJson(recorded.details) === stableJson(auditDetailsOf(row));
      checks.push({
        check: 'audit_entry',
        passed: entries.length === 1 && same,
        detail: recorded ? `The trail's entry ${recorded.seq} ${same ? 'matches' : 'differs from'} the signature's record` : 'The audit trail holds no entry of this signature',
      });
      // The whole chain, and its latest signed anchor kept outside the database (requirements R-21.8).
      const chain = await auditTrailOf(db, storage).verify(OPPORTUNITY_TARGET, row.publicationId, { full: true });
      checks.push({
        check: 'audit_chain',
        passed: chain.valid,
        detail: chain.valid
          ? `The opportunity's audit chain holds (${chain.length} entries${chain.anchored_seq ? `, anchored at entry ${chain.anchored_seq}` : ''})`
          : `The audit chain breaks at entry ${chain.broken_at_seq} (${chain.reason})`,
      });
      const failed = checks.find((check) => !check.passed);
      const people = await findPeople(db, [row.investorId]);
      return { valid: !failed, signature_id: row.id, reason: failed?.check ?? null, checks, signature: toSignature(row, people.get(row.investorId)?.name ?? '', investorData) };
    },
  };
}
