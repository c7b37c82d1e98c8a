import type { LatestCompute } from '@/lib/schemas/assessments';
import type { Publication, PublicationInput } from '@/lib/schemas/opportunities';

/** The editor's values: the publication's, or an empty draft for the project. */
export type PublicationValues = Omit<PublicationInput, 'project_id'>;

export const EMPTY_PUBLICATION: PublicationValues = {
  title: '',
  summary: '',
  stage: 'development',
  instrument: 'equity',
  ticket_min: 0,
  ticket_max: 0,
  currency: 'EUR',
  region: 'europe',
  teaser_file_ids: [],
  public_fields: ['stage', 'instrument', 'region'],
};

export function valuesOf(publication: Publication | null | undefined, projectName: string): PublicationValues {
  if (!publication) return { ...EMPTY_PUBLICATION, title: projectName };
  const { title, summary, stage, instrument, ticket_min, ticket_max, currency, region, teaser_file_ids, public_fields } = publication;
  return { title, summary, stage, instrument, ticket_min, ticket_max, currency, region, teaser_file_ids, public_fields };
}

/** The formulas the server takes the figures from (server/modules/opportunities/figures.ts). */
const REMOVALS_FORMULA = 'net_co2_removed';
const REVENUE_FORMULA = 'annual_credit_revenue';

/** The removals and price a publication will carry, read from the project's latest results as the server reads them. */
export function figuresOfCompute(compute: LatestCompute | undefined) {
  if (!compute) return { removals_per_year: null, price_per_tonne: null, figures_computed_at: null };
  const value = (id: string) => compute.formulas.find((formula) => formula.id === id)?.value ?? null;
  const removals = value(REMOVALS_FORMULA);
  const revenue = value(REVENUE_FORMULA);
  const price = removals && revenue !== null && removals > 0 ? Math.round((revenue / removals) * 100) / 100 : null;
  return { removals_per_year: removals, price_per_tonne: price, figures_computed_at: compute.computed_at };
}

/** What the editor says saving will do: a submitted or published publication goes back to staff. */
export function saveResubmits(publication: Publication | null | undefined): boolean {
  return publication?.status === 'published' || publication?.status === 'submitted';
}

/** The readiness threshold of the project's template, from the shared template list (untyped there). */
export function readinessThresholdOf(templates: readonly unknown[], templateId: string): number | undefined {
  const found = templates.find(
    (template): template is { id: string; readiness_threshold?: unknown } => typeof template === 'object' && template !== null && (template as { id?: unknown }).id === templateId,
  );
  return typeof found?.readiness_threshold === 'number' ? found.readiness_threshold : undefined;
}
