import type { CommitmentSignature } from '@/lib/schemas/commitments';
import type { CommitmentSignatureRow } from '@/server/db/schema';

/**
 * The record as the API shows it; `investorName` is the signer's account name. Without investors' personal data
 * (requirements R-21.9) the address and user agent are left out.
 */
export function toSignature(row: CommitmentSignatureRow, investorName: string, investorData = true): CommitmentSignature {
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
    ip_address: investorData ? row.ipAddress : null,
    user_agent: investorData ? row.userAgent : null,
    signed_at: row.signedAt.toISOString(),
  };
}

/** Investors' personal data in an audit entry's details (requirements R-21.9): left out for whoever does not hold them. */
export const PERSONAL_DETAILS = ['ip_address', 'user_agent', 'email', 'investor_email', 'signer_email'] as const;

export function withoutPersonalData(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !(PERSONAL_DETAILS as readonly string[]).includes(key)));
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
