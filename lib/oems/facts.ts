/**
 * A project's facts for matching, read from its answers by question id: the questionnaire's own questions
 * (biochar readiness; the investment questionnaire's stage and raise). Pure: answers in, facts out.
 */

/** Each fact and the questions that supply it, first answered first. */
export const FACT_QUESTIONS = {
  feedstocks: ['feedstock_types'],
  tonnes: ['plant_capacity_tonnes', 'feedstock_tonnes'],
  moisture: ['feedstock_moisture'],
  country: ['project_country'],
  stage: ['project_stage', 'deal_stage'],
  expected_start: ['expected_start'],
  grid: ['grid_connection'],
  site_area: ['site_area'],
  permits: ['environmental_assessment'],
  registry: ['registry'],
  budget: ['ticket_size'],
} as const;
export type FactKey = keyof typeof FACT_QUESTIONS;

export interface Cited<Value> {
  value: Value | null;
  /** The question the value came from, or the first that would supply it when none is answered. */
  questionId: string;
  /** Set when the project's questionnaire asks none of the questions that would supply it. */
  unasked?: true;
}

export interface ProjectFacts {
  feedstocks: Cited<string[]>;
  tonnes: Cited<number>;
  moisture: Cited<number>;
  country: Cited<string>;
  stage: Cited<string>;
  expected_start: Cited<string>;
  grid: Cited<boolean>;
  site_area: Cited<number>;
  permits: Cited<string>;
  registry: Cited<string>;
  budget: Cited<number>;
}

/** Every question id matching reads: the sweep watches only these. */
export const MATCHING_QUESTION_IDS: string[] = Object.values(FACT_QUESTIONS).flat();

type Parse<Value> = (raw: unknown) => Value | null;
const asNumber: Parse<number> = (raw) => (typeof raw === 'number' && Number.isFinite(raw) ? raw : null);
const asText: Parse<string> = (raw) => (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null);
const asBoolean: Parse<boolean> = (raw) => (typeof raw === 'boolean' ? raw : null);
const asList: Parse<string[]> = (raw) => (Array.isArray(raw) && raw.length > 0 && raw.every((item) => typeof item === 'string') ? (raw as string[]) : null);
const asCountry: Parse<string> = (raw) => {
  const text = asText(raw)?.toUpperCase();
  return text && /^[A-Z]{2}$/.test(text) ? text : null;
};

/** Whether the project's questionnaire asks a question; without it, every question counts as asked. */
export type Asks = (questionId: string) => boolean;

function cite<Value>(values: ReadonlyMap<string, unknown>, key: FactKey, parse: Parse<Value>, asks: Asks): Cited<Value> {
  for (const questionId of FACT_QUESTIONS[key]) {
    const value = parse(values.get(questionId));
    if (value !== null) return { value, questionId };
  }
  const questionId = FACT_QUESTIONS[key][0];
  return FACT_QUESTIONS[key].some(asks) ? { value: null, questionId } : { value: null, questionId, unasked: true };
}

/** The facts of a project from its answer values (question id → stored value) and what its questionnaire asks. */
export function factsOf(values: ReadonlyMap<string, unknown>, asks: Asks = () => true): ProjectFacts {
  return {
    feedstocks: cite(values, 'feedstocks', asList, asks),
    tonnes: cite(values, 'tonnes', asNumber, asks),
    moisture: cite(values, 'moisture', asNumber, asks),
    country: cite(values, 'country', asCountry, asks),
    stage: cite(values, 'stage', asText, asks),
    expected_start: cite(values, 'expected_start', asText, asks),
    grid: cite(values, 'grid', asBoolean, asks),
    site_area: cite(values, 'site_area', asNumber, asks),
    permits: cite(values, 'permits', asText, asks),
    registry: cite(values, 'registry', asText, asks),
    budget: cite(values, 'budget', asNumber, asks),
  };
}
