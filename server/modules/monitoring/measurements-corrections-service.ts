import type { Correction, CorrectionInput, CorrectionsQuery } from '@/lib/schemas/monitoring-data';
import type { Database } from '@/server/db/client';
import type { MeasurementCorrectionRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { findPeople, type Caller } from '@/server/modules/projects/public';
import type { IngestionOptions } from './ingestion-service';
import { correctReading, listCorrections } from './measurements-corrections-repository';
import { PARAMETER_NOT_FOUND, reactorFor } from './reactors-service';
import { listParameters } from './setup-repository';

export const READING_NOT_FOUND = 'No reading of this parameter is stored at this time';
export const VALUE_UNCHANGED = 'The reading already holds this value';

/**
 * Explicit corrections of stored readings (docs/requirements.md ): a device never overwrites a stored value (it
 * gets `conflict`); the project's owner or an editor replaces it here, with a reason, and the old value is kept.
 */
export function createCorrectionsService(db: Database, options: Pick<IngestionOptions, 'afterStore'> = {}) {
  async function toCorrections(rows: MeasurementCorrectionRow[]): Promise<Correction[]> {
    const people = await findPeople(
      db,
      rows.map((row) => row.correctedBy),
    );
    return rows.map((row) => {
      const person = row.correctedBy ? people.get(row.correctedBy) : undefined;
      return {
        id: row.id,
        parameter_id: row.parameterId,
        time: row.time.toISOString(),
        old_value: row.oldValue,
        new_value: row.newValue,
        reason: row.reason,
        corrected_by: person ? { id: person.id, name: person.name } : null,
        corrected_at: row.correctedAt.toISOString(),
      };
    });
  }

  async function parametersOf(reactorId: string, parameterId: string | undefined, caller: Caller, need: 'read' | 'write') {
    const reactor = await reactorFor(db, reactorId, caller, need);
    const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
    const chosen = parameterId ? parameters.filter((parameter) => parameter.id === parameterId) : parameters;
    if (parameterId && chosen.length === 0) throw new ApiError(404, PARAMETER_NOT_FOUND);
    return { reactor, parameterIds: chosen.map((parameter) => parameter.id) };
  }

  return {
    async correct(input: CorrectionInput, caller: Caller): Promise<Correction> {
      const { reactor } = await parametersOf(input.reactor_id, input.parameter_id, caller, 'write');
      const time = new Date(input.time).toISOString();
      const done = await correctReading(db, {
        monitoringId: reactor.monitoringId,
        parameterId: input.parameter_id,
        time,
        value: input.value,
        reason: input.reason,
        correctedBy: caller.user.id,
      });
      if (done === 'missing') throw new ApiError(404, READING_NOT_FOUND);
      if (done === 'unchanged') throw new ApiError(409, VALUE_UNCHANGED);
      // A corrected reading is the parameter's own: its alarm rules see it.
      await options.afterStore?.(reactor.monitoringId, [input.parameter_id], new Date(time));
      return (await toCorrections([done]))[0];
    },

    async list(query: CorrectionsQuery, caller: Caller): Promise<Correction[]> {
      const { reactor, parameterIds } = await parametersOf(query.reactor_id, query.parameter_id, caller, 'read');
      return toCorrections(await listCorrections(db, reactor.monitoringId, parameterIds, query.limit));
    },
  };
}
export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
