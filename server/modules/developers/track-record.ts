import { TRACK_RECORD_QUESTIONS, type TrackRecord } from '@/lib/schemas/developers';
import type { Database } from '@/server/db/client';
import { findPublicationByProject, isListed } from '@/server/modules/opportunities/public';
import { listAnswers, projectTrackFacts } from '@/server/modules/projects/public';
import { linkedProjects } from '@/server/modules/companies/public';

/** A numeric answer, or null (an answer stored as text that reads as a number counts). */
function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * A developer company's track record, computed from the projects linked to it: how many, the design
 * capacity and the feedstock a year they declare, how many steps each completed, and how many are listed opportunities.
 */
export async function trackRecordOf(db: Database, companyId: string): Promise<TrackRecord> {
  const ids = (await linkedProjects(db, companyId)).map((row) => row.projectId);
  const [facts, answers] = await Promise.all([projectTrackFacts(db, ids), listAnswers(db, ids)]);
  const figures = new Map<string, { capacity: number | null; tonnes: number | null }>();
  for (const answer of answers) {
    const entry = figures.get(answer.projectId) ?? { capacity: null, tonnes: null };
    if (answer.questionId === TRACK_RECORD_QUESTIONS.capacity) entry.capacity = numberOf(answer.value);
    if (answer.questionId === TRACK_RECORD_QUESTIONS.tonnes) entry.tonnes = numberOf(answer.value);
    figures.set(answer.projectId, entry);
  }
  const published = new Set<string>();
  for (const fact of facts) {
    const publication = await findPublicationByProject(db, fact.id);
    if (publication && (await isListed(db, publication.id))) published.add(fact.id);
  }
  const stages: Record<string, number> = {};
  const items = facts
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((fact) => {
      const figure = figures.get(fact.id);
      stages[String(fact.stepsCompleted)] = (stages[String(fact.stepsCompleted)] ?? 0) + 1;
      return {
        name: fact.name,
        capacity_tonnes: figure?.capacity ?? null,
        feedstock_tonnes: figure?.tonnes ?? null,
        steps_completed: fact.stepsCompleted,
        steps_total: fact.stepsTotal,
        published: published.has(fact.id),
      };
    });
  const sum = (pick: (item: (typeof items)[number]) => number | null) => items.reduce((total, item) => total + (pick(item) ?? 0), 0);
  return {
    projects: items.length,
    capacity_tonnes: sum((item) => item.capacity_tonnes),
    feedstock_tonnes: sum((item) => item.feedstock_tonnes),
    stages_reached: stages,
    published_opportunities: published.size,
    items,
  };
}
