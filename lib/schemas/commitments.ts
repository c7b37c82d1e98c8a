import { z } from 'zod';
import { languageSchema, uuidSchema } from './common';
import { sha256Schema } from './files';
import { currencySchema } from './opportunities';

/*
 * Sign and commit: an activated investor reads an opportunity's commitment terms (an NDA and a non-binding commitment
 * amount), types their full name and signs; the signed PDF and its record can be checked later. Every field is
 * snake_case.
 */

/** Largest non-binding commitment an investor may state (in the opportunity's currency). */
export const MAX_COMMITMENT_AMOUNT = 10_000_000_000;
/** Longest typed full name. */
export const MAX_TYPED_NAME = 200;

const iso = z.iso.datetime();

export const termsQuerySchema = z.object({ opportunity_id: uuidSchema }).meta({ id: 'CommitmentTermsQuery' });
export type TermsQuery = z.infer<typeof termsQuerySchema>;

export const commitmentSignatureSchema = z
  .object({
    id: uuidSchema,
    opportunity_id: uuidSchema,
    investor_id: uuidSchema,
    investor_name: z.string().describe('The name on the signer’s account'),
    typed_full_name: z.string(),
    commitment_amount: z.number().positive(),
    currency: currencySchema,
    document_version: z.string(),
    document_sha256: sha256Schema,
    pdf_sha256: sha256Schema.describe('SHA-256 of the signed PDF’s bytes, as produced at signing'),
    ip_address: z
      .string()
      .nullable()
      .meta({ description: 'null for a caller without investors’ personal data (a reader, an access key, an editor not named for investor relations)' }),
    user_agent: z.string().nullable().meta({ description: 'null, as ip_address, for a caller without investors’ personal data' }),
    signed_at: iso,
  })
  .meta({ id: 'CommitmentSignature', description: 'The record of a signature of commitment terms' });
export type CommitmentSignature = z.infer<typeof commitmentSignatureSchema>;

export const commitmentTermsSchema = z
  .object({
    opportunity_id: uuidSchema,
    opportunity_title: z.string(),
    document_version: z.string().describe('The version of the terms template'),
    document_sha256: sha256Schema.describe('SHA-256 of `text` (UTF-8): what a signature must name'),
    language: languageSchema.describe('The language of `text`: the caller’s, or for an investor who signed, that of the version signed'),
    text: z.string().describe('The terms, exactly as signed'),
    side: z.enum(['investor', 'developer', 'staff']),
    can_sign: z.boolean().describe('Whether the caller may sign now (an activated investor who has not signed)'),
    listed: z.boolean().describe('Whether the opportunity is listed now; a signer still reads what they signed once it closed'),
    signatures: z.array(commitmentSignatureSchema).describe('The investor’s own signature; every signature for the developer and staff'),
  })
  .meta({ id: 'CommitmentTerms', description: 'The current commitment terms of an opportunity, with the signatures the caller may see' });
export type CommitmentTerms = z.infer<typeof commitmentTermsSchema>;

export const signCommitmentSchema = z
  .object({
    opportunity_id: uuidSchema,
    document_sha256: sha256Schema.describe('The SHA-256 of the terms as shown (from GET sign); another version is refused with 409'),
    typed_full_name: z.string().trim().min(1, 'Type your full name to sign').max(MAX_TYPED_NAME),
    commitment_amount: z.number().positive('The commitment amount must be more than 0').max(MAX_COMMITMENT_AMOUNT),
    currency: currencySchema,
  })
  .meta({ id: 'SignCommitment', description: 'A signature of the terms shown, with a non-binding commitment amount' });
export type SignCommitment = z.infer<typeof signCommitmentSchema>;

export const signedPdfQuerySchema = z.object({ signature_id: uuidSchema }).meta({ id: 'SignedPdfQuery' });

/** The checks `/validate` runs, in order; the first that fails is the reason. */
export const VALIDATION_CHECKS = ['document_hash', 'given_document_hash', 'stored_pdf', 'given_pdf', 'audit_entry', 'audit_chain'] as const;
export const validationCheckSchema = z.enum(VALIDATION_CHECKS).meta({
  id: 'SignatureCheck',
  description:
    'document_hash: the stored text hashes to the recorded SHA-256; given_document_hash: the hash sent is the recorded one; stored_pdf: the ' +
    'stored PDF’s bytes hash to the SHA-256 recorded at signing; given_pdf: the PDF sent is that PDF; audit_entry: the trail holds the ' +
    'signature’s entry with the same record; audit_chain: the opportunity’s audit chain holds',
});
export type ValidationCheck = z.infer<typeof validationCheckSchema>;

export const validateSignatureSchema = z
  .object({
    signature_id: uuidSchema,
    document_sha256: sha256Schema.optional().describe('A document hash to check against the record'),
    pdf_sha256: sha256Schema.optional().describe('A PDF hash to check against the record (instead of sending the PDF)'),
  })
  .meta({ id: 'ValidateSignature', description: 'A signature to check; with multipart, `data` holds this JSON and `file` the PDF' });
export type ValidateSignature = z.infer<typeof validateSignatureSchema>;

export const signatureValidationSchema = z
  .object({
    valid: z.boolean(),
    signature_id: uuidSchema,
    reason: validationCheckSchema.nullable().describe('The first check that failed, null when every check passed'),
    checks: z.array(
      z.object({
        check: validationCheckSchema,
        passed: z.boolean(),
        detail: z.string().describe('What was compared, and what differed'),
      }),
    ),
    signature: commitmentSignatureSchema,
  })
  .meta({ id: 'SignatureValidation', description: 'Each check of a signature against its document, its PDF and the audit trail' });
export type SignatureValidation = z.infer<typeof signatureValidationSchema>;

/** What a copy of a signed PDF is (requirements ): sealed by Groundwork and unchanged, changed since, or not ours. */
export const SEAL_VERDICTS = ['valid', 'modified', 'not_ours'] as const;
export type SealVerdict = (typeof SEAL_VERDICTS)[number];
/** Why: `sealed`; `digest_mismatch`, `bad_signature`, `bytes_outside_seal` (modified); `not_a_pdf`, `no_seal`, `other_certificate` (not ours). */
export const SEAL_FINDINGS = ['sealed', 'digest_mismatch', 'bad_signature', 'bytes_outside_seal', 'not_a_pdf', 'no_seal', 'other_certificate'] as const;
export type SealFinding = (typeof SEAL_FINDINGS)[number];

export const verifyPdfDataSchema = z
  .object({})
  .strict()
  .meta({ id: 'VerifyPdfData', description: 'Nothing but the file: the multipart field `data` may be left out or hold `{}`' });

export const pdfVerificationSchema = z
  .object({
    verdict: z.enum(SEAL_VERDICTS).describe('valid: sealed by Groundwork and unchanged; modified: our seal, but the file changed since; not_ours: no seal of ours'),
    finding: z.enum(SEAL_FINDINGS).describe('What the check found'),
    sha256: sha256Schema.describe('SHA-256 of the copy sent'),
    signature_id: uuidSchema.nullable().describe('The commitment the seal names, read from the file'),
    matches_record: z.boolean().nullable().describe('Whether the copy is byte for byte the PDF recorded at signing; null when the record is not yours to see'),
    commitment: z
      .object({
        id: uuidSchema,
        opportunity_id: uuidSchema,
        opportunity_title: z.string(),
        investor_name: z.string(),
        commitment_amount: z.number().positive(),
        currency: currencySchema,
        document_version: z.string(),
        signed_at: iso,
      })
      .nullable()
      .describe('The commitment, for its signer, the developer side and staff; null for anyone else, or when the file names none'),
  })
  .meta({ id: 'PdfVerification', description: 'The verdict on a copy of a signed PDF, and which commitment it is' });
export type PdfVerification = z.infer<typeof pdfVerificationSchema>;
