/**
 * What people see of matches: a project's OEMs with every criterion and the questions that would complete them
 * and an OEM's matched projects with only the fields their owners allow.
 */
import { assessmentHref } from '@/lib/page-routes/projects';
import type { Language } from '@/lib/schemas/common';
import type { DiscoverableField } from '@/lib/schemas/oem-constants';
import type { MissingQuestion, OemMatches, OemMatchesQuery, ProjectMatches } from '@/lib/schemas/oem-matches';
import type { ProjectFacts } from '@/lib/oems/facts';
import { localize } from '@/lib/templates/localize';
import type { Database } from '@/server/db/client';
import { createCountCache } from '@/server/db/count-cache';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { loadProjectState, type ProjectAccessContext, type ProjectState } from '@/server/modules/projects/public';
import { findDiscoverability, oemMatchPage } from './matches-repository';
import type { MatchingService } from './matching-service';
import { oemOfMember } from './offers-repository';
import { NO_OEM, toOem } from './service';

/**
 * Where a missing question is answered: its own page while its step is open; while the step is locked, which
 * step to complete first (the first one not completed, as steps open one after the other) and that step's page.
 */
function missingQuestion(state: ProjectState, questionId: string, language: Language): MissingQuestion {
  const indexed = state.index.questionById.get(questionId);
  const row = indexed && state.assessments.find((assessment) => assessment.definitionId === indexed.assessment.id);
  const title = indexed ? localize(indexed.question.label, language) : null;
  if (!indexed || !row) return { question_id: questionId, title, href: null, locked: null };
  if (row.status !== 'locked') {
    return { question_id: questionId, title, href: assessmentHref(state.project.id, row.id, { section: indexed.section.id, question: questionId }), locked: null };
  }
  const opener = state.assessments.find((assessment) => assessment.status !== 'completed' && assessment.status !== 'locked') ?? row;
  const openerTitle = state.index.assessmentById.get(opener.definitionId)?.assessment.title;
  return {
    question_id: questionId,
    title,
    href: null,
    locked: {
      step: localize(indexed.assessment.title, language),
      unlocked_by: openerTitle ? localize(openerTitle, language) : '',
      href: assessmentHref(state.project.id, opener.id),
    },
  };
}

/** The facts an owner lets OEMs see, by field. */
const FIELD_FACTS: Record<DiscoverableField, (facts: ProjectFacts) => unknown> = {
  country: (facts) => facts.country.value,
  stage: (facts) => facts.stage.value,
  feedstocks: (facts) => facts.feedstocks.value,
  capacity: (facts) => facts.tonnes.value,
  budget: (facts) => facts.budget.value,
  expected_start: (facts) => facts.expected_start.value,
  site: (facts) => ({ grid: facts.grid.value, site_area: facts.site_area.value, permits: facts.permits.value }),
};

export function createMatchesView(db: Database, matching: MatchingService) {
  const counts = createCountCache();
  return {
    async ofProject(context: ProjectAccessContext, language: Language): Promise<ProjectMatches> {
      const state = await loadProjectState(db, context);
      const [matches, discoverability] = await Promise.all([
        matching.matchesOf(state.values, (questionId) => state.index.questionById.has(questionId)),
        findDiscoverability(db, state.project.id),
      ]);
      const missingIds = [...new Set(matches.flatMap((match) => match.criteria.flatMap((criterion) => criterion.missing)))];
      return { project_id: state.project.id, matches, missing: missingIds.map((id) => missingQuestion(state, id, language)), discoverability };
    },

    /** An OEM sees its matches only once verified, and only discoverable projects, with only the fields allowed. */
    async ofOem(user: CurrentUser, query: OemMatchesQuery): Promise<OemMatches> {
      const mine = await oemOfMember(db, user.id);
      if (!mine) throw new ApiError(404, NO_OEM);
      const status = toOem(mine).status;
      if (status !== 'verified') return { items: [], total: 0, total_capped: false, page: query.page, page_size: query.page_size, oem_status: status };
      const { rows, total, totalCapped } = await oemMatchPage(db, mine.company.id, query, counts);
      const items = rows.map((row) => ({
        project_id: row.projectId,
        name: row.name,
        score: row.score,
        strong: row.strong,
        fields: Object.fromEntries(row.fields.map((field) => [field, FIELD_FACTS[field](row.facts)])),
      }));
      return { items, total, total_capped: totalCapped, page: query.page, page_size: query.page_size, oem_status: status };
    },
  };
}
