import { and, eq } from 'drizzle-orm';
import { oemRequirementsSchema } from '@/lib/schemas/oems';
import type { Database } from '@/server/db/client';
import { companies, oemOffers } from '@/server/db/schema';
import { readApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import { createMatchingService } from '@/server/modules/oems/public';
import { DEMO_OEMS } from './demo-oem-offers';

/** the five demo OEMs, verified, once; then every match computed so the demo projects show theirs. */
export async function seedDemoOems(db: Database, logger: Pick<Logger, 'info'>): Promise<void> {
  // Demo data only where the demo runs: with the built-in provider (as the demo projects).
  if (!readApiSettings(process.env).auth.builtInIssuer) return;
  let added = 0;
  for (const demo of DEMO_OEMS) {
    const [found] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.kind, 'oem'), eq(companies.legalName, demo.legalName)));
    if (found) continue;
    await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ kind: 'oem', legalName: demo.legalName, country: demo.country, description: demo.description, verifiedAt: new Date() })
        .returning({ id: companies.id });
      await tx.insert(oemOffers).values({ companyId: company.id, offer: demo.offer, requirements: oemRequirementsSchema.parse({}) });
    });
    added += 1;
  }
  if (added > 0) await createMatchingService(db).recomputeAll();
  logger.info({ demoOems: added }, 'demo OEMs ready');
}
