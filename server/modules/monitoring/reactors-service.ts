import type { Parameter, ParameterInput, ParameterUpdate, Reactor, ReactorInput, ReactorUpdate, Removed } from '@/lib/schemas/monitoring';
import type { Database } from '@/server/db/client';
import type { ReactorRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import { accessToMonitoring, type Need } from './access';
import { syncNormalRangeRule } from './alarms-normal-range';
import { toParameter, toReactor } from './convert';
import { listDevices } from './devices-repository';
import {
  findParameter,
  findReactor,
  findSite,
  insertParameter,
  insertReactor,
  listParameters,
  listReactors,
  removeParameter,
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

/** Reactors of a site, with their parameters and devices. */
export function createReactorsService(db: Database) {
  async function withDetails(monitoringId: string, rows: ReactorRow[]): Promise<Reactor[]> {
    const ids = rows.map((row) => row.id);
    const [parameters, devices] = await Promise.all([listParameters(db, monitoringId, ids), listDevices(db, monitoringId, ids)]);
    return rows.map((row) => toReactor(row, parameters, devices));
  }

  async function one(row: ReactorRow): Promise<Reactor> {
    return (await withDetails(row.monitoringId, [row]))[0];
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
      const row = await insertParameter(db, reactor, input);
      if (!row) throw nameTaken(input.name);
      await syncNormalRangeRule(db, row);
      return toParameter(row);
    },

    async updateParameter(input: ParameterUpdate, caller: Caller): Promise<Parameter> {
      const parameter = await findParameter(db, input.parameter_id);
      if (!parameter) throw new ApiError(404, PARAMETER_NOT_FOUND);
      await accessToMonitoring(db, parameter.monitoringId, caller, 'write', PARAMETER_NOT_FOUND);
      const row = await updateParameter(db, parameter, input);
      if (!row) throw nameTaken(input.name);
      return toParameter(row);
    },

    /** Removes the parameter with its readings. */
    async removeParameter(parameterId: string, caller: Caller): Promise<Removed> {
      const parameter = await findParameter(db, parameterId);
      if (!parameter) throw new ApiError(404, PARAMETER_NOT_FOUND);
      await accessToMonitoring(db, parameter.monitoringId, caller, 'write', PARAMETER_NOT_FOUND);
      return { id: parameter.id, removed_readings: await removeParameter(db, parameter) };
    },
  };
}
export type ReactorsService = ReturnType<typeof createReactorsService>;
