import { randomUUID } from 'node:crypto';
import { signHref } from '@/lib/page-routes/commitments';
import { AUDIT_ACTIONS, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import type { CommitmentSignature, CommitmentTerms, SignCommitment } from '@/lib/schemas/commitments';
import type { Language } from '@/lib/schemas/common';
import type { Database } from '@/server/db/client';
import type { CommitmentSignatureRow } from '@/server/db/schema';
import { ApiError, fieldError } from '@/server/http/errors';
import type { InvestmentMailer } from '@/server/mail/investment-mail';
import { recipientOf } from '@/server/mail/sender';
import { auditTrailOf, recordAuditEvent } from '@/server/modules/audit/public';
import { isListed } from '@/server/modules/opportunities/public';
import { type Caller, findPeople, findProject } from '@/server/modules/projects/public';
import type { FileStore } from '@/server/storage';
import { type OpportunitySide, sideOf, sideOrNull } from './access';
import { auditDetailsOf, toSignature } from './convert';
import * as repository from './repository';
import type { SealMaterial } from './seal-certificate';
import { signedPdf } from './signed-pdf';
import { trailAnchorLine } from './trail-anchor-line';
import { currentTermsInEveryLanguage, languageOfVersion, nameMatches, type TermsSubject } from './terms';

export interface SignDeps {
  db: Database;
  storage: FileStore;
  /** The container of the opportunities storage area; signed PDFs live at `commitments/<opportunityId>/<signatureId>.pdf`. */
  container: string;
  mail: InvestmentMailer;
  /** The platform's seal, read or made on first use (seal-certificate.ts). */
  seal: () => Promise<SealMaterial>;
  /** The address of the page where a copy of a signed PDF is checked, written into the PDF. */
  verifyUrl: string;
}

/** Where the request came from, as the signature record keeps it. */
export interface SigningContext {
  ipAddress: string;
  userAgent: string;
  requestId: string;
}

const SIGNATURE_NOT_FOUND = 'No signature you may see has this id';
export const INVESTOR_DATA_REFUSAL = 'Investors’ personal data are for the project’s owner and the editors the owner names for investor relations';

/** Commitment terms, signatures and their PDFs. */
export function createSignService({ db, storage, container, mail, seal, verifyUrl }: SignDeps) {
  const subjectOf = (found: OpportunitySide): TermsSubject => ({
    opportunityId: found.publication.id,
    title: found.publication.title,
    projectName: found.projectName,
    developerName: found.developerName,
  });

  async function views(rows: CommitmentSignatureRow[], investorData: boolean): Promise<CommitmentSignature[]> {
    const people = await findPeople(
      db,
      rows.map((row) => row.investorId),
    );
    return rows.map((row) => toSignature(row, people.get(row.investorId)?.name ?? '', investorData));
  }

  /**
   * A signature the caller may see: its signer, the opportunity's developer side, staff; 404 to anyone else. Whether
   * they hold its personal data: its signer, the owner, the editors named for investor relations, staff.
   */
  async function signatureAccess(signatureId: string, caller: Caller): Promise<{ row: CommitmentSignatureRow; investorData: boolean }> {
    const row = await repository.findSignature(db, signatureId);
    if (!row) throw new ApiError(404, SIGNATURE_NOT_FOUND);
    if (row.investorId === caller.user.id) return { row, investorData: true };
    const found = await sideOrNull(db, row.publicationId, caller);
    if (!found || found.side === 'investor') throw new ApiError(404, SIGNATURE_NOT_FOUND);
    return { row, investorData: found.investorData };
  }
  const visibleSignature = async (signatureId: string, caller: Caller) => (await signatureAccess(signatureId, caller)).row;

  /** The investor keeps a copy of the record; the project's owner hears who signed, for how much. */
  async function tellBothSides(found: OpportunitySide, row: CommitmentSignatureRow, signer: Caller['user']) {
    const facts = {
      path: signHref(found.publication.id),
      title: found.publication.title,
      from: signer.name,
      amount: { value: row.commitmentAmount, currency: row.currency },
      at: row.signedAt,
    };
    await mail('commitmentSigned', signer, { ...facts, record: { id: row.id, version: row.documentVersion, sha256: row.documentSha256 } });
    await mail(
      'commitmentReceived',
      async () => {
        const project = await findProject(db, found.publication.projectId);
        const owner = project ? (await findPeople(db, [project.ownerId])).get(project.ownerId) : undefined;
        return [owner ? recipientOf(owner) : null];
      },
      facts,
    );
  }

  return {
    visibleSignature,
    signatureAccess,

    /**
     * The current terms in the caller's language (its own version and SHA-256), or for an investor who signed the text
     * signed as the record keeps it, and the signatures the caller may see (their own; all of them for developer and staff).
     */
    async terms(opportunityId: string, caller: Caller, language: Language): Promise<CommitmentTerms> {
      const found = await sideOf(db, opportunityId, caller);
      const rows =
        found.side === 'investor'
          ? [await repository.findSignatureOf(db, found.publication.id, caller.user.id)].filter((row): row is CommitmentSignatureRow => Boolean(row))
          : await repository.listSignatures(db, found.publication.id);
      // An investor who signed reads the version signed, whatever the page's language: the text above the record is the
      // one its hash names. Everyone else reads the current terms in their language.
      const own = found.side === 'investor' ? rows[0] : undefined;
      const terms = own
        ? { version: own.documentVersion, sha256: own.documentSha256, language: languageOfVersion(own.documentVersion) ?? language, text: own.documentText }
        : currentTermsInEveryLanguage(subjectOf(found), language)[0];
      return {
        opportunity_id: found.publication.id,
        opportunity_title: found.publication.title,
        document_version: terms.version,
        document_sha256: terms.sha256,
        language: terms.language,
        text: terms.text,
        side: found.side,
        can_sign: found.side === 'investor' && rows.length === 0,
        listed: await isListed(db, found.publication.id),
        signatures: await views(rows, found.side === 'investor' || found.investorData),
      };
    },

    /**
     * Signs the current terms (activated investors, once per opportunity): checks the hash shown and the typed name,
     * produces the signed PDF (in the language of the terms signed), stores it, and records the signature with its
     * audit entry in one transaction.
     */
    async sign(caller: Caller, input: SignCommitment, context: SigningContext, language: Language): Promise<CommitmentSignature> {
      const found = await sideOf(db, input.opportunity_id, caller);
      if (found.side !== 'investor') throw new ApiError(403, 'Only an activated investor signs commitment terms: the developer and staff read them');
      if (await repository.findSignatureOf(db, found.publication.id, caller.user.id)) throw new ApiError(409, 'You have already signed the commitment terms of this opportunity');
      // The hash sent names the exact version shown. It is normally the current version in the caller's language; when
      // it is the current version in another language (the page was loaded before the reader switched language), it is
      // accepted, and that version is the one signed: the record, its version and the PDF are those of the text the
      // investor read and named, not of the request's language. Any other hash names no current version: 409, with
      // the current version in the caller's language to read.
      const current = currentTermsInEveryLanguage(subjectOf(found), language);
      const terms = current.find((candidate) => candidate.sha256 === input.document_sha256);
      if (!terms) {
        throw new ApiError(409, 'The terms changed since you read them: read the current version and sign again', {
          current_version: current[0].version,
          current_sha256: current[0].sha256,
        });
      }
      if (!nameMatches(input.typed_full_name, caller.user.name)) {
        throw fieldError('typed_full_name', 'nameMismatch', `typed_full_name: type your full name as on your account (${caller.user.name})`, {}, { name: caller.user.name });
      }
      // The trail's head is signed before the signature, and the anchor printed in the PDF (requirements ).
      const trail = auditTrailOf(db, storage);
      const { anchor } = await trail.anchorHead(OPPORTUNITY_TARGET, found.publication.id);
      const id = randomUUID();
      const signedAt = new Date();
      const pdf = await signedPdf(
        terms.text,
        terms.language,
        {
          signatureId: id,
          opportunityTitle: found.publication.title,
          signerAccountId: caller.user.id,
          signerAccountName: caller.user.name,
          signerEmail: caller.user.email,
          typedFullName: input.typed_full_name,
          commitmentAmount: input.commitment_amount,
          currency: input.currency,
          signedAt,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
          documentVersion: terms.version,
          documentSha256: terms.sha256,
          developerName: found.developerName,
          projectName: found.projectName,
          verifyUrl,
          anchor: trailAnchorLine(anchor, terms.language),
        },
        await seal(),
      );
      const path = `commitments/${found.publication.id}/${id}.pdf`;
      const stored = await storage.put(container, path, pdf, { contentType: 'application/pdf' });
      const row = await db
        .transaction(async (tx) => {
          const inserted = await repository.insertSignature(tx, {
            id,
            publicationId: found.publication.id,
            investorId: caller.user.id,
            typedFullName: input.typed_full_name,
            commitmentAmount: input.commitment_amount,
            currency: input.currency,
            documentVersion: terms.version,
            documentSha256: terms.sha256,
            documentText: terms.text,
            ipAddress: context.ipAddress,
            userAgent: context.userAgent,
            signedAt,
            pdfContainer: container,
            pdfPath: path,
            pdfSha256: stored.sha256,
            pdfSize: stored.size,
          });
          if (!inserted) throw new ApiError(409, 'You have already signed the commitment terms of this opportunity');
          await recordAuditEvent(tx, {
            actorId: caller.user.id,
            action: AUDIT_ACTIONS.commitmentSigned,
            targetType: OPPORTUNITY_TARGET,
            targetId: found.publication.id,
            requestId: context.requestId,
            details: auditDetailsOf(inserted),
          });
          return inserted;
        })
        .catch(async (error: unknown) => {
          await storage.delete(container, path).catch(() => undefined);
          throw error;
        });
      // And again with the signature's own entry. Should the file store fail here, the daily sweep anchors it.
      await trail.anchorHead(OPPORTUNITY_TARGET, found.publication.id).catch(() => undefined);
      await tellBothSides(found, row, caller.user);
      return toSignature(row, caller.user.name);
    },

    /** The signed PDF, for its signer, the developer side and staff. */
    async pdf(signatureId: string, caller: Caller) {
      const { row, investorData } = await signatureAccess(signatureId, caller);
      if (!investorData) throw new ApiError(403, INVESTOR_DATA_REFUSAL, { reason: 'investor_data' });
      const reader = await storage.get(row.pdfContainer, row.pdfPath);
      if (!reader) throw new ApiError(404, 'The signed PDF of this signature is missing from storage');
      return { row, reader };
    },
  };
}
export type SignService = ReturnType<typeof createSignService>;
