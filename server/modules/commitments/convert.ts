import type { CommitmentSignature } from '@/lib/schemas/commitments';
import type { CommitmentSignatureRow } from '@/server/db/schema';

/** The record as the API shows it; `investorName` is the signer's account name. */
export function toSignature(row: CommitmentSignatureRow, investorName: string): CommitmentSignature {
  return {
    id: row.id,
    opportunity_id: row.publicationId,
    investor_id: row.investorId,
    investor_name: investorName,
    typed_full_name: row.typedFullName,
    commitment_amount: Number(row.commitmentAmount),
    currency: row.currency,
    document_version: row.documentVersion,
    document_sha256: row.documentSha256,
    pdf_sha256: row.pdfSha256,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    signed_at: row.signedAt.toISOString(),
  };
}

/** The details of the signature's audit entry: the record, so that /validate can compare the two. */
export function auditDetailsOf(row: CommitmentSignatureRow): Record<string, unknown> {
  return {
    signature_id: row.id,
    investor_id: row.investorId,
    typed_full_name: row.typedFullName,
    commitment_amount: Number(row.commitmentAmount),
    currency: row.currency,
    document_version: row.documentVersion,
    document_sha256: row.documentSha256,
    pdf_sha256: row.pdfSha256,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    signed_at: row.signedAt.toISOString(),
  };
}
