/*
 * The rules of a reactor's KPIs (`/monitoring/compute`), kept apart from the zod schemas so that pages read them
 * without zod. docs/requirements.md R-20.9 (uptime), R-20.10 (temperature compliance), R-20.11 (parameters by measure).
 */

/** Pyrolysis needs at least this reactor temperature: the reactor is producing while at or above it. */
export const MIN_PYROLYSIS_TEMPERATURE_C = 350;
/** A reading holds until the next one, unless they are more than this many reporting intervals apart: that gap is unknown time. */
export const MAX_GAP_INTERVALS = 3;
/**
 * A drop below MIN_PYROLYSIS_TEMPERATURE_C between two spans at temperature that lasts at most this long is a dip during
 * production (counted against compliance); a longer one is a stop (the reactor is not producing), such as a night.
 */
export const MAX_PRODUCTION_DIP_S = 30 * 60;
/** Temperature compliance: during production, at most this share of the time below MIN_PYROLYSIS_TEMPERATURE_C. */
export const MAX_SHARE_BELOW_TEMPERATURE = 0.05;
/** Feedstock moisture: the period's mean at most this… */
export const MAX_MEAN_MOISTURE_PERCENT = 15;
/** …and no reading above this. */
export const MAX_MOISTURE_PERCENT = 25;
/** Tonnes of CO2 per tonne of carbon (molar masses 44 and 12). */
export const CO2_PER_CARBON = 44 / 12;
/** What the KPIs read, by measure. */
export const KPI_MEASURES = { biochar: 'biochar_output', temperature: 'reactor_temperature', moisture: 'feedstock_moisture', cOrg: 'organic_carbon' } as const;
/** How the `missing` texts name a measure ("no parameter measuring the reactor temperature"). */
export const MEASURE_PHRASES: Record<(typeof KPI_MEASURES)[keyof typeof KPI_MEASURES], string> = {
  biochar_output: 'the biochar output',
  reactor_temperature: 'the reactor temperature',
  feedstock_moisture: 'the feedstock moisture',
  organic_carbon: 'the organic carbon',
};
