import type { Database } from '@/server/db/client';
import type { ParameterRow, ReactorRow, SiteRow } from '@/server/db/schema';
import { csvCell, CSV_FILE_NAME } from '@/server/http/csv';
import { selectReadings } from './measurements-repository';

/** Readings read per query while a CSV export streams. */
const CSV_PAGE = 5_000;
/** The byte order mark that makes spreadsheets read the file as UTF-8 (°C, names in any script). */
export const UTF8_BOM = '\uFEFF';
export const CSV_COLUMNS = ['site', 'reactor', 'time', 'parameter', 'unit', 'value'] as const;

/** The calendar day of an instant in a zone, `YYYY-MM-DD`. */
function dayIn(time: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
}

/**
 * The export's file name (docs/requirements.md ): the reactor and the period's first and last day in the site's
 * zone, the end inclusive (`kiln-1_2026-11-20_to_2026-11-23.csv`); data.csv (the seed's name) when the reactor's name
 * leaves nothing to name it by.
 */
export function csvFileName(reactorName: string, fromMs: number, toMs: number, timeZone: string): string {
  const slug = reactorName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  if (!slug) return CSV_FILE_NAME;
  return `${slug}_${dayIn(fromMs, timeZone)}_to_${dayIn(Math.max(fromMs, toMs - 1), timeZone)}.csv`;
}

/** A value to the parameter's precision: no `600.0000000000001`. */
export function roundedValue(value: number, decimals: number): string {
  return Number.isFinite(value) ? value.toFixed(Math.min(6, Math.max(0, decimals))) : '';
}

/**
 * Every reading of the period as CSV, streamed a page at a time: a UTF-8 byte order mark, then
 * `site,reactor,time,parameter,unit,value`, each line naming the site and the reactor, each value rounded to its
 * parameter's `decimals`.
 */
export function readingsCsv(
  db: Database,
  query: { site: SiteRow; reactor: ReactorRow; parameters: ParameterRow[]; from: string; to: string },
): { name: string; body: ReadableStream<Uint8Array> } {
  const { site, reactor } = query;
  const byId = new Map(query.parameters.map((parameter) => [parameter.id, parameter]));
  const encoder = new TextEncoder();
  const from = new Date(query.from).toISOString();
  const to = new Date(query.to).toISOString();
  const place = `${csvCell(site.name)},${csvCell(reactor.name)}`;
  let after: { time: string; parameterId: string } | undefined;
  let header = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (header) {
        header = false;
        return controller.enqueue(encoder.encode(`${UTF8_BOM}${CSV_COLUMNS.join(',')}\r\n`));
      }
      const rows = await selectReadings(db, { monitoringId: reactor.monitoringId, parameterIds: [...byId.keys()], from, to, limit: CSV_PAGE, after });
      if (rows.length === 0) return controller.close();
      const lines = rows.map((row) => {
        const parameter = byId.get(row.parameter_id);
        const value = roundedValue(Number(row.value), parameter?.decimals ?? 6);
        return `${place},${new Date(row.time).toISOString()},${csvCell(parameter?.name)},${csvCell(parameter?.unit)},${value}`;
      });
      const last = rows.at(-1);
      after = last ? { time: new Date(last.time).toISOString(), parameterId: last.parameter_id } : undefined;
      controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
      if (rows.length < CSV_PAGE) controller.close();
    },
  });
  return { name: csvFileName(reactor.name, Date.parse(from), Date.parse(to), site.timeZone), body };
}
