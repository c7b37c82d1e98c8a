import fc from 'fast-check';

/** The parts of JSON Schema (OpenAPI 3.1) the API's documents use. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
}

/** Real identifiers of the fuzzing user's records, so that generated bodies reach past the first checks. */
export interface KnownValues {
  uuids: string[];
  /** Values by property name (`question_id`, `confirm_name`…). */
  byName: Record<string, string[]>;
}

/** Text the database cannot hold, text that attacks, and text that is merely large or odd. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '=1+1', 'Plant;=1+1;', "'; drop table users; --", '__proto__', ''),
  fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.constantFrom('x'.repeat(70_000), '🌱'.repeat(5_000), ' '.repeat(3_000)),
);

/** Numbers at and past every bound a column or a schema has. */
export const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) current = components[current.$ref.replace('#/components/schemas/', '')] ?? {};
  return current;
}

function plausibleText(name: string, known: KnownValues): fc.Arbitrary<string> {
  const values = known.byName[name];
  if (values?.length) return fc.constantFrom(...values);
  if (/email/i.test(name)) return fc.emailAddress();
  return fc.string({ minLength: 1, maxLength: 40 });
}

/**
 * Values shaped by a schema, mostly plausible (real ids, enum members) with bad text, bad numbers and wrong types
 * mixed in at every level, so that each check of the route is reached and tried.
 */
export function valueFor(input: JsonSchema, components: Record<string, JsonSchema>, known: KnownValues, name = '', depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input, components);
  const wrongType = fc.oneof(badText, badNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
  const mixed = (plausible: fc.Arbitrary<unknown>) => fc.oneof({ weight: 5, arbitrary: plausible }, { weight: 1, arbitrary: wrongType });
  if (depth > 5) return fc.constant(null);
  if (schema.const !== undefined) return mixed(fc.constant(schema.const));
  if (schema.enum) return mixed(fc.constantFrom(...schema.enum));
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((option) => valueFor(option, components, known, name, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], components, known, name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, valueFor(property, components, known, key, depth + 1)]));
      const required = (schema.required ?? []).filter((key) => key in properties);
      return mixed(fc.record(model, { requiredKeys: required }));
    }
    case 'array':
      return mixed(fc.array(valueFor(schema.items ?? {}, components, known, name, depth + 1), { maxLength: 3 }));
    case 'string':
      if (schema.format === 'uuid') return mixed(fc.constantFrom(...known.uuids, '00000000-0000-4000-8000-000000000000', 'not-a-uuid'));
      return fc.oneof({ weight: 3, arbitrary: plausibleText(name, known) }, { weight: 2, arbitrary: badText }, { weight: 1, arbitrary: wrongType });
    case 'number':
    case 'integer':
      return mixed(badNumber);
    case 'boolean':
      return mixed(fc.boolean());
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** A JSON text nested `depth` levels deep, with a NUL at the bottom half of the time. */
function deeplyNested(depth: number, withNul: boolean, asObject: boolean): string {
  const bottom = withNul ? '"\\u0000"' : '1';
  return asObject ? `${'{"a":'.repeat(depth)}${bottom}${'}'.repeat(depth)}` : `${'['.repeat(depth)}${bottom}${']'.repeat(depth)}`;
}

/** Body texts for a route: its shape, prototype keys, truncated or deep JSON, huge numbers, random text. */
export function bodyText(shape: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const json = shape.map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: 6, arbitrary: json },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.constantFrom('"__proto__":{"polluted":true}', '"constructor":{"prototype":{"polluted":true}}', '"__proto__":null'))
        .map(([text, key]) => (text.startsWith('{') && text !== '{}' ? `{${key},${text.slice(1)}` : `{${key}}`)),
    },
    { weight: 1, arbitrary: fc.tuple(json, fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1))) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 500, max: 60_000 }), fc.boolean(), fc.boolean()).map(([depth, nul, object]) => deeplyNested(depth, nul, object)) },
    { weight: 1, arbitrary: json.map((text) => text.replace(/(-?\d+(\.\d+)?(e[+-]?\d+)?)(?=[,}\]])/gi, '1e400')) },
    { weight: 1, arbitrary: json.map((text) => text.replace(/(-?\d+(\.\d+)?(e[+-]?\d+)?)(?=[,}\]])/gi, '123456789012345678901234567890')) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

/** Content types a client may send, the right one most often. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'text/csv',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=----fuzz',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      undefined,
    ),
  },
);

/** A value percent-encoded for a query string; a lone surrogate (which encodeURIComponent refuses) as its raw UTF-8 bytes. */
export function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((unit) => {
        const code = unit.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(unit);
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      })
      .join('');
  }
}

/** A query string for the parameters of an operation: plausible values, bad text, numbers past every bound, repeats. */
export function queryString(parameters: { name: string; in: string; schema?: JsonSchema }[], components: Record<string, JsonSchema>, known: KnownValues): fc.Arbitrary<string> {
  const entries = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const plausible = valueFor(parameter.schema ?? {}, components, known, parameter.name).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
      const text = fc.oneof(plausible, badText, badNumber.map(String));
      return fc.option(fc.array(text, { minLength: 1, maxLength: 2 }).map((values) => values.map((value) => `${parameter.name}=${encodeQueryValue(value)}`).join('&')));
    });
  const extra = fc.option(fc.constantFrom('__proto__[polluted]=1', 'constructor=x', '%00=1', 'page=%00'));
  return fc.tuple(fc.tuple(...entries), extra).map(([parts, more]) => [...parts, more].filter((part): part is string => Boolean(part)).join('&'));
}
