import { oemOfferSchema, oemRequirementsSchema } from '@/lib/schemas/oems';
import { SAMPLE_OFFER } from '@/lib/oems/testing/sample-offer';
import { factsOf } from './facts';
import { scoreMatch, type OemTerms } from './score';

const NOW = new Date('2026-01-01T00:00:00Z');

const offer = oemOfferSchema.parse(SAMPLE_OFFER);
const terms = (requirements: Record<string, unknown> = {}): OemTerms => ({ offer, requirements: oemRequirementsSchema.parse(requirements) });

const complete = new Map<string, unknown>([
  ['feedstock_types', ['forestry_residues', 'agricultural_residues']],
  ['feedstock_moisture', 30],
  ['plant_capacity_tonnes', 5000],
  ['project_country', 'fr'],
  ['ticket_size', 800_000],
  ['grid_connection', true],
  ['environmental_assessment', 'in_progress'],
  ['site_area', 2],
  ['registry', 'puro'],
  ['project_stage', 'development'],
  ['expected_start', '2027-06-01'],
]);

describe('scoreMatch (R-23.33, hand-computed)', () => {
  it('scores a complete project criterion by criterion', () => {
    const result = scoreMatch(factsOf(complete), terms({ grid_required: true, permits_required: true, space_min_ha: 1, stages: ['development', 'construction'] }), NOW);
    const points = Object.fromEntries(result.criteria.map((item) => [item.criterion, [item.points, item.status]]));
    // feedstock: Large takes both (2/2), 30 % ≤ 40 % → 25; capacity 5000 in 4000–10000 → 20; FR served → 15;
    // budget 800k ≥ 0.75 × 1M → 7.5; site: grid yes, permits in progress no, 2 ha ≥ 1 → 2/3 × 10 = 6.7;
    // puro registry, Large is Puro-ready → 10; development accepted, June 2027 is 17 months away ≥ 12 → 5.
    expect(points).toEqual({
      feedstock: [25, 'met'],
      capacity: [20, 'met'],
      region: [15, 'met'],
      budget: [7.5, 'partial'],
      site: [6.7, 'partial'],
      certification: [10, 'met'],
      timing: [5, 'met'],
    });
    expect(result.score).toBe(89); // 25 + 20 + 15 + 7.5 + 6.7 + 10 + 5 = 89.2
    expect(result).toMatchObject({ excluded: false, strong: true });
    const site = result.criteria.find((item) => item.criterion === 'site');
    expect(site?.project).toEqual([
      { question_id: 'grid_connection', value: true },
      { question_id: 'environmental_assessment', value: 'in_progress' },
      { question_id: 'site_area', value: 2 },
    ]);
    expect(site?.oem).toEqual({ term: 'site', value: { grid_required: true, permits_required: true, space_min_ha: 1 } });
  });

  it('leaves out, without penalty, a criterion no question of the questionnaire asks for (R-23.71)', () => {
    const values = new Map(complete);
    values.delete('ticket_size');
    const asks = (questionId: string) => questionId !== 'ticket_size';
    const result = scoreMatch(factsOf(values, asks), terms({ grid_required: true, permits_required: true, space_min_ha: 1, stages: ['development', 'construction'] }), NOW);
    expect(result.criteria.find((item) => item.criterion === 'budget')).toMatchObject({ points: 0, status: 'missing', reason: 'not_asked', missing: ['ticket_size'] });
    // 25 + 20 + 15 + 6.7 + 10 + 5 = 81.7 of the 85 points that can be earned → 96.
    expect(result.score).toBe(96);
    // Asked but not answered: missing, and it counts (81.7 of 100).
    const unanswered = scoreMatch(factsOf(values), terms({ grid_required: true, permits_required: true, space_min_ha: 1, stages: ['development', 'construction'] }), NOW);
    expect(unanswered.criteria.find((item) => item.criterion === 'budget')).toMatchObject({ status: 'missing', reason: 'missing' });
    expect(unanswered.score).toBe(82);
  });

  it('halves feedstock for wet biomass and capacity near a range; names what is missing', () => {
    const values = new Map<string, unknown>([
      ['feedstock_types', ['nut_shells', 'manure']],
      ['feedstock_moisture', 25],
      ['feedstock_tonnes', 2400],
    ]);
    const result = scoreMatch(factsOf(values), terms(), NOW);
    const byName = Object.fromEntries(result.criteria.map((item) => [item.criterion, item]));
    // Small takes nut shells only (1/2), 25 % > 20 % → 25 × 0.5 × 0.5 = 6.25 → 6.3; 2400 is 20 % above 2000 → 10.
    expect(byName.feedstock).toMatchObject({ points: 6.3, reason: 'too_wet' });
    expect(byName.capacity).toMatchObject({ points: 10, reason: 'near_range', project: [{ question_id: 'feedstock_tonnes', value: 2400 }] });
    expect(byName.region).toMatchObject({ status: 'missing', missing: ['project_country'] });
    expect(byName.budget.missing).toEqual(['ticket_size']);
    expect(byName.site).toMatchObject({ points: 10, reason: 'no_site_needs' });
    expect(byName.timing).toMatchObject({ status: 'missing', missing: ['project_stage', 'expected_start'] });
    // 6.3 + 10 + 0 + 0 + 10 + 0 + 0 = 26.3
    expect(result.score).toBe(26);
    expect(result.strong).toBe(false);
  });

  it('excludes on an unmet hard constraint, not on a missing or partial one', () => {
    const abroad = new Map(complete).set('project_country', 'KE');
    expect(scoreMatch(factsOf(abroad), terms({ hard: ['region'] }), NOW)).toMatchObject({ excluded: true, strong: false });
    expect(scoreMatch(factsOf(abroad), terms(), NOW).excluded).toBe(false);
    const unknown = new Map(complete);
    unknown.delete('project_country');
    expect(scoreMatch(factsOf(unknown), terms({ hard: ['region'] }), NOW).excluded).toBe(false);
    expect(scoreMatch(factsOf(complete), terms({ hard: ['budget'] }), NOW).excluded).toBe(false);
    const small = new Map(complete).set('plant_capacity_tonnes', 100);
    const result = scoreMatch(factsOf(small), terms({ hard: ['capacity'], capacity_min: 300 }), NOW);
    expect(result.criteria.find((item) => item.criterion === 'capacity')).toMatchObject({ reason: 'below_oem_minimum', excludes: true });
  });

  it('refuses stages the OEM does not take and gives half for a lead time longer than the wait', () => {
    const soon = new Map(complete).set('expected_start', '2026-06-01');
    const timing = (values: Map<string, unknown>, requirements = {}) => scoreMatch(factsOf(values), terms(requirements), NOW).criteria.find((item) => item.criterion === 'timing');
    expect(timing(soon)).toMatchObject({ points: 2.5, reason: 'lead_time_too_long' });
    expect(timing(complete, { stages: ['operation'] })).toMatchObject({ points: 0, reason: 'stage_not_accepted' });
  });
});
