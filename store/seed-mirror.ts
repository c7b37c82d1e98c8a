import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { AssessmentDetail, AutofillProposalList, CompletedAssessment } from '@/lib/schemas/assessments';
import type { ProjectDetail } from '@/lib/schemas/projects';
import { assessmentStateFrom, projectStateFrom } from './seed-state';
import { saveAssessment, setAutofillPending, updateAssessment, type AssessmentState } from './slices/assessment';
import { saveProject, setCurrentAssessment, setCurrentSection, type ProjectState } from './slices/project';

/**
 * The one place where the API's answers reach the seed's `project` and `assessment` parts of the store. Pages read
 * projects and assessments through RTK Query; this middleware watches the cache and the calls' answers and keeps the
 * two parts in step, whatever filled the cache (a request, the server's prefetched answers, a cache patch after a
 * save) and when a page opens on what the cache already holds:
 *
 * - a project read (`getProject`) replaces the project part;
 * - an assessment read (`getAssessment`) replaces the assessment part, or, for the one already there, refreshes
 *   what the server decides (status, figures, visible questions) and keeps where the user is and the autofill
 *   state, which the page moves;
 * - autofill proposals found or read set `autofill_pending`; a completion sets the status and the next assessment;
 * - the project's current assessment and section follow the assessment part.
 *
 * The page itself only says where the user is (section, question) and what the user decided on proposals.
 */

interface CacheEntry {
  endpointName?: string;
  data?: unknown;
}

/** The parts of the state the mirror reads; the API cache is absent until a module that calls the API loads. */
export interface MirroredState {
  project: ProjectState;
  assessment: AssessmentState;
  api?: { queries: Record<string, CacheEntry | undefined> };
}

/** The data of the latest `endpoint` cache entry whose data changed between two states. */
function changedData(before: MirroredState, after: MirroredState, endpoint: string): unknown {
  const previous = before.api?.queries;
  const current = after.api?.queries;
  if (!current || previous === current) return undefined;
  let changed: unknown;
  for (const [key, entry] of Object.entries(current)) {
    if (entry?.endpointName === endpoint && entry.data !== undefined && entry.data !== previous?.[key]?.data) changed = entry.data;
  }
  return changed;
}

/** The cached data of the query of `endpoint` this action is about (started, answered, or found fresh in the cache). */
function requestedData(action: UnknownAction, after: MirroredState, endpoint: string): unknown {
  const arg = (action.meta as { arg?: { endpointName?: string; queryCacheKey?: string } } | undefined)?.arg;
  if (arg?.endpointName !== endpoint || !arg.queryCacheKey) return undefined;
  return after.api?.queries[arg.queryCacheKey]?.data;
}

/**
 * The project or assessment to write: one whose cached data changed, else one a query asked for that the store does
 * not hold (a page opened on data already in the cache makes no request, only a query action).
 */
function toMirror<Data extends { id: string }>(before: MirroredState, after: MirroredState, action: UnknownAction, endpoint: string, heldId: string) {
  const changed = changedData(before, after, endpoint) as Data | undefined;
  if (changed) return changed;
  const requested = requestedData(action, after, endpoint) as Data | undefined;
  return requested && requested.id !== heldId ? requested : undefined;
}

/** The answer of a call to one of `endpoints` that just succeeded (RTK Query's fulfilled action), if this is one. */
function answerOf(action: UnknownAction, endpoints: readonly string[]): unknown {
  const meta = action.meta as { requestStatus?: string; arg?: { endpointName?: string } } | undefined;
  if (meta?.requestStatus !== 'fulfilled' || !endpoints.includes(meta.arg?.endpointName ?? '')) return undefined;
  return action.payload;
}

/** What a new reading of the assessment already in the store refreshes: the fields the server decides. */
function serverFields(detail: AssessmentDetail): Partial<AssessmentState> {
  const { current_section: _section, current_question: _question, autofill_pending: _pending, ...fields } = assessmentStateFrom(detail);
  return fields;
}

/** The project's first step points at the assessment in the store, at the section the user is on. */
function projectFollowsAssessment({ project, assessment }: MirroredState): UnknownAction[] {
  const step = project.steps[0];
  const held = step?.assessments.find((candidate) => candidate.id === assessment.id);
  if (!assessment.id || !held) return [];
  if (step.current_assessment !== assessment.id) return [setCurrentAssessment({ assessment_id: assessment.id })];
  return held.current_section === assessment.current_section ? [] : [setCurrentSection(assessment.current_section)];
}

/**
 * The actions that bring the project and assessment parts in step after `action` moved the state from `before` to
 * `after` (none when they already are). Each one passes through the mirror again, so the project's pointer follows
 * once the parts themselves are written.
 */
export function mirrorActions(before: MirroredState, after: MirroredState, action: UnknownAction): UnknownAction[] {
  const updates: UnknownAction[] = [];
  const project = toMirror<ProjectDetail>(before, after, action, 'getProject', after.project.id);
  if (project) updates.push(saveProject(projectStateFrom(project)));
  const assessment = toMirror<AssessmentDetail>(before, after, action, 'getAssessment', after.assessment.id);
  if (assessment) {
    updates.push(assessment.id === after.assessment.id ? updateAssessment(serverFields(assessment)) : saveAssessment(assessmentStateFrom(assessment)));
  }
  const found = answerOf(action, ['runAutofill', 'getAutofill']) as AutofillProposalList | undefined;
  if (found && found.assessmentId === after.assessment.id) updates.push(setAutofillPending(found.proposals.length > 0));
  const completed = answerOf(action, ['completeAssessment']) as CompletedAssessment | undefined;
  if (completed && completed.assessment.id === after.assessment.id) {
    updates.push(updateAssessment({ status: 'completed', next_assessment_id: completed.unlocked?.id ?? completed.assessment.next_assessment_id }));
  }
  return updates.length > 0 ? updates : projectFollowsAssessment(after);
}

/** The middleware that applies {@link mirrorActions} after every action. */
export const seedMirror: Middleware<object, MirroredState> = (store) => (next) => (action) => {
  const before = store.getState();
  const result = next(action);
  for (const update of mirrorActions(before, store.getState(), action as UnknownAction)) store.dispatch(update);
  return result;
};
