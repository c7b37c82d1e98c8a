import { useFormatter } from 'next-intl';

/** The shapes of opportunity the facts are read from: a teaser carries only some of them. */
export interface OpportunityFigures {
  ticket_min?: number;
  ticket_max?: number;
  currency?: 'EUR' | 'USD' | 'GBP' | 'CHF';
  removals_per_year?: number | null;
  price_per_tonne?: number | null;
  figures_computed_at?: string | null;
}

/** Amounts, tonnes and dates in the interface language. */
export function useInvestmentFormat() {
  const format = useFormatter();
  const money = (value: number, currency: string) =>
    format.number(value, { style: 'currency', currency, maximumFractionDigits: 0, notation: value >= 1e6 ? 'compact' : 'standard' });
  return {
    money,
    ticket: ({ ticket_min: min, ticket_max: max, currency }: OpportunityFigures) =>
      min !== undefined && max !== undefined && currency ? `${money(min, currency)} – ${money(max, currency)}` : null,
    tonnes: (value: number) => format.number(value, { maximumFractionDigits: 0 }),
    price: (value: number, currency: string) => format.number(value, { style: 'currency', currency, maximumFractionDigits: 2 }),
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' }),
    dateTime: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
