/**
 * Matching: a project's facts against every verified OEM. The OEM's list is stored (recomputed by the
 * background jobs of jobs.ts); a project's own page computes its matches afresh, so it is never stale.
 */
import { factsOf, MATCHING_QUESTION_IDS, type Asks, type ProjectFacts } from '@/lib/oems/facts';
import { scoreMatch } from '@/lib/oems/score';
import { LISTED_MATCH_SCORE } from '@/lib/schemas/oem-constants';
import type { ProjectMatch } from '@/lib/schemas/oem-matches';
import type { Database } from '@/server/db/client';
import { loadTemplateIndex } from '@/server/modules/templates/public';
import { allProjectIds, answerValuesOf, projectNames } from '@/server/modules/projects/public';
import { loadFacts, replaceOemMatches, replaceProjectMatches, saveFacts, type MatchRow, type StoredFacts } from './matches-repository';
import { findOem, verifiedOems, type OemRow } from './offers-repository';

const NAME_QUESTION = 'project_name';

/** Listed matches of one project against these OEMs (not excluded, at least LISTED_MATCH_SCORE). */
function listed(projectId: string, facts: ProjectFacts, oems: OemRow[], now: Date): MatchRow[] {
  const rows: MatchRow[] = [];
  for (const oem of oems) {
    const result = scoreMatch(facts, oem.offer, now);
    if (!result.excluded && result.score >= LISTED_MATCH_SCORE) rows.push({ projectId, companyId: oem.company.id, score: result.score, strong: result.strong });
  }
  return rows;
}

export function createMatchingService(db: Database) {
  /** Reads the projects' answers again and stores their facts. */
  async function refreshFacts(projectIds: string[]): Promise<StoredFacts[]> {
    const [values, names] = await Promise.all([answerValuesOf(db, projectIds, [...MATCHING_QUESTION_IDS, NAME_QUESTION]), projectNames(db, projectIds)]);
    const asks = new Map<string, Asks>();
    for (const snapshotId of new Set([...names.values()].map((row) => row.snapshotId))) {
      const index = await loadTemplateIndex(db, snapshotId);
      asks.set(snapshotId, (questionId) => index.questionById.has(questionId));
    }
    const rows = projectIds
      .filter((id) => names.has(id))
      .map((projectId) => {
        const project = names.get(projectId)!;
        return { projectId, name: project.name, facts: factsOf(values.get(projectId) ?? new Map(), asks.get(project.snapshotId)) };
      });
    await saveFacts(db, rows);
    return rows;
  }

  return {
    refreshFacts,

    /** R-23.35: after answers change — the projects' facts again, then their matches against every verified OEM. */
    async recomputeProjects(projectIds: string[], now = new Date()): Promise<void> {
      if (projectIds.length === 0) return;
      const [facts, oems] = await Promise.all([refreshFacts(projectIds), verifiedOems(db)]);
      for (const row of facts) await replaceProjectMatches(db, row.projectId, listed(row.projectId, row.facts, oems, now));
    },

    /** after an OEM's offer, requirements or verification change — its matches against every project's facts. */
    async recomputeOem(companyId: string, now = new Date()): Promise<void> {
      const oem = await findOem(db, companyId);
      if (!oem?.company.verifiedAt) return replaceOemMatches(db, companyId, []);
      const rows = (await loadFacts(db)).flatMap((row) => listed(row.projectId, row.facts, [oem], now));
      await replaceOemMatches(db, companyId, rows);
    },

    /**
     * Everything again: every project's facts, every verified OEM (the bench's full recompute; the demo's seeding).
     * The facts are read once for all OEMs, not once per OEM.
     */
    async recomputeAll(now = new Date()): Promise<void> {
      const facts = await refreshFacts(await allProjectIds(db));
      for (const oem of await verifiedOems(db)) {
        await replaceOemMatches(
          db,
          oem.company.id,
          facts.flatMap((row) => listed(row.projectId, row.facts, [oem], now)),
        );
      }
    },

    /** a project's matches computed afresh from its answers, best first and the excluded last. */
    async matchesOf(values: ReadonlyMap<string, unknown>, asks?: Asks, now = new Date()): Promise<ProjectMatch[]> {
      const facts = factsOf(values, asks);
      const matches = (await verifiedOems(db)).map((oem): ProjectMatch => {
        const result = scoreMatch(facts, oem.offer, now);
        const { company } = oem;
        return { company_id: company.id, legal_name: company.legalName, country: company.country, website: company.website, ...result };
      });
      return matches.sort((a, b) => Number(a.excluded) - Number(b.excluded) || b.score - a.score || a.legal_name.localeCompare(b.legal_name));
    },
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;
