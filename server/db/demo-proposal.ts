import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { companies, companyMembers, projects, proposals, proposalVersions, users } from '@/server/db/schema';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';
import { DEMO_ACCOUNT } from '@/server/idp/accounts';
import type { Logger } from '@/server/logger';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { DEMO_PROJECT_NAME } from './demo-project-answers';

/** The demo proposal's offer: a mid-size continuous pyrolysis line, in round figures. */
const DEMO_OFFER = {
  model: 'Continuous pyrolysis line, 1,500 t of feedstock a year',
  quantity: 1,
  priceAmount: 1_250_000,
  currency: 'EUR',
  leadTimeWeeks: 36,
  terms:
    '30 % on order, 60 % on delivery, 10 % after commissioning. Two years’ warranty on the reactor and its burner; ' +
    'installation and operator training on site included; freight to the site quoted apart.',
};

/**
 * One proposal from a demo OEM on the demo project, at every start and idempotent: the first verified OEM
 * (oldest first) sends it through its first member. Nothing happens while no verified OEM or no demo project exists,
 * or once that OEM has a proposal on the project. Returns the proposal's id when one was made.
 */
export async function seedDemoProposal(db: Database, logger: Logger): Promise<string | null> {
  const [oem] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.kind, 'oem'), isNotNull(companies.verifiedAt)))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  if (!oem) return null;
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(and(eq(users.email, DEMO_ACCOUNT.email), eq(projects.name, DEMO_PROJECT_NAME)))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  const [member] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, oem.id))
    .orderBy(asc(companyMembers.joinedAt))
    .limit(1);
  if (!project || !member) return null;
  const [existing] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.projectId, project.id), eq(proposals.companyId, oem.id)))
    .limit(1);
  if (existing) return null;

  const validUntil = new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const id = await db.transaction(async (tx) => {
    const [proposal] = await tx.insert(proposals).values({ projectId: project.id, companyId: oem.id, sentBy: member.userId }).returning({ id: proposals.id });
    await tx.insert(proposalVersions).values({ proposalId: proposal.id, version: 1, createdBy: member.userId, validUntil, ...DEMO_OFFER });
    await recordAuditEvent(tx, {
      actorId: member.userId,
      action: AUDIT_ACTIONS.proposalSent,
      targetType: 'project',
      targetId: project.id,
      requestId: null,
      details: { proposal_id: proposal.id, company_id: oem.id, version: 1 },
    });
    return proposal.id;
  });
  logger.info({ proposal: id }, 'demo proposal ready');
  return id;
}
