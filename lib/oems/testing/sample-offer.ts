/**
 * The reactor offer of a hand-built OEM, shared by the scoring's unit tests and the API tests: two models (500–2,000 and
 * 4,000–10,000 t a year), France and Germany, 1–3 M€, 12 months.
 */
export const SAMPLE_OFFER = {
  models: [
    {
      name: 'Small',
      capacity_min: 500,
      capacity_max: 2000,
      feedstocks: ['forestry_residues', 'nut_shells'],
      moisture_max: 20,
      outputs: ['biochar'],
      emissions_control: ['afterburner'],
      certifications: ['ebc'],
    },
    {
      name: 'Large',
      capacity_min: 4000,
      capacity_max: 10000,
      feedstocks: ['forestry_residues', 'agricultural_residues'],
      moisture_max: 40,
      outputs: ['biochar', 'heat'],
      emissions_control: [],
      certifications: ['ebc', 'puro'],
    },
  ],
  regions: ['FR', 'DE'],
  price_min: 1_000_000,
  price_max: 3_000_000,
  lead_time_months: 12,
  references: 'Two plants in Brittany',
};
