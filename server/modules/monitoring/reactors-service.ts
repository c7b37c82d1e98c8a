import type { Parameter, ParameterInput, ParameterRemoval, ParameterUpdate, Reactor, ReactorInput, ReactorUpdate, Removed, RemovedParameter } from '@/lib/schemas/monitoring';
import type { Database } from '@/server/db/client';
import type { ParameterRow, ReactorRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import { accessToMonitoring, type Need } from './access';
import { syncNormalRangeRule } from './alarms-normal-range';
import { toParameter, toReactor, toRemovedParameter } from './convert';
import { listDevices } from './devices-repository';
import { countReadings, listRemovedParameters, markParameterRemoved, parametersWithReadings, purgeRemovedParameters, restoreParameter } from './parameters-repository';
import { rangeProblem } from './reading-limits';
import {
  findAnyParameter,
  findParameter,
  findReactor,
  findSite,
  insertParameter,
  insertReactor,
  listParameters,
  listReactors,
  removeReactor,
  updateParameter,
  updateReactor,
} from './setup-repository';

export const REACTOR_NOT_FOUND = 'Reactor not found';
export const PARAMETER_NOT_FOUND = 'Parameter not found';
const SITE_NOT_FOUND = 'Site not found';

/** A reactor the caller may read or change (404 to anyone without access to its project). */
export async function reactorFor(db: Database, reactorId: string, caller: Caller, need: Need): Promise<ReactorRow> {
  const row = await findReactor(db, reactorId);
  if (!row) throw new ApiError(404, REACTOR_NOT_FOUND);
  await accessToMonitoring(db, row.monitoringId, caller, need, REACTOR_NOT_FOUND);
  return row;
}

function nameTaken(name: string): ApiError {
  return new ApiError(409, `The reactor already has a parameter named “${name}”`, { field: 'name' });
}

/** A normal range must be physically possible for what the parameter measures. */
function checkRange(input: ParameterInput | ParameterUpdate): void {
  const problem = rangeProblem({ unit: input.unit, measure: input.measure, normalMin: input.normal_min, normalMax: input.normal_max });
  if (problem) throw new ApiError(422, problem, { field: 'normal_min' });
}

/** Reactors of a site, with their parameters and devices. */
export function createReactorsService(db: Database) {
  async function withDetails(monitoringId: string, rows: ReactorRow[]): Promise<Reactor[]> {
    // Parameters removed more than PARAMETER_RESTORE_DAYS ago are purged lazily, here.
    await purgeRemovedParameters(db, monitoringId);
    const ids = rows.map((row) => row.id);
    const [parameters, devices] = await Promise.all([listParameters(db, monitoringId, ids), listDevices(db, monitoringId, ids)]);
    const withReadings = await parametersWithReadings(
      db,
      monitoringId,
      parameters.map((parameter) => parameter.id),
    );
    return rows.map((row) => toReactor(row, parameters, devices, withReadings));
  }

  async function one(row: ReactorRow): Promise<Reactor> {
    return (await withDetails(row.monitoringId, [row]))[0];
  }

  async function answer(row: ParameterRow): Promise<Parameter> {
    return toParameter(row, (await parametersWithReadings(db, row.monitoringId, [row.id])).has(row.id));
  }

  /** A parameter in use that the caller may change (404 for a removed one). */
  async function changeable(parameterId: string, caller: Caller): Promise<ParameterRow> {
    const parameter = await findParameter(db, parameterId);
    if (!parameter) throw new ApiError(404, PARAMETER_NOT_FOUND);
    await accessToMonitoring(db, parameter.monitoringId, caller, 'write', PARAMETER_NOT_FOUND);
    return parameter;
  }

  return {
    async list(siteId: string, caller: Caller): Promise<Reactor[]> {
      const site = await findSite(db, siteId);
      if (!site) throw new ApiError(404, SITE_NOT_FOUND);
      await accessToMonitoring(db, site.monitoringId, caller, 'read', SITE_NOT_FOUND);
      return withDetails(site.monitoringId, await listReactors(db, site.monitoringId, site.id));
    },

    async get(reactorId: string, caller: Caller): Promise<Reactor> {
      return one(await reactorFor(db, reactorId, caller, 'read'));
    },

    async add(input: ReactorInput, caller: Caller): Promise<Reactor> {
      const site = await findSite(db, input.site_id);
      if (!site) throw new ApiError(404, SITE_NOT_FOUND);
      await accessToMonitoring(db, site.monitoringId, caller, 'write', SITE_NOT_FOUND);
      return one(await insertReactor(db, site, input));
    },

    async update(input: ReactorUpdate, caller: Caller): Promise<Reactor> {
      const row = await reactorFor(db, input.reactor_id, caller, 'write');
      return one(await updateReactor(db, row, input));
    },

    /** Removes the reactor with its parameters, devices and readings. */
    async remove(reactorId: string, caller: Caller): Promise<Removed> {
      const row = await reactorFor(db, reactorId, caller, 'write');
      return { id: row.id, removed_readings: await removeReactor(db, row) };
    },

    async addParameter(input: ParameterInput, caller: Caller): Promise<Parameter> {
      const reactor = await reactorFor(db, input.reactor_id, caller, 'write');
      checkRange(input);
      const row = await insertParameter(db, reactor, input);
      if (!row) throw nameTaken(input.name);
      await syncNormalRangeRule(db, row);
      return toParameter(row, false);
    },

    /** Edits a parameter: its unit only while it has no reading. */
    async updateParameter(input: ParameterUpdate, caller: Caller): Promise<Parameter> {
      const parameter = await changeable(input.parameter_id, caller);
      checkRange(input);
      const hasReadings = (await parametersWithReadings(db, parameter.monitoringId, [parameter.id])).has(parameter.id);
      if (hasReadings && input.unit !== parameter.unit) {
        throw new ApiError(409, `The unit cannot change once readings are stored: they are in ${parameter.unit}`, { field: 'unit' });
      }
      const row = await updateParameter(db, parameter, input);
      if (!row) throw nameTaken(input.name);
      await syncNormalRangeRule(db, row, parameter);
      return toParameter(row, hasReadings);
    },

    /** Removes the parameter: hidden everywhere, its readings kept, restorable for PARAMETER_RESTORE_DAYS; with readings, only when its name is typed. */
    async removeParameter(input: ParameterRemoval, caller: Caller): Promise<RemovedParameter> {
      const parameter = await changeable(input.parameter_id, caller);
      const readings = await countReadings(db, parameter);
      const hasReadings = readings > 0 || (await parametersWithReadings(db, parameter.monitoringId, [parameter.id])).has(parameter.id);
      if (hasReadings && input.confirm_name?.trim() !== parameter.name) {
        throw new ApiError(422, `The parameter has readings: type its name, “${parameter.name}”, to remove it`, { field: 'confirm_name' });
      }
      return toRemovedParameter(await markParameterRemoved(db, parameter), readings);
    },

    /** A reactor's removed parameters that can still be restored. */
    async removedParameters(reactorId: string, caller: Caller): Promise<RemovedParameter[]> {
      const reactor = await reactorFor(db, reactorId, caller, 'read');
      await purgeRemovedParameters(db, reactor.monitoringId);
      return (await listRemovedParameters(db, reactor.monitoringId, reactor.id)).map((row) => toRemovedParameter(row.parameter, row.readings));
    },

    /** Restores a removed parameter with its readings (409 when a parameter in use took its name). */
    async restoreParameter(parameterId: string, caller: Caller): Promise<Parameter> {
      const parameter = await findAnyParameter(db, parameterId);
      if (!parameter?.deletedAt) throw new ApiError(404, PARAMETER_NOT_FOUND);
      await accessToMonitoring(db, parameter.monitoringId, caller, 'write', PARAMETER_NOT_FOUND);
      const outcome = await restoreParameter(db, parameter);
      if (outcome === 'expired') throw new ApiError(404, PARAMETER_NOT_FOUND);
      if (outcome === 'name_taken') throw nameTaken(parameter.name);
      return answer((await findParameter(db, parameter.id)) ?? parameter);
    },
  };
}
export type ReactorsService = ReturnType<typeof createReactorsService>;
