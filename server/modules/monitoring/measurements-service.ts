import type { MeasurementPage, MeasurementsQuery } from '@/lib/schemas/monitoring-data';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import { selectReadings } from './measurements-repository';
import { PARAMETER_NOT_FOUND, reactorFor } from './reactors-service';
import { listParameters } from './setup-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor of a page: the time and parameter of its last reading. */
function encodeCursor(time: string, parameterId: string): string {
  return Buffer.from(`${time}|${parameterId}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { time: string; parameterId: string } {
  const [time, parameterId] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!time || !parameterId || !UUID.test(parameterId) || !Number.isFinite(Date.parse(time)) || !time.endsWith('Z')) {
    throw new ApiError(400, 'cursor is not one this route gave', { field: 'cursor' });
  }
  return { time, parameterId };
}

/** Readings of a reactor for a period, page by page (anyone who may read the project). */
export function createMeasurementsService(db: Database) {
  return {
    async read(query: MeasurementsQuery, caller: Caller): Promise<MeasurementPage> {
      const reactor = await reactorFor(db, query.reactor_id, caller, 'read');
      const parameters = await listParameters(db, reactor.monitoringId, [reactor.id]);
      const chosen = query.parameter_id ? parameters.filter((parameter) => parameter.id === query.parameter_id) : parameters;
      if (query.parameter_id && chosen.length === 0) throw new ApiError(404, PARAMETER_NOT_FOUND);
      const rows = await selectReadings(db, {
        monitoringId: reactor.monitoringId,
        parameterIds: chosen.map((parameter) => parameter.id),
        from: new Date(query.from).toISOString(),
        to: new Date(query.to).toISOString(),
        limit: query.limit + 1,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
      });
      const readings = rows.slice(0, query.limit).map((row) => ({
        parameter_id: row.parameter_id,
        time: new Date(row.time).toISOString(),
        value: Number(row.value),
      }));
      const last = readings.at(-1);
      return { reactor_id: reactor.id, readings, next_cursor: rows.length > query.limit && last ? encodeCursor(last.time, last.parameter_id) : null };
    },
  };
}
