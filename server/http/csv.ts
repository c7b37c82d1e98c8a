/** CSV answers for the seed's CSV mode; the client saves them as data.csv. */
import { fileResponse, type FileResponseOptions } from './file-response';

export const CSV_FILE_NAME = 'data.csv';

/** The client asked for CSV: `Accept: text/csv`, or the seed's `Content-Type: text/csv` in CSV mode. */
export function wantsCsv(accept: string | undefined, contentType: string | undefined): boolean {
  return /\btext\/csv\b/i.test(accept ?? '') || /^\s*text\/csv\b/i.test(contentType ?? '');
}

export type CsvValue = string | number | boolean | Date | null | undefined;
export type CsvRow = Record<string, CsvValue>;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula start after a separator a spreadsheet may split on (`,`, `;` as French Excel does, tab, line break),
 * past any blanks: `Plant;=1+1` becomes two cells there, the second a formula.
 */
const SEPARATED_FORMULA = /([,;\t\r\n][ \t\r\n]*)(?=[=+\-@])/g;
/** A field holding one of these is quoted (RFC 4180, and `;` for spreadsheets that split on it). */
const NEEDS_QUOTES = /[",;\r\n]/;

/** Text made inert for a spreadsheet: an apostrophe before every formula start, at the start or after a separator. */
export function neutraliseFormulas(text: string): string {
  const inner = text.replace(SEPARATED_FORMULA, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** One cell: text that could start a formula is neutralised; a field with a separator, quote or line break is quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = neutraliseFormulas(value);
  else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text: a header line (the given columns, or the keys of the first row), then one line per row. */
export function toCsv(rows: readonly CsvRow[], columns?: readonly string[]): string {
  const header = columns ?? Object.keys(rows[0] ?? {});
  const lines = [header.map((name) => csvCell(name)).join(',')];
  for (const row of rows) lines.push(header.map((name) => csvCell(row[name])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const CSV_FILE: FileResponseOptions = { name: CSV_FILE_NAME, contentType: 'text/csv; charset=utf-8', disposition: 'attachment' };

/** A 200 answer holding the rows as a UTF-8 CSV download named data.csv. */
export function csvResponse(rows: readonly CsvRow[], options: { columns?: readonly string[] } = {}): Response {
  return fileResponse(new TextEncoder().encode(toCsv(rows, options.columns)), CSV_FILE);
}

/** A 200 answer streaming CSV text as it is produced, as a download named data.csv unless another name is given. */
export function csvStreamResponse(body: ReadableStream<Uint8Array>, name: string = CSV_FILE_NAME): Response {
  return fileResponse(body, { ...CSV_FILE, name });
}

/** The same, as a download of the given name (a file named after what it holds, requirements ). */
export function csvFileResponse(rows: readonly CsvRow[], options: { columns?: readonly string[]; name: string }): Response {
  return fileResponse(new TextEncoder().encode(toCsv(rows, options.columns)), { ...CSV_FILE, name: options.name });
}
