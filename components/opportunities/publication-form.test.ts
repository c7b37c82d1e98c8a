import type { LatestCompute } from '@/lib/schemas/assessments';
import { PUBLICATION } from '@/store/api/testing/opportunities';
import { figuresOfCompute, saveResubmits, valuesOf } from './publication-form';

describe('the publication editor’s values', () => {
  it('start from the project’s name, and from the publication once there is one', () => {
    expect(valuesOf(null, 'Loire biochar').title).toBe('Loire biochar');
    expect(valuesOf(PUBLICATION, 'Loire biochar')).toMatchObject({ title: PUBLICATION.title, ticket_max: PUBLICATION.ticket_max });
  });

  it('take the removals and price per tonne from the latest results, as the server does', () => {
    const formula = (id: string, value: number | null) => ({ id, label: id, unit: null, value, missing: [], missing_labels: [] });
    const compute = {
      formulas: [formula('net_co2_removed', 6720), formula('annual_credit_revenue', 1_008_000)],
      computed_at: '2026-11-20T10:00:00.000Z',
    } as unknown as LatestCompute;
    expect(figuresOfCompute(compute)).toEqual({ removals_per_year: 6720, price_per_tonne: 150, figures_computed_at: '2026-11-20T10:00:00.000Z' });
    expect(figuresOfCompute(null)).toEqual({ removals_per_year: null, price_per_tonne: null, figures_computed_at: null });
  });

  it('say that saving a published or submitted publication sends it to staff again', () => {
    expect(saveResubmits({ ...PUBLICATION, status: 'published' })).toBe(true);
    expect(saveResubmits({ ...PUBLICATION, status: 'draft' })).toBe(false);
    expect(saveResubmits(null)).toBe(false);
  });
});
