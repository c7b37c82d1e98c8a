import type { PdfVerification } from '@/lib/schemas/commitments';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { findPublication } from '@/server/modules/opportunities/public';
import { type Caller, findPeople } from '@/server/modules/projects/public';
import { checkSeal } from './seal-check';
import type { SealMaterial } from './seal-certificate';
import type { SignService } from './sign-service';

/**
 * A copy of a signed PDF against the platform's seal (requirements ): any signed-in user reads the verdict;
 * which commitment it is (and whether the copy is the very file recorded at signing) only a party to it reads: its
 * signer, the developer side and staff.
 */
export function createVerifyService({ db, seal, signatures }: { db: Database; seal: () => Promise<SealMaterial>; signatures: Pick<SignService, 'visibleSignature'> }) {
  async function visible(signatureId: string, caller: Caller) {
    return signatures.visibleSignature(signatureId, caller).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
  }

  return {
    async verify(caller: Caller, bytes: Uint8Array): Promise<PdfVerification> {
      const check = await checkSeal(bytes, [(await seal()).fingerprint]);
      const row = check.signatureId && check.verdict !== 'not_ours' ? await visible(check.signatureId, caller) : null;
      const base = { verdict: check.verdict, finding: check.finding, sha256: check.sha256, signature_id: check.verdict === 'not_ours' ? null : check.signatureId };
      if (!row) return { ...base, matches_record: null, commitment: null };
      const [publication, people] = await Promise.all([findPublication(db, row.publicationId), findPeople(db, [row.investorId])]);
      return {
        ...base,
        matches_record: row.pdfSha256 === check.sha256,
        commitment: {
          id: row.id,
          opportunity_id: row.publicationId,
          opportunity_title: publication?.title ?? '',
          investor_name: people.get(row.investorId)?.name ?? row.typedFullName,
          commitment_amount: Number(row.commitmentAmount),
          currency: row.currency,
          document_version: row.documentVersion,
          signed_at: row.signedAt.toISOString(),
        },
      };
    },
  };
}
