/**
 * The units a reading may be sent in and converted from: within each family, any unit converts to any other.
 * A parameter's unit outside these families takes readings in its own unit only (or with no unit given).
 * Each unit: its factor and offset to the family's base unit (base = value × factor + offset).
 */
interface UnitDefinition {
  family: string;
  factor: number;
  offset: number;
}

const unit = (family: string, factor: number, offset = 0): UnitDefinition => ({ family, factor, offset });

export const UNITS: Record<string, UnitDefinition> = {
  // temperature, base kelvin
  K: unit('temperature', 1),
  '°C': unit('temperature', 1, 273.15),
  '°F': unit('temperature', 5 / 9, 273.15 - (32 * 5) / 9),
  // share, base fraction
  '%': unit('share', 0.01),
  fraction: unit('share', 1),
  ppm: unit('share', 1e-6),
  // mass, base kilogram
  g: unit('mass', 0.001),
  kg: unit('mass', 1),
  t: unit('mass', 1000),
  // mass flow, base kilogram per hour
  'kg/h': unit('mass_flow', 1),
  't/h': unit('mass_flow', 1000),
  't/d': unit('mass_flow', 1000 / 24),
  // pressure, base pascal
  Pa: unit('pressure', 1),
  kPa: unit('pressure', 1000),
  mbar: unit('pressure', 100),
  bar: unit('pressure', 100_000),
  // energy, base kilowatt-hour
  Wh: unit('energy', 0.001),
  kWh: unit('energy', 1),
  MWh: unit('energy', 1000),
  // power, base kilowatt
  W: unit('power', 0.001),
  kW: unit('power', 1),
  MW: unit('power', 1000),
  // duration, base second
  s: unit('duration', 1),
  min: unit('duration', 60),
  h: unit('duration', 3600),
};

/** Other ways devices write the same units. */
const ALIASES: Record<string, string> = { C: '°C', degC: '°C', '℃': '°C', F: '°F', degF: '°F', '℉': '°F', percent: '%', tonne: 't', tonnes: 't' };

function definitionOf(name: string): UnitDefinition | undefined {
  return UNITS[ALIASES[name] ?? name];
}

/** The lowest value of a unit that measures temperature (absolute zero), or none. */
export function lowestValue(name: string): number | undefined {
  const definition = definitionOf(name);
  if (definition?.family !== 'temperature') return undefined;
  return 0 - definition.offset / definition.factor;
}

/**
 * `value` in `from` expressed in `to`; undefined when the two units are not of one family. The same unit (or an
 * alias of it) leaves the value as it is.
 */
export function convert(value: number, from: string, to: string): number | undefined {
  if (from === to) return value;
  const source = definitionOf(from);
  const target = definitionOf(to);
  if (!source || !target || source.family !== target.family) return undefined;
  if (source === target) return value;
  const base = value * source.factor + source.offset;
  return (base - target.offset) / target.factor;
}

/** The family of a unit (`temperature`, `share`, `mass`…), or undefined for a unit outside the known families. */
export function familyOf(name: string): string | undefined {
  return definitionOf(name)?.family;
}
