import { type ActivityReport, AUDIT_ACTIONS, type DocumentActivity, type InvestorActivity, REPORT_CSV_COLUMNS } from '@/lib/schemas/audit';
import type { CsvRow } from '@/server/http/csv';
import { createDataroomTally, text, type TrailEntry } from './report-reach';

export type { TrailEntry } from './report-reach';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

interface DocumentTally {
  file_id: string;
  file_name: string;
  views: number;
  downloads: number;
  first: Date | null;
  last: Date | null;
  pages: Map<number, { views: number; seconds: number }>;
}

function tallyOf(documents: Map<string, DocumentTally>, details: Record<string, unknown>): DocumentTally | null {
  const fileId = text(details.file_id);
  if (!fileId) return null;
  let tally = documents.get(fileId);
  if (!tally) {
    tally = { file_id: fileId, file_name: text(details.file_name) ?? '', views: 0, downloads: 0, first: null, last: null, pages: new Map() };
    documents.set(fileId, tally);
  }
  return tally;
}

function pageOf(tally: DocumentTally, page: unknown) {
  const number = Number.isInteger(page) && (page as number) > 0 ? (page as number) : null;
  if (number === null) return null;
  let entry = tally.pages.get(number);
  if (!entry) tally.pages.set(number, (entry = { views: 0, seconds: 0 }));
  return entry;
}

function documentOf(tally: DocumentTally): DocumentActivity {
  const pages = [...tally.pages.entries()].sort(([a], [b]) => a - b).map(([page, value]) => ({ page, views: value.views, seconds: value.seconds }));
  return {
    file_id: tally.file_id,
    file_name: tally.file_name,
    views: tally.views,
    pages_viewed: pages.filter((page) => page.views > 0).length,
    total_seconds: pages.reduce((sum, page) => sum + page.seconds, 0),
    downloads: tally.downloads,
    first_viewed_at: tally.first?.toISOString() ?? null,
    last_viewed_at: tally.last?.toISOString() ?? null,
    pages,
  };
}

/** Adds one entry's page views, time and downloads to a document's tally. */
function addToDocument(documents: Map<string, DocumentTally>, entry: TrailEntry) {
  const tally = tallyOf(documents, entry.details);
  if (!tally) return;
  if (entry.action === AUDIT_ACTIONS.dataroomDownloaded) tally.downloads += 1;
  if (entry.action === AUDIT_ACTIONS.dataroomPageViewed) {
    tally.views += 1;
    tally.first ??= entry.at;
    tally.last = entry.at;
    const page = pageOf(tally, entry.details.page);
    if (page) page.views += 1;
  }
  if (entry.action === AUDIT_ACTIONS.dataroomPageTime) {
    const page = pageOf(tally, entry.details.page);
    if (page) page.seconds += count(entry.details.seconds);
  }
}

type InvestorTally = { activity: Omit<InvestorActivity, 'documents' | 'investor_name'>; documents: Map<string, DocumentTally> };

/**
 * The activity of each investor on an opportunity, added up entry by entry (oldest first): per document, page
 * views, distinct pages, time per page (the sum of `dataroom.page_time` seconds), downloads, first and last view; the
 * signature and the information requests. `documents` adds up every investor per document. A tally is kept between
 * reports and given only the entries appended since (requirements: the report does not grow with the trail).
 */
export function createReportTally() {
  const investors = new Map<string, InvestorTally>();
  const overall = new Map<string, DocumentTally>();
  const dataroom = createDataroomTally();
  return {
    /** The seq of the last entry added (0 before any), for the caller that feeds the tally what came since. */
    lastSeq: 0,
    add(entry: TrailEntry) {
      dataroom.add(entry);
      const investorId = text(entry.details.investor_id);
      if (!investorId || (entry.action === AUDIT_ACTIONS.informationReplied && entry.details.side !== 'investor')) return;
      let investor = investors.get(investorId);
      if (!investor) {
        const activity = {
          investor_id: investorId,
          signed_at: null,
          commitment_amount: null,
          currency: null,
          information_requests: 0,
          dataroom_requested_at: null,
        };
        investors.set(investorId, (investor = { activity, documents: new Map() }));
      }
      const { activity } = investor;
      if (entry.action === AUDIT_ACTIONS.commitmentSigned) {
        activity.signed_at = text(entry.details.signed_at) ?? entry.at.toISOString();
        activity.commitment_amount = typeof entry.details.commitment_amount === 'number' ? entry.details.commitment_amount : null;
        activity.currency = text(entry.details.currency);
      }
      if (entry.action === AUDIT_ACTIONS.informationRequested) activity.information_requests += 1;
      if (entry.action === AUDIT_ACTIONS.dataroomRequested) activity.dataroom_requested_at ??= entry.at.toISOString();
      addToDocument(investor.documents, entry);
      addToDocument(overall, entry);
    },
    investorIds: () => [...investors.keys()],
    /** The report's figures; the granted investors who have not opened yet are those of grants open at `now`. */
    result(names: ReadonlyMap<string, string>, now = new Date()): Omit<ActivityReport, 'opportunity_id' | 'opportunity_title' | 'verification'> {
      return {
        ...dataroom.result(names, now),
        investors: [...investors.values()].map(({ activity, documents }) => ({
          ...activity,
          investor_name: names.get(activity.investor_id) ?? '',
          documents: [...documents.values()].map(documentOf),
        })),
        documents: [...overall.values()].map(documentOf),
      };
    },
  };
}
export type ReportTally = ReturnType<typeof createReportTally>;

/** The report of a whole trail at once (oldest first). */
export function buildReport(entries: TrailEntry[], names: ReadonlyMap<string, string>, now = new Date()) {
  const tally = createReportTally();
  for (const entry of entries) tally.add(entry);
  return tally.result(names, now);
}

/** The report as CSV rows (REPORT_CSV_COLUMNS): one per investor and document, one for an investor with no document. */
export function reportRows(investors: InvestorActivity[]): CsvRow[] {
  const rows: CsvRow[] = [];
  for (const investor of investors) {
    const common = {
      investor_id: investor.investor_id,
      investor_name: investor.investor_name,
      signed_at: investor.signed_at,
      commitment_amount: investor.commitment_amount,
      currency: investor.currency,
      information_requests: investor.information_requests,
    };
    if (investor.documents.length === 0) rows.push(common);
    for (const document of investor.documents) {
      const { pages: _pages, ...figures } = document;
      rows.push({ ...common, ...figures, time_per_page: document.pages.map((page) => `${page.page}:${page.seconds}`).join(' ') });
    }
  }
  return rows.map((row) => Object.fromEntries(REPORT_CSV_COLUMNS.map((column) => [column, row[column]])));
}
