/*
 * The choices of the investment forms, written out here rather than imported from `lib/schemas/opportunities.ts`,
 * which would bring zod into the pages' first scripts; `opportunity-choices.test.ts` keeps them equal to the schemas' lists.
 */
export const STAGES = ['concept', 'feasibility', 'development', 'construction', 'operation'] as const;
export const INSTRUMENTS = ['equity', 'debt', 'convertible', 'grant', 'offtake'] as const;
export const REGIONS = ['europe', 'africa', 'asia', 'middle_east', 'north_america', 'latin_america', 'oceania'] as const;
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;
export const TEASER_FIELDS = ['summary', 'stage', 'instrument', 'ticket', 'region', 'removals', 'price'] as const;
export const OPPORTUNITY_SORTS = ['newest', 'ticket_asc', 'ticket_desc', 'removals_desc', 'price_asc'] as const;
