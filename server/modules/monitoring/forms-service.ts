import type { TemplateDetail } from '@/lib/schemas/resources';
import { FORM_FUTURE_TOLERANCE_MS, type FormEntry, type FormEntryInput } from '@/lib/schemas/monitoring-forms';
import type { Database } from '@/server/db/client';
import type { FormEntryRow, ParameterRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findPeople, type Caller } from '@/server/modules/projects/public';
import { findTemplateById, listTemplatesOfKind, toTemplateDetail } from '@/server/modules/resources/public';
import { indexTemplate, isRequired, validateAnswer, visibleQuestions } from '@/server/modules/templates/public';
import { createFormBatches } from './batches-form';
import type { BatchesService } from './batches-service';
import { formContentHash } from './form-content-hash';
import { findEntry, insertEntryWithObservations, listEntries, type NewObservation } from './forms-repository';
import { reactorFor } from './reactors-service';
import { formReadingsProblem } from './reading-limits';
import { listParameters } from './setup-repository';
import { convert } from './units';

export const TEMPLATE_NOT_FOUND = 'Monitoring template not found';
const NO_FILES: ReadonlySet<string> = new Set();

const unitOf = (unit: unknown): string | undefined => (typeof unit === 'string' ? unit : (unit as { en?: string } | undefined)?.en);

/**
 * The answers' observations: each number question named like one of the reactor's parameters, in that parameter's unit.
 * They are the form's, not the parameter's readings: they never move its alarms (docs/requirements.md R-20.8).
 */
function observationsOf(answers: Map<string, unknown>, questions: { id: string; type: string; unit?: unknown }[], parameters: ParameterRow[]): NewObservation[] {
  const byName = new Map(parameters.map((parameter) => [parameter.name.toLowerCase(), parameter]));
  const observations: NewObservation[] = [];
  for (const question of questions) {
    const parameter = byName.get(question.id.toLowerCase());
    const value = answers.get(question.id);
    // One observation per parameter and form: a second question naming it (another case) is left out.
    if (question.type !== 'number' || !parameter || typeof value !== 'number' || observations.some((seen) => seen.parameterId === parameter.id)) continue;
    const from = unitOf(question.unit) ?? parameter.unit;
    const converted = convert(value, from, parameter.unit);
    if (converted === undefined) {
      throw new ApiError(422, `“${question.id}” is in ${from}, which does not convert to the ${parameter.unit} of the reactor’s parameter`, { question_id: question.id });
    }
    observations.push({ parameterId: parameter.id, value: converted });
  }
  return observations;
}

/**
 * Monitoring forms: their templates, and the forms operators fill for a reactor (its owner and editors). A form's batch
 * start and end open and close the reactor's batch, before the form is stored.
 */
export function createFormsService(db: Database, batches?: BatchesService) {
  const applyFormBatch = batches && createFormBatches(db, batches);
  async function toEntries(rows: FormEntryRow[]): Promise<FormEntry[]> {
    const people = await findPeople(
      db,
      rows.map((row) => row.submittedBy),
    );
    return rows.map((row) => {
      const person = row.submittedBy ? people.get(row.submittedBy) : undefined;
      return {
        id: row.id,
        template_id: row.templateId,
        template_version: row.templateVersion,
        reactor_id: row.reactorId,
        measured_at: row.measuredAt.toISOString(),
        answers: row.answers,
        readings_stored: 0,
        observations_stored: row.readingsStored,
        submitted_by: person ? { id: person.id, name: person.name } : null,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  return {
    templates: async (): Promise<TemplateDetail[]> => (await listTemplatesOfKind(db, 'monitoring')).map(toTemplateDetail),

    /**
     * Checks every answer as the questionnaire does, stores the form and its observations, once: the same id, or the
     * same content under a new id (a phone sending again), answers the form first stored.
     */
    async submit(input: FormEntryInput, caller: Caller): Promise<FormEntry> {
      const reactor = await reactorFor(db, input.reactor_id, caller, 'write');
      const template = await findTemplateById(db, input.template_id);
      if (!template || template.kind !== 'monitoring') throw new ApiError(404, TEMPLATE_NOT_FOUND);
      const measuredAt = new Date(input.measured_at);
      if (measuredAt.getTime() > Date.now() + FORM_FUTURE_TOLERANCE_MS) throw new ApiError(422, 'measured_at is in the future', { field: 'measured_at' });

      const known = await findEntry(db, reactor.monitoringId, input.entry_id);
      if (known) return (await toEntries([known]))[0];

      const index = indexTemplate(template.definition);
      const answers = new Map<string, unknown>();
      for (const [id, value] of Object.entries(input.answers)) {
        const found = index.questionById.get(id);
        if (!found) throw new ApiError(422, `“${id}” is not a question of this form`, { question_id: id });
        if (value === null || value === '') continue;
        const checked = validateAnswer(found.question, value, { projectFileIds: NO_FILES });
        if (!checked.ok) throw new ApiError(422, `Invalid answer to “${id}”: ${checked.reason}`, { question_id: id });
        answers.set(id, checked.value);
      }
      const visible = visibleQuestions(index, answers);
      const missing = index.questions.filter(({ question }) => visible.has(question.id) && isRequired(question) && !answers.has(question.id)).map(({ question }) => question.id);
      if (missing.length > 0) throw new ApiError(422, `The form is not complete: ${missing.join(', ')}`, { missing });

      const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
      const shown = index.questions.filter(({ question }) => visible.has(question.id)).map(({ question }) => question);
      const observations = observationsOf(answers, shown, parameters);
      const content = Object.fromEntries(answers);
      const impossible = formReadingsProblem(observations, parameters); // physical limits, R-20.12 (reading-limits.ts)
      if (impossible) throw new ApiError(422, impossible, { field: 'answers' });
      const entry = {
        monitoringId: reactor.monitoringId,
        id: input.entry_id,
        reactorId: reactor.id,
        templateId: template.id,
        templateVersion: template.version,
        measuredAt,
        answers: content,
        submittedBy: caller.user.id,
        contentHash: formContentHash({ reactorId: reactor.id, templateId: template.id, measuredAt, answers: content }),
      };
      if (applyFormBatch) await applyFormBatch(reactor, { measuredAt, answers: content }, { caller, requestId: null });
      const { row } = await insertEntryWithObservations(db, entry, observations);
      return (await toEntries([row]))[0];
    },

    async entries(reactorId: string, limit: number, caller: Caller): Promise<FormEntry[]> {
      const reactor = await reactorFor(db, reactorId, caller, 'read');
      const rows = await listEntries(db, reactor.monitoringId, reactor.id, limit);
      return toEntries(rows);
    },
  };
}
export type FormsService = ReturnType<typeof createFormsService>;
