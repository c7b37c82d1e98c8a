import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { companies, companyMembers, oemOffers, type CompanyRow, type OemOfferRow } from '@/server/db/schema';
import type { OemInput, OemRequirements } from '@/lib/schemas/oems';

export interface OemRow {
  company: CompanyRow;
  offer: OemOfferRow;
}
const oemColumns = { company: companies, offer: oemOffers };

/** The OEM the user is a member of (their first), with its offer. */
export async function oemOfMember(db: Executor, userId: string): Promise<(OemRow & { role: string }) | undefined> {
  const [row] = await db
    .select({ ...oemColumns, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, and(eq(companies.id, companyMembers.companyId), eq(companies.kind, 'oem')))
    .innerJoin(oemOffers, eq(oemOffers.companyId, companies.id))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.joinedAt))
    .limit(1);
  return row;
}

export async function findOem(db: Executor, companyId: string): Promise<OemRow | undefined> {
  const [row] = await db.select(oemColumns).from(companies).innerJoin(oemOffers, eq(oemOffers.companyId, companies.id)).where(eq(companies.id, companyId));
  return row;
}

/** a new OEM company, its creator its admin, its offer pending verification — one transaction. */
export async function createOem(db: Database, userId: string, input: OemInput, requirements: OemRequirements): Promise<string> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ kind: 'oem', legalName: input.legal_name, country: input.country, website: input.website, description: input.description, createdBy: userId })
      .returning({ id: companies.id });
    await tx.insert(companyMembers).values({ companyId: company.id, userId, role: 'admin' });
    await tx.insert(oemOffers).values({ companyId: company.id, offer: input.offer, requirements });
    return company.id;
  });
}

/** A new version of the company's fields and offer; a refused OEM goes back to the queue. */
export async function updateOem(db: Database, companyId: string, input: OemInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ legalName: input.legal_name, country: input.country, website: input.website, description: input.description, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await tx.update(oemOffers).set({ offer: input.offer, refusalReason: null, refusedAt: null, updatedAt: new Date() }).where(eq(oemOffers.companyId, companyId));
  });
}

export async function updateRequirements(db: Executor, companyId: string, requirements: OemRequirements): Promise<void> {
  await db.update(oemOffers).set({ requirements, updatedAt: new Date() }).where(eq(oemOffers.companyId, companyId));
}

/** Staff's decision: verification marks the company; a refusal keeps the reason and clears it. */
export async function decideOem(db: Database, companyId: string, staffId: string, refusal: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(companies)
      .set(refusal === null ? { verifiedAt: now, verifiedBy: staffId, updatedAt: now } : { verifiedAt: null, verifiedBy: null, updatedAt: now })
      .where(eq(companies.id, companyId));
    await tx
      .update(oemOffers)
      .set({ refusalReason: refusal, refusedAt: refusal === null ? null : now })
      .where(eq(oemOffers.companyId, companyId));
  });
}

export type OemStatusFilter = 'pending' | 'verified' | 'refused';
const statusWhere = (status: OemStatusFilter) =>
  status === 'verified'
    ? isNotNull(companies.verifiedAt)
    : status === 'refused'
      ? and(isNull(companies.verifiedAt), isNotNull(oemOffers.refusedAt))
      : and(isNull(companies.verifiedAt), isNull(oemOffers.refusedAt));

/** Staff's queue: one status, oldest submission first. */
export async function oemQueue(db: Executor, status: OemStatusFilter, page: number, pageSize: number): Promise<{ rows: OemRow[]; total: number }> {
  const where = and(eq(companies.kind, 'oem'), statusWhere(status));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(oemColumns)
      .from(companies)
      .innerJoin(oemOffers, eq(oemOffers.companyId, companies.id))
      .where(where)
      .orderBy(asc(oemOffers.submittedAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(companies).innerJoin(oemOffers, eq(oemOffers.companyId, companies.id)).where(where),
  ]);
  return { rows, total };
}

/** Every verified OEM with its terms: what matching scores against (R-23.32: the unverified are never matched). */
export async function verifiedOems(db: Executor): Promise<OemRow[]> {
  return db
    .select(oemColumns)
    .from(companies)
    .innerJoin(oemOffers, eq(oemOffers.companyId, companies.id))
    .where(and(eq(companies.kind, 'oem'), isNotNull(companies.verifiedAt)));
}

/** The members of a company, for its mail. */
export async function memberIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db.select({ userId: companyMembers.userId }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  return rows.map((row) => row.userId);
}

/** How many OEMs have this status (staff's console counts the pending ones, waiting for verification). */
export async function countOems(db: Executor, status: OemStatusFilter): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(companies)
    .innerJoin(oemOffers, eq(oemOffers.companyId, companies.id))
    .where(and(eq(companies.kind, 'oem'), statusWhere(status)));
  return total;
}
