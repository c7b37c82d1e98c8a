/*
 * The vocabulary of OEM offers and matching (issue 23), without zod so that screens may import it cheaply. Feedstock,
 * stage and registry values are the questionnaire's own option values (content/templates/biochar-readiness.json), so
 * that a project's answer and an OEM's offer compare value for value.
 */

export const FEEDSTOCKS = ['forestry_residues', 'agricultural_residues', 'nut_shells', 'urban_wood_waste', 'manure', 'energy_crops'] as const;
export type Feedstock = (typeof FEEDSTOCKS)[number];

export const PROJECT_STAGES = ['concept', 'feasibility', 'development', 'construction', 'operation'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

export const CERTIFICATIONS = ['ebc', 'puro', 'isometric'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

export const EMISSION_CONTROLS = ['afterburner', 'heat_recovery', 'particle_filter', 'scrubber'] as const;
export const OUTPUTS = ['biochar', 'heat', 'electricity', 'bio_oil'] as const;

/** The criteria of a match, in the order a breakdown shows them, with their weights (R-23.33: they add up to 100). */
export const MATCH_CRITERIA = ['feedstock', 'capacity', 'region', 'budget', 'site', 'certification', 'timing'] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];
export const CRITERION_WEIGHTS: Record<MatchCriterion, number> = {
  feedstock: 25,
  capacity: 20,
  region: 15,
  budget: 15,
  site: 10,
  certification: 10,
  timing: 5,
};

/** a match is strong (mailed in the digest) from this score, when no hard constraint excludes it. */
export const STRONG_MATCH_SCORE = 75;
/** an OEM's list keeps the matches from this score (the rest are too weak to list). */
export const LISTED_MATCH_SCORE = 40;

/** What a project owner may let OEMs see of a discoverable project; the project's name is always among them. */
export const DISCOVERABLE_FIELDS = ['country', 'stage', 'feedstocks', 'capacity', 'budget', 'expected_start', 'site'] as const;
export type DiscoverableField = (typeof DISCOVERABLE_FIELDS)[number];

/** Where a region served may name a whole area rather than one country. */
export const WORLDWIDE = 'WORLD';
