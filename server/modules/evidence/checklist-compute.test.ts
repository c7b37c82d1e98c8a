import { evidenceCreateSchema, evidenceReviewInputSchema } from '@/lib/schemas/monitoring-evidence';
import { computeChecklist } from './checklist-compute';
import { METHODOLOGY_RULES, requirementsOf } from './methodology';

describe('computeChecklist (R-22.13)', () => {
  const rules = METHODOLOGY_RULES.ebc_c_sink;
  const item = (items: ReturnType<typeof computeChecklist>, kind: string) => items.find((entry) => entry.kind === kind);

  it('counts clean photos of standing records, flagged ones and rejected records apart', () => {
    const records = [
      { id: 'p1', kind: 'kiln_run_photo' as const, reviewState: 'pending' as const },
      { id: 'p2', kind: 'kiln_run_photo' as const, reviewState: 'rejected' as const },
      { id: 'm1', kind: 'moisture_reading' as const, reviewState: 'approved' as const },
      { id: 's1', kind: 'kiln_serial' as const, reviewState: 'issues' as const },
    ];
    const artefacts = [
      { evidenceId: 'p1', artefactId: 'a', flagged: false },
      { evidenceId: 'p1', artefactId: 'b', flagged: false },
      { evidenceId: 'p1', artefactId: 'c', flagged: true },
      { evidenceId: 'p2', artefactId: 'd', flagged: false },
      { evidenceId: 'm1', artefactId: 'e', flagged: true },
    ];
    const items = computeChecklist(rules, records, artefacts);
    expect(item(items, 'kiln_run_photo')).toMatchObject({ needed: 3, have: 2, flagged: 1, rejected: 1, met: false });
    expect(item(items, 'moisture_reading')).toMatchObject({ have: 0, flagged: 1, met: false });
    expect(item(items, 'kiln_serial')).toMatchObject({ have: 1, met: true });
    expect(item(items, 'lab_analysis')).toMatchObject({ have: 0, met: false });
  });

  it('names a public source for every rule, and falls back to EBC for an unknown methodology', () => {
    for (const list of Object.values(METHODOLOGY_RULES)) for (const rule of list) expect(rule.source.length).toBeGreaterThan(20);
    expect(requirementsOf('something else').methodology).toBe('ebc_c_sink');
    expect(requirementsOf('rainbow').rules.find((rule) => rule.kind === 'moisture_reading')?.needed).toBe(3);
  });
});

describe('evidence schemas (R-22.10, R-22.22)', () => {
  const base = { monitoring_id: '00000000-0000-4000-8000-000000000001', batch_id: '00000000-0000-4000-8000-000000000002', recorded_at: '2026-11-10T12:00:00Z' };

  it('checks each kind’s figures', () => {
    expect(evidenceCreateSchema.safeParse({ ...base, kind: 'lab_analysis', figures: { laboratory: 'L', c_org_pct: 80, h_c_org: 0.3 } }).success).toBe(true);
    expect(evidenceCreateSchema.safeParse({ ...base, kind: 'lab_analysis', figures: { laboratory: 'L', c_org_pct: 180, h_c_org: 0.3 } }).success).toBe(false);
    expect(evidenceCreateSchema.safeParse({ ...base, kind: 'kiln_serial', figures: { moisture_pct: 3 } }).success).toBe(false);
  });

  it('asks a comment of every verdict but approval', () => {
    const id = '00000000-0000-4000-8000-000000000003';
    expect(evidenceReviewInputSchema.safeParse({ evidence_id: id, verdict: 'approved', comment: null }).success).toBe(true);
    expect(evidenceReviewInputSchema.safeParse({ evidence_id: id, verdict: 'issues', comment: '  ' }).success).toBe(false);
  });
});
