import { desc, eq } from 'drizzle-orm';
import type { Currency } from '@/lib/schemas/opportunities';
import type { Database } from '@/server/db/client';
import { commitmentSignatures } from '@/server/db/schema';

export interface SignedByInvestor {
  publicationId: string;
  amount: number;
  currency: Currency;
  signedAt: Date;
}

/** The commitments an investor signed, the latest first (the investor home, requirements ). */
export async function signedByInvestor(db: Database, userId: string): Promise<SignedByInvestor[]> {
  return db
    .select({
      publicationId: commitmentSignatures.publicationId,
      amount: commitmentSignatures.commitmentAmount,
      currency: commitmentSignatures.currency,
      signedAt: commitmentSignatures.signedAt,
    })
    .from(commitmentSignatures)
    .where(eq(commitmentSignatures.investorId, userId))
    .orderBy(desc(commitmentSignatures.signedAt))
    .limit(50);
}
