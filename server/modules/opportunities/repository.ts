import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { OpportunitiesQuery, PublicationInput, PublicationStatus } from '@/lib/schemas/opportunities';
import type { Database } from '@/server/db/client';
import { opportunities, publications, savedOpportunities, type OpportunityRow, type PublicationRow } from '@/server/db/schema';
import type { Figures } from './figures';
import { projectIdsOwnedBy } from '@/server/modules/projects/public';

export async function findPublicationByProject(db: Database, projectId: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(publications).where(eq(publications.projectId, projectId)).limit(1);
  return row;
}

export async function findPublication(db: Database, id: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id)).limit(1);
  return row;
}

function contentOf(input: PublicationInput, figures: Figures) {
  return {
    title: input.title,
    summary: input.summary,
    stage: input.stage,
    instrument: input.instrument,
    ticketMin: input.ticket_min,
    ticketMax: input.ticket_max,
    currency: input.currency,
    region: input.region,
    teaserFileIds: input.teaser_file_ids,
    publicFields: [...new Set(input.public_fields)],
    ...figures,
  };
}

export interface PublicationChange {
  status: PublicationStatus;
  userId: string;
  submitted: boolean;
  fieldVersions: Record<string, number>;
}

function valuesOf(input: PublicationInput, figures: Figures, change: PublicationChange) {
  return {
    ...contentOf(input, figures),
    status: change.status,
    updatedBy: change.userId,
    fieldVersions: change.fieldVersions,
    ...(change.submitted ? { submittedAt: new Date(), rejectionReason: null } : {}),
  };
}

/** Writes a project's first publication; undefined when one was written meanwhile (nothing written). */
export async function insertPublication(db: Database, input: PublicationInput, figures: Figures, change: PublicationChange): Promise<PublicationRow | undefined> {
  const [row] = await db
    .insert(publications)
    .values({ projectId: input.project_id, ...valuesOf(input, figures, change) })
    .onConflictDoNothing({ target: publications.projectId })
    .returning();
  return row;
}

/** Replaces the content at the version it was read at (requirements ); undefined when another save came first. */
export async function updatePublicationAt(
  db: Database,
  id: string,
  version: number,
  input: PublicationInput,
  figures: Figures,
  change: PublicationChange,
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .update(publications)
    .set({ ...valuesOf(input, figures, change), version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(publications.id, id), eq(publications.version, version)))
    .returning();
  return row;
}

/** Moves a publication from one status to another; undefined when it was no longer in `from` (nothing written). */
export async function moveStatus(
  db: Database,
  id: string,
  from: PublicationStatus[],
  to: PublicationStatus,
  extra: Partial<Pick<PublicationRow, 'rejectionReason' | 'submittedAt' | 'closedAt' | 'updatedBy' | keyof Figures>> = {},
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .update(publications)
    .set({ status: to, ...extra, updatedAt: sql`now()` })
    .where(and(eq(publications.id, id), inArray(publications.status, from)))
    .returning();
  return row;
}

export async function listPublications(db: Database, status: PublicationStatus, page: number, pageSize: number) {
  const where = eq(publications.status, status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(publications)
      .where(where)
      .orderBy(asc(publications.submittedAt), asc(publications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(publications).where(where),
  ]);
  return { rows, total };
}

/* ------------------------------------------------------------ the listed (approved) versions */

export async function isListed(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, id)).limit(1);
  return Boolean(row);
}

/** Lists the publication's current content (staff approved it). */
export async function publish(db: Database, publication: PublicationRow): Promise<void> {
  const { id, title, summary, stage, instrument, ticketMin, ticketMax, currency, region, removalsPerYear, pricePerTonne, figuresComputedAt, teaserFileIds, publicFields } =
    publication;
  const content = { title, summary, stage, instrument, ticketMin, ticketMax, currency, region, removalsPerYear, pricePerTonne, figuresComputedAt, teaserFileIds, publicFields };
  await db
    .insert(opportunities)
    .values({ id, ...content })
    .onConflictDoUpdate({ target: opportunities.id, set: { ...content, publishedAt: sql`now()` } });
}

export async function unlist(db: Database, id: string): Promise<void> {
  await db.delete(opportunities).where(eq(opportunities.id, id));
}

export async function findOpportunity(db: Database, id: string): Promise<OpportunityRow | undefined> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id)).limit(1);
  return row;
}

const ORDER = {
  newest: [desc(opportunities.publishedAt)],
  ticket_asc: [asc(opportunities.ticketMin)],
  ticket_desc: [desc(opportunities.ticketMax)],
  removals_desc: [sql`${opportunities.removalsPerYear} desc nulls last`],
  price_asc: [sql`${opportunities.pricePerTonne} asc nulls last`],
} as const;

/** A page of listed opportunities; `filtered` false ignores every filter and sorts newest first (the teaser list). */
export async function listOpportunities(db: Database, query: OpportunitiesQuery, filtered: boolean, userId?: string) {
  const conditions: SQL[] = [];
  if (filtered) {
    if (query.saved && userId)
      conditions.push(inArray(opportunities.id, db.select({ id: savedOpportunities.opportunityId }).from(savedOpportunities).where(eq(savedOpportunities.userId, userId))));
    if (query.stage) conditions.push(eq(opportunities.stage, query.stage));
    if (query.instrument) conditions.push(eq(opportunities.instrument, query.instrument));
    if (query.region) conditions.push(eq(opportunities.region, query.region));
    if (query.ticket_min !== undefined) conditions.push(gte(opportunities.ticketMax, query.ticket_min));
    if (query.ticket_max !== undefined) conditions.push(lte(opportunities.ticketMin, query.ticket_max));
    if (query.removals_min !== undefined) conditions.push(gte(opportunities.removalsPerYear, query.removals_min));
    if (query.price_max !== undefined) conditions.push(lte(opportunities.pricePerTonne, query.price_max));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = ORDER[filtered ? query.sort : 'newest'];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(opportunities)
      .where(where)
      .orderBy(...order, desc(opportunities.publishedAt), asc(opportunities.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(opportunities).where(where),
  ]);
  return { rows, total };
}

/** Which of these opportunities the user saved. */
export async function savedAmong(db: Database, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: savedOpportunities.opportunityId })
    .from(savedOpportunities)
    .where(and(eq(savedOpportunities.userId, userId), inArray(savedOpportunities.opportunityId, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function setSaved(db: Database, userId: string, opportunityId: string, saved: boolean): Promise<void> {
  if (saved) await db.insert(savedOpportunities).values({ userId, opportunityId }).onConflictDoNothing();
  else await db.delete(savedOpportunities).where(and(eq(savedOpportunities.userId, userId), eq(savedOpportunities.opportunityId, opportunityId)));
}

/** The ids of the publications of the projects a user owns, as a subquery the questions' queries filter on (R-21.1). */
export function publicationIdsOwnedBy(db: Database, ownerId: string) {
  return db
    .select({ id: publications.id })
    .from(publications)
    .where(inArray(publications.projectId, projectIdsOwnedBy(db, ownerId)));
}

/** Publications by id: their titles and projects, for the questions' threads (R-21.1). */
export async function findPublications(db: Database, ids: readonly string[]): Promise<Pick<PublicationRow, 'id' | 'title' | 'projectId' | 'teaserFileIds'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: publications.id, title: publications.title, projectId: publications.projectId, teaserFileIds: publications.teaserFileIds })
    .from(publications)
    .where(inArray(publications.id, [...ids]));
}

/** How many publications have this status (staff's console counts the submitted ones). */
export async function countPublications(db: Database, status: PublicationStatus): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(publications).where(eq(publications.status, status));
  return total;
}
