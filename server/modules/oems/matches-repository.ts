import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import type { CountCache } from '@/server/db/count-cache';
import { oemMatches, oemProjectFacts, projectDiscoverability } from '@/server/db/schema';
import type { ProjectFacts } from '@/lib/oems/facts';
import type { DiscoverableField } from '@/lib/schemas/oem-constants';
import { MATCH_COUNT_CAP, type OemMatchesQuery } from '@/lib/schemas/oem-matches';

export interface StoredFacts {
  projectId: string;
  name: string;
  facts: ProjectFacts;
}
export interface MatchRow {
  projectId: string;
  companyId: string;
  score: number;
  strong: boolean;
}

const CHUNK = 20_000;
function chunks<Item>(items: Item[], size = CHUNK): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
/** A PostgreSQL array literal of ids, numbers or booleans (none needs quoting), sent as one parameter. */
const arrayLiteral = (values: readonly (string | number | boolean)[]) => `{${values.join(',')}}`;

export async function saveFacts(db: Executor, rows: StoredFacts[]): Promise<void> {
  for (const part of chunks(rows, 500)) {
    if (part.length === 0) continue;
    await db
      .insert(oemProjectFacts)
      .values(part.map((row) => ({ ...row, refreshedAt: new Date() })))
      .onConflictDoUpdate({ target: oemProjectFacts.projectId, set: { name: sql`excluded.name`, facts: sql`excluded.facts`, refreshedAt: sql`excluded.refreshed_at` } });
  }
}

/** Stored facts: of these projects, or of every project. */
export async function loadFacts(db: Executor, projectIds?: string[]): Promise<StoredFacts[]> {
  const columns = { projectId: oemProjectFacts.projectId, name: oemProjectFacts.name, facts: oemProjectFacts.facts };
  if (!projectIds) return db.select(columns).from(oemProjectFacts);
  if (projectIds.length === 0) return [];
  return db.select(columns).from(oemProjectFacts).where(inArray(oemProjectFacts.projectId, projectIds));
}

/**
 * Writes matches as four arrays (one parameter each, unnested by the database) rather than four parameters a row: the
 * full recompute writes millions of rows, and building and binding a statement per 2,000 rows was most of its time.
 */
async function upsertMatches(db: Executor, rows: MatchRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    if (part.length === 0) continue;
    // A match that falls below strong may be told again once it is strong again. A match whose score is unchanged is
    // not written again (`computed_at` is when it last changed): a recompute after one answer rewrites only the
    // matches that answer moved, not its hundreds of rows and their index entries.
    await db.execute(sql`
      insert into ${oemMatches} (project_id, company_id, score, strong)
      select * from unnest(${arrayLiteral(part.map((row) => row.projectId))}::uuid[], ${arrayLiteral(part.map((row) => row.companyId))}::uuid[],
        ${arrayLiteral(part.map((row) => row.score))}::smallint[], ${arrayLiteral(part.map((row) => row.strong))}::boolean[])
      on conflict (project_id, company_id) do update set score = excluded.score, strong = excluded.strong, computed_at = now(),
        notified_at = case when excluded.strong then ${oemMatches}.notified_at else null end
      where (${oemMatches}.score, ${oemMatches}.strong) is distinct from (excluded.score, excluded.strong)`);
  }
}

/** The ids of `column` not among `keep` (all of them when `keep` is empty), as one array parameter. */
const notAmong = (column: typeof oemMatches.projectId | typeof oemMatches.companyId, keep: string[]) =>
  keep.length > 0 ? sql`${column} <> all(${arrayLiteral(keep)}::uuid[])` : undefined;

/** A project's listed matches become exactly these. */
export async function replaceProjectMatches(db: Database, projectId: string, rows: MatchRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(oemMatches).where(
      and(
        eq(oemMatches.projectId, projectId),
        notAmong(
          oemMatches.companyId,
          rows.map((row) => row.companyId),
        ),
      ),
    );
    await upsertMatches(tx, rows);
  });
}

/** An OEM's listed matches become exactly these; an OEM no longer verified has none. */
export async function replaceOemMatches(db: Database, companyId: string, rows: MatchRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Only the matches no longer listed go: the others keep their `notified_at`, so that a strong match recomputed
    // (each save, requirement or decision queues a recomputation) is not mailed again.
    await tx.delete(oemMatches).where(
      and(
        eq(oemMatches.companyId, companyId),
        notAmong(
          oemMatches.projectId,
          rows.map((row) => row.projectId),
        ),
      ),
    );
    await upsertMatches(tx, rows);
  });
}

export async function findDiscoverability(db: Executor, projectId: string): Promise<{ discoverable: boolean; fields: DiscoverableField[] }> {
  const [row] = await db.select().from(projectDiscoverability).where(eq(projectDiscoverability.projectId, projectId));
  return row ? { discoverable: row.discoverable, fields: row.fields } : { discoverable: false, fields: [] };
}

export async function saveDiscoverability(db: Executor, projectId: string, userId: string, value: { discoverable: boolean; fields: DiscoverableField[] }): Promise<void> {
  const row = { projectId, ...value, updatedBy: userId, updatedAt: new Date() };
  await db.insert(projectDiscoverability).values(row).onConflictDoUpdate({ target: projectDiscoverability.projectId, set: row });
}

/** an OEM's page of matched projects — only discoverable ones, best first, filtered on the facts. */
export async function oemMatchPage(db: Executor, companyId: string, query: OemMatchesQuery, counts?: CountCache) {
  const fact = (key: string) => sql`${oemProjectFacts.facts} -> ${key} ->> 'value'`;
  const where = and(
    eq(oemMatches.companyId, companyId),
    eq(projectDiscoverability.discoverable, true),
    gte(oemMatches.score, query.min_score),
    query.country ? and(sql`${projectDiscoverability.fields} ? 'country'`, eq(fact('country'), query.country)) : undefined,
    query.stage ? and(sql`${projectDiscoverability.fields} ? 'stage'`, eq(fact('stage'), query.stage)) : undefined,
    query.feedstock
      ? and(sql`${projectDiscoverability.fields} ? 'feedstocks'`, sql`${oemProjectFacts.facts} -> 'feedstocks' -> 'value' @> ${JSON.stringify([query.feedstock])}::jsonb`)
      : undefined,
  );
  // Every listed match has its project's facts (matches are computed from them): the count reads them only to filter.
  const filtersFacts = Boolean(query.country || query.stage || query.feedstock);
  const base = (columns: Parameters<Executor['select']>[0], facts = true) => {
    const joined = db.select(columns).from(oemMatches).innerJoin(projectDiscoverability, eq(projectDiscoverability.projectId, oemMatches.projectId));
    return (facts ? joined.innerJoin(oemProjectFacts, eq(oemProjectFacts.projectId, oemMatches.projectId)) : joined).where(where);
  };
  // Best first, in the order of `oem_matches_company_rank_idx` (nulls last as the index has them), so the page walks
  // the index rather than sorting all the OEM's matches; the count walks it too and stops past MATCH_COUNT_CAP, so
  // neither reads every discoverable project.
  const ranked = [sql`${oemMatches.score} desc nulls last`, oemMatches.projectId];
  const readCount = async () => {
    const counted = base({ one: sql`1` }, filtersFacts)
      .orderBy(...ranked)
      .limit(MATCH_COUNT_CAP + 1)
      .as('counted');
    const [{ total }] = await db.select({ total: count() }).from(counted);
    return total;
  };
  // The count is kept a few seconds for the next pages of the same filters.
  const key = JSON.stringify([companyId, query.min_score, query.country, query.stage, query.feedstock]);
  const cached = counts?.get(key);
  const offset = (query.page - 1) * query.page_size;
  const [rows, counting] = await Promise.all([
    base({
      projectId: oemMatches.projectId,
      score: oemMatches.score,
      strong: oemMatches.strong,
      name: oemProjectFacts.name,
      facts: oemProjectFacts.facts,
      fields: projectDiscoverability.fields,
    })
      .orderBy(...ranked)
      .limit(query.page_size)
      .offset(offset),
    cached ?? readCount(),
  ]);
  if (cached === undefined) counts?.set(key, counting);
  // The page itself bounds the count, and tells it exactly when it is not full: a kept count never contradicts the
  // rows on screen ("0 matched projects" above a project that has just become discoverable).
  const seen = offset + rows.length;
  const total = rows.length < query.page_size && (rows.length > 0 || offset === 0) ? seen : Math.max(counting, rows.length > 0 ? seen : 0);
  return {
    rows: rows as { projectId: string; score: number; strong: boolean; name: string; facts: ProjectFacts; fields: DiscoverableField[] }[],
    total: Math.min(total, MATCH_COUNT_CAP),
    totalCapped: total > MATCH_COUNT_CAP,
  };
}

/**
 * Claims the strong matches not yet told by marking them told in one statement, and returns them: two
 * digest runs at once (jobs of the same drain, or two instances) never mail the same match twice.
 */
export async function claimUntoldStrongMatches(db: Executor): Promise<MatchRow[]> {
  return db
    .update(oemMatches)
    .set({ notifiedAt: new Date() })
    .where(and(eq(oemMatches.strong, true), isNull(oemMatches.notifiedAt)))
    .returning({ projectId: oemMatches.projectId, companyId: oemMatches.companyId, score: oemMatches.score, strong: oemMatches.strong });
}

/** Whether OEMs may reach the project at all — find it, and send it a proposal: its owner says so. */
export async function projectOpenToOems(db: Executor, projectId: string): Promise<boolean> {
  return (await findDiscoverability(db, projectId)).discoverable;
}
