import type { OemOffer } from '@/lib/schemas/oems';

/**
 * Five demo OEMs (issue 23, R-23.41), each a real class of pyrolysis equipment as makers publicly describe it, in our own
 * words: the company names are invented, the capacity ranges, feedstocks and lead times are those of the class.
 */
export interface DemoOem {
  legalName: string;
  country: string;
  description: string;
  offer: OemOffer;
}

const model = (
  name: string,
  capacity_min: number,
  capacity_max: number,
  feedstocks: OemOffer['models'][number]['feedstocks'],
  moisture_max: number,
  extra: Partial<OemOffer['models'][number]> = {},
) => ({
  name,
  capacity_min,
  capacity_max,
  feedstocks,
  moisture_max,
  outputs: ['biochar', 'heat'] as OemOffer['models'][number]['outputs'],
  emissions_control: ['afterburner', 'heat_recovery'] as OemOffer['models'][number]['emissions_control'],
  certifications: ['ebc', 'puro'] as OemOffer['models'][number]['certifications'],
  ...extra,
});

export const DEMO_OEMS: DemoOem[] = [
  {
    legalName: 'Demo Auger Systems GmbH',
    country: 'DE',
    description: 'Containerised continuous auger (screw) reactors: a steady feed of chipped, dried biomass, one unit per container.',
    offer: {
      models: [
        model('Auger skid 1', 300, 1500, ['forestry_residues', 'nut_shells', 'agricultural_residues'], 25),
        model('Auger twin line', 1500, 4000, ['forestry_residues', 'urban_wood_waste'], 25),
      ],
      regions: ['DE', 'FR', 'AT', 'CH', 'NL', 'BE', 'DK', 'SE'],
      price_min: 600_000,
      price_max: 2_500_000,
      lead_time_months: 9,
      references: 'Municipal green-waste sites and sawmills in central Europe.',
    },
  },
  {
    legalName: 'Demo Rotary Kiln Works SAS',
    country: 'FR',
    description: 'Indirectly heated rotary kilns for industrial sites: wide feedstock tolerance, syngas burnt to dry the feed and export heat.',
    offer: {
      models: [
        model('Kiln RK-5', 5000, 15000, ['forestry_residues', 'agricultural_residues', 'urban_wood_waste'], 35, { certifications: ['ebc', 'puro', 'isometric'] }),
        model('Kiln RK-12', 12000, 30000, ['forestry_residues', 'urban_wood_waste'], 35),
      ],
      regions: ['WORLD'],
      price_min: 4_000_000,
      price_max: 12_000_000,
      lead_time_months: 18,
      references: 'Wood-industry plants in France and Scandinavia.',
    },
  },
  {
    legalName: 'Demo Hearth Furnaces Inc.',
    country: 'US',
    description: 'Multiple-hearth furnaces that take wet and mixed streams, digestate and manure solids included.',
    offer: {
      models: [
        model('MHF-10', 10000, 50000, ['forestry_residues', 'manure', 'urban_wood_waste', 'agricultural_residues'], 50, {
          emissions_control: ['afterburner', 'scrubber', 'particle_filter'],
        }),
      ],
      regions: ['US', 'CA', 'FR', 'DE', 'NL', 'GB'],
      price_min: 8_000_000,
      price_max: 25_000_000,
      lead_time_months: 24,
      references: 'Water utilities and agricultural cooperatives.',
    },
  },
  {
    legalName: 'Demo Retort Kilns Ltd',
    country: 'KE',
    description: 'Batch retort kilns built near the feedstock: a set of retorts fired in turn, gases burnt in the next one.',
    offer: {
      models: [
        model('Retort set of four', 100, 800, ['nut_shells', 'agricultural_residues', 'forestry_residues'], 20, { emissions_control: ['afterburner'], certifications: ['ebc'] }),
      ],
      regions: ['KE', 'TZ', 'UG', 'RW', 'ET', 'IN', 'ID'],
      price_min: 80_000,
      price_max: 400_000,
      lead_time_months: 4,
      references: 'Coffee and macadamia processors in East Africa.',
    },
  },
  {
    legalName: 'Demo Flame Curtain Co.',
    country: 'CH',
    description: 'Steel flame-curtain kilns carried to the field: forestry thinnings and orchard prunings charred where they fall.',
    offer: {
      models: [model('Field kiln', 50, 500, ['forestry_residues', 'agricultural_residues'], 25, { outputs: ['biochar'], emissions_control: [], certifications: ['ebc'] })],
      regions: ['WORLD'],
      price_min: 10_000,
      price_max: 60_000,
      lead_time_months: 2,
      references: 'Forest owners and vineyards in the Alps.',
    },
  },
];
