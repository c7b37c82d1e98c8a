/*
 * What a parameter measures (docs/requirements.md ): the KPIs find their parameters by it, never by name, and
 * each measure has its physical limits. Kept apart from the zod schemas so that pages read it without zod.
 */

export const PARAMETER_MEASURES = ['reactor_temperature', 'feedstock_moisture', 'biochar_output', 'feedstock_mass', 'organic_carbon', 'other'] as const;
export type ParameterMeasure = (typeof PARAMETER_MEASURES)[number];

/** Most decimals a parameter shows and exports. */
export const MAX_PARAMETER_DECIMALS = 6;
/** A removed parameter, with its readings, can be restored this long. */
export const PARAMETER_RESTORE_DAYS = 30;
