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
    value >= 1e6
      ? format.number(value, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 })
      : format.number(value, { style: 'currency', currency, maximumFractionDigits: 0 });
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

/** A number input's value as an amount: Mantine hands a string while the text is not a plain number yet. */
export function amountOf(value: number | string): number {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(/[\s\u00a0\u202f]/g, ''));
  return Number.isFinite(parsed) ? parsed : 0;
}
