/**
 * The score of a project against an OEM: pure — facts, offer, requirements and today in, a score
 * from 0 to 100 split into named criteria out. Each criterion cites the project's answers and the OEM's term it
 * compared, says what is missing, and whether it is a hard constraint that excludes the OEM.
 */
import { CRITERION_WEIGHTS, STRONG_MATCH_SCORE, WORLDWIDE, type MatchCriterion } from '@/lib/schemas/oem-constants';
import type { CriterionResult } from '@/lib/schemas/oem-matches';
import type { OemOffer, OemRequirements, ReactorModel } from '@/lib/schemas/oems';
import type { Cited, ProjectFacts } from './facts';

export interface MatchScore {
  score: number;
  strong: boolean;
  excluded: boolean;
  criteria: CriterionResult[];
}

export interface OemTerms {
  offer: OemOffer;
  requirements: OemRequirements;
}

/** within this share outside a model's range, a capacity earns half its points. */
export const CAPACITY_TOLERANCE = 0.25;
/** a budget within this share of the OEM's minimum earns half the budget's points. */
export const BUDGET_TOLERANCE = 0.75;
/** the reason of a criterion whose data no question of the project's questionnaire asks for. */
export const NOT_ASKED = 'not_asked';
const MONTH_MS = 30.44 * 24 * 3600 * 1000;
const PERMITS_READY = new Set(['approved', 'not_required']);
const REGISTRY_CERTIFICATION: Record<string, string> = { puro: 'puro', isometric: 'isometric', verra: 'ebc', csi: 'ebc' };

type Partial = Omit<CriterionResult, 'criterion' | 'weight' | 'hard' | 'excludes'> & { points: number };
const cited = (...facts: Cited<unknown>[]) => facts.map((fact) => ({ question_id: fact.questionId, value: fact.value }));
const missingOf = (...facts: Cited<unknown>[]) => facts.filter((fact) => fact.value === null).map((fact) => fact.questionId);
const statusOf = (points: number, weight: number) => (points >= weight ? 'met' : points > 0 ? 'partial' : 'unmet');

function judged(weight: number, share: number, reason: string, project: Partial['project'], oem: Partial['oem'], missing: string[] = []): Partial {
  const points = Math.round(weight * share * 10) / 10;
  return { points, status: statusOf(points, weight), reason, project, oem, missing };
}
/**
 * Data the project has not given: no points. When its questionnaire asks none of the questions that would give it,
 * the reason is `not_asked` and the criterion is left out of the score: no penalty for what cannot be answered.
 */
function missing(project: Cited<unknown>[], oem: Partial['oem']): Partial {
  const unasked = project.every((fact) => fact.unasked);
  return { points: 0, status: 'missing', reason: unasked ? NOT_ASKED : 'missing', project: cited(...project), oem, missing: missingOf(...project) };
}

function feedstock(facts: ProjectFacts, terms: OemTerms, weight: number): Partial {
  const wanted = facts.feedstocks.value;
  const oem = { term: 'models.feedstocks', value: terms.offer.models.map((model) => ({ model: model.name, feedstocks: model.feedstocks, moisture_max: model.moisture_max })) };
  if (!wanted) return missing([facts.feedstocks], oem);
  const required = terms.requirements.feedstocks;
  const share = (model: ReactorModel) =>
    wanted.filter((item) => model.feedstocks.includes(item as never) && (required.length === 0 || required.includes(item as never))).length / wanted.length;
  const best = terms.offer.models.reduce((top, model) => (share(model) > share(top) ? model : top));
  const wet = facts.moisture.value !== null && facts.moisture.value > best.moisture_max;
  const reason = share(best) === 0 ? 'feedstock_not_accepted' : wet ? 'too_wet' : share(best) < 1 ? 'some_feedstocks_accepted' : 'all_feedstocks_accepted';
  return judged(weight, share(best) * (wet ? 0.5 : 1), reason, cited(facts.feedstocks, facts.moisture), oem, missingOf(facts.moisture));
}

function capacity(facts: ProjectFacts, terms: OemTerms, weight: number): Partial {
  const tonnes = facts.tonnes.value;
  const ranges = terms.offer.models.map((model) => [model.capacity_min, model.capacity_max] as const);
  const oem = { term: 'models.capacity', value: { ranges, capacity_min: terms.requirements.capacity_min } };
  if (tonnes === null) return missing([facts.tonnes], oem);
  const project = cited(facts.tonnes);
  if (terms.requirements.capacity_min !== null && tonnes < terms.requirements.capacity_min) return judged(weight, 0, 'below_oem_minimum', project, oem);
  if (ranges.some(([min, max]) => tonnes >= min && tonnes <= max)) return judged(weight, 1, 'within_range', project, oem);
  const gap = Math.min(...ranges.map(([min, max]) => (tonnes < min ? (min - tonnes) / min : (tonnes - max) / Math.max(max, 1))));
  return gap <= CAPACITY_TOLERANCE ? judged(weight, 0.5, 'near_range', project, oem) : judged(weight, 0, 'outside_range', project, oem);
}

function region(facts: ProjectFacts, terms: OemTerms, weight: number): Partial {
  const oem = { term: 'regions', value: { served: terms.offer.regions, required: terms.requirements.regions } };
  const country = facts.country.value;
  if (country === null) return missing([facts.country], oem);
  const covers = (list: string[]) => list.includes(WORLDWIDE) || list.includes(country);
  const ok = covers(terms.offer.regions) && (terms.requirements.regions.length === 0 || covers(terms.requirements.regions));
  return judged(weight, ok ? 1 : 0, ok ? 'region_served' : 'region_not_served', cited(facts.country), oem);
}

function budget(facts: ProjectFacts, terms: OemTerms, weight: number): Partial {
  const threshold = Math.max(terms.offer.price_min, terms.requirements.budget_min ?? 0);
  const oem = { term: 'price_min', value: threshold };
  const amount = facts.budget.value;
  if (amount === null) return missing([facts.budget], oem);
  const share = amount >= threshold ? 1 : amount >= threshold * BUDGET_TOLERANCE ? 0.5 : 0;
  return judged(weight, share, share === 1 ? 'budget_enough' : share > 0 ? 'budget_close' : 'budget_short', cited(facts.budget), oem);
}

function site(facts: ProjectFacts, terms: OemTerms, weight: number): Partial {
  const { grid_required, permits_required, space_min_ha } = terms.requirements;
  const oem = { term: 'site', value: { grid_required, permits_required, space_min_ha } };
  const needs: [Cited<unknown>, (value: never) => boolean][] = [];
  if (grid_required) needs.push([facts.grid, (value: boolean) => value]);
  if (permits_required) needs.push([facts.permits, (value: string) => PERMITS_READY.has(value)]);
  if (space_min_ha !== null) needs.push([facts.site_area, (value: number) => value >= space_min_ha]);
  if (needs.length === 0) return judged(weight, 1, 'no_site_needs', [], oem);
  const known = needs.filter(([fact]) => fact.value !== null);
  if (known.length === 0)
    return missing(
      needs.map(([fact]) => fact),
      oem,
    );
  const met = known.filter(([fact, test]) => test(fact.value as never)).length;
  return judged(
    weight,
    met / needs.length,
    met === needs.length ? 'site_ready' : 'site_needs_unmet',
    cited(...needs.map(([fact]) => fact)),
    oem,
    missingOf(...needs.map(([fact]) => fact)),
  );
}

function certification(facts: ProjectFacts, terms: OemTerms, weight: number): Partial {
  const offered = [...new Set(terms.offer.models.flatMap((model) => model.certifications))];
  const oem = { term: 'models.certifications', value: offered };
  const registry = facts.registry.value;
  if (registry === null) return missing([facts.registry], oem);
  const needed = REGISTRY_CERTIFICATION[registry];
  if (!needed) return judged(weight, offered.length > 0 ? 0.5 : 0, 'registry_undecided', cited(facts.registry), oem);
  const ok = offered.includes(needed as never);
  return judged(weight, ok ? 1 : 0, ok ? 'certification_ready' : 'certification_not_ready', cited(facts.registry), oem);
}

function timing(facts: ProjectFacts, terms: OemTerms, weight: number, now: Date): Partial {
  const oem = { term: 'stages_and_lead_time', value: { stages: terms.requirements.stages, lead_time_months: terms.offer.lead_time_months } };
  const stage = facts.stage.value;
  if (stage === null) return missing([facts.stage, facts.expected_start], oem);
  const project = cited(facts.stage, facts.expected_start);
  if (terms.requirements.stages.length > 0 && !terms.requirements.stages.includes(stage as never)) return judged(weight, 0, 'stage_not_accepted', project, oem);
  const start = facts.expected_start.value ? Date.parse(facts.expected_start.value) : NaN;
  if (Number.isNaN(start)) return judged(weight, 0.5, 'start_unknown', project, oem, [facts.expected_start.questionId]);
  const months = (start - now.getTime()) / MONTH_MS;
  return months >= terms.offer.lead_time_months ? judged(weight, 1, 'in_time', project, oem) : judged(weight, 0.5, 'lead_time_too_long', project, oem);
}

const CRITERIA: Record<MatchCriterion, (facts: ProjectFacts, terms: OemTerms, weight: number, now: Date) => Partial> = {
  feedstock,
  capacity,
  region,
  budget,
  site,
  certification,
  timing,
};

/** the score, its criteria, and whether a hard constraint the project fails excludes the OEM. */
export function scoreMatch(facts: ProjectFacts, terms: OemTerms, now: Date): MatchScore {
  const criteria = (Object.keys(CRITERIA) as MatchCriterion[]).map((criterion): CriterionResult => {
    const weight = CRITERION_WEIGHTS[criterion];
    const result = CRITERIA[criterion](facts, terms, weight, now);
    const hard = (terms.requirements.hard as string[]).includes(criterion);
    return { criterion, weight, hard, excludes: hard && result.status === 'unmet', ...result };
  });
  // a criterion no question of the questionnaire can feed is left out; the others are scaled to 100.
  const counted = criteria.filter((item) => item.reason !== NOT_ASKED).reduce((sum, item) => sum + item.weight, 0);
  const points = criteria.reduce((sum, item) => sum + item.points, 0);
  const score = counted === 0 ? 0 : Math.round((points * 100) / counted);
  const excluded = criteria.some((item) => item.excludes);
  return { score, excluded, strong: !excluded && score >= STRONG_MATCH_SCORE, criteria };
}
