/** @jest-environment node */
import { AUDIT_ACTIONS, REPORT_CSV_COLUMNS } from '@/lib/schemas/audit';
import { buildReport, reportRows, type TrailEntry } from './report';

const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, second));
const doc = { file_id: 'f1', file_name: 'Plan.pdf' };
const entries: TrailEntry[] = [
  { action: AUDIT_ACTIONS.publicationApproved, details: { project_id: 'p' }, at: at(0) },
  { action: AUDIT_ACTIONS.commitmentSigned, details: { investor_id: 'i1', signed_at: at(1).toISOString(), commitment_amount: 1000, currency: 'EUR' }, at: at(1) },
  { action: AUDIT_ACTIONS.informationRequested, details: { investor_id: 'i1', request_id: 'r1' }, at: at(2) },
  { action: AUDIT_ACTIONS.informationReplied, details: { investor_id: 'i1', request_id: 'r1', side: 'developer' }, at: at(3) },
  { action: AUDIT_ACTIONS.dataroomPageViewed, details: { investor_id: 'i1', ...doc, page: 2 }, at: at(4) },
  { action: AUDIT_ACTIONS.dataroomPageTime, details: { investor_id: 'i1', ...doc, page: 2, seconds: 12.5 }, at: at(5) },
  { action: AUDIT_ACTIONS.dataroomPageViewed, details: { investor_id: 'i2', ...doc, page: 2 }, at: at(6) },
  { action: AUDIT_ACTIONS.dataroomPageTime, details: { investor_id: 'i2', ...doc, page: 2, seconds: -4 }, at: at(7) },
  { action: AUDIT_ACTIONS.dataroomPageViewed, details: { investor_id: 'i2', ...doc, page: 'x' }, at: at(8) },
];

describe('buildReport', () => {
  const { investors, documents } = buildReport(entries, new Map([['i1', 'Ines']]));

  it('groups the trail by investor, ignoring entries that name none and the developer’s replies', () => {
    expect(investors.map((investor) => [investor.investor_id, investor.investor_name, investor.information_requests])).toEqual([
      ['i1', 'Ines', 1],
      ['i2', '', 0],
    ]);
    expect(investors[0]).toMatchObject({ signed_at: at(1).toISOString(), commitment_amount: 1000, currency: 'EUR' });
    expect(investors[1]).toMatchObject({ signed_at: null, commitment_amount: null });
  });

  it('counts views, distinct pages and time per page; a negative time or a page that is no number counts no seconds or page', () => {
    expect(investors[0].documents).toEqual([
      {
        ...doc,
        views: 1,
        pages_viewed: 1,
        total_seconds: 12.5,
        downloads: 0,
        first_viewed_at: at(4).toISOString(),
        last_viewed_at: at(4).toISOString(),
        pages: [{ page: 2, views: 1, seconds: 12.5 }],
      },
    ]);
    expect(investors[1].documents[0]).toMatchObject({ views: 2, pages_viewed: 1, total_seconds: 0, last_viewed_at: at(8).toISOString() });
  });

  it('adds up every investor per document for the chart', () => {
    expect(documents).toEqual([expect.objectContaining({ file_id: 'f1', views: 3, pages: [{ page: 2, views: 2, seconds: 12.5 }] })]);
  });

  it('writes one CSV row per investor and document, with the time per page as page:seconds', () => {
    const rows = reportRows(investors);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0])).toEqual([...REPORT_CSV_COLUMNS]);
    expect(rows[0]).toMatchObject({ investor_id: 'i1', file_name: 'Plan.pdf', time_per_page: '2:12.5', commitment_amount: 1000 });
    expect(reportRows([{ ...investors[0], documents: [] }])).toEqual([expect.objectContaining({ investor_id: 'i1', file_id: undefined })]);
  });
});
