import { and, eq } from 'drizzle-orm';
import { oemRequirementsSchema } from '@/lib/schemas/oems';
import type { Database } from '@/server/db/client';
import { companies, companyMembers, oemOffers } from '@/server/db/schema';
import { readApiSettings } from '@/server/http/settings';
import type { Logger } from '@/server/logger';
import { createMatchingService } from '@/server/modules/oems/public';
import { createUsersService, ensureActiveUser } from '@/server/modules/users/public';
import { DEMO_OEMS, type DemoOem } from './demo-oem-offers';

/** The demo OEM's sales contact (no mailbox, no sign-in): the member its proposals are sent by. */
function salesContact(demo: DemoOem, index: number) {
  return { subject: `demo-oem-${index + 1}`, email: `sales-${index + 1}@oem.demo.groundwork.eco`, name: `${demo.legalName}, sales`, emailVerified: false, company: null };
}

/**
 * the five demo OEMs, verified, once, each with its sales contact as admin member (added too to a demo OEM
 * made before it had one); then every match computed so the demo projects show theirs.
 */
export async function seedDemoOems(db: Database, logger: Pick<Logger, 'info'>): Promise<void> {
  // Demo data only where the demo runs: with the built-in provider (as the demo projects).
  const { auth } = readApiSettings(process.env);
  const issuer = auth.builtInIssuer;
  if (!issuer) return;
  const users = createUsersService({ db, auth, cacheSeconds: 0 });
  let added = 0;
  for (const [index, demo] of DEMO_OEMS.entries()) {
    let [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.kind, 'oem'), eq(companies.legalName, demo.legalName)));
    if (!company) {
      company = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(companies)
          .values({ kind: 'oem', legalName: demo.legalName, country: demo.country, description: demo.description, verifiedAt: new Date() })
          .returning({ id: companies.id });
        await tx.insert(oemOffers).values({ companyId: made.id, offer: demo.offer, requirements: oemRequirementsSchema.parse({}) });
        return made;
      });
      added += 1;
    }
    const [member] = await db.select({ userId: companyMembers.userId }).from(companyMembers).where(eq(companyMembers.companyId, company.id)).limit(1);
    if (member) continue;
    const sales = await ensureActiveUser(db, { issuer, ...salesContact(demo, index) });
    await users.grantRole(sales.id, 'oem', 'oem.demo', 'demo-data');
    await db.insert(companyMembers).values({ companyId: company.id, userId: sales.id, role: 'admin' }).onConflictDoNothing();
  }
  if (added > 0) await createMatchingService(db).recomputeAll();
  logger.info({ demoOems: added }, 'demo OEMs ready');
}
