import type { StandardSchemaV1 } from '@standard-schema/spec';

/** A schema RTK Query accepts (`responseSchema`, `argSchema`…) whose validator is loaded on first use. */
export interface LazySchema<Output> extends StandardSchemaV1<Output> {
  /** Starts loading the validator now (e.g. when the request goes out), so the answer does not wait for it. */
  preload(): void;
}

/**
 * Wraps a schema that lives in a module the page should not load up front (zod and the `lib/schemas` modules
 * are ~35 kB gzipped) as a Standard Schema that imports it when a value is first checked. RTK Query awaits
 * asynchronous validation, so an endpoint keeps validating its answers exactly as before — the schema code
 * is just fetched on demand. A failed import fails that check (the call reports an error) and is retried by
 * the next one.
 *
 *   responseSchema: lazySchema(() => import('@/lib/schemas/users').then((schemas) => schemas.meSchema))
 */
export function lazySchema<Output>(load: () => Promise<StandardSchemaV1<unknown, Output>>): LazySchema<Output> {
  let loading: Promise<StandardSchemaV1<unknown, Output>> | undefined;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'groundwork-lazy',
      validate: async (value) => (await schema())['~standard'].validate(value),
    },
    preload() {
      schema().catch(() => undefined);
    },
  };
}

/**
 * Makes every endpoint of `definitions` call `preload` when its request goes out, so that the lazily loaded
 * response schemas are fetched beside the request instead of after its answer. Returns `definitions`.
 */
export function preloadingSchemas<Definitions extends Record<string, object>>(
  preload: () => void,
  definitions: Definitions,
): Definitions {
  for (const definition of Object.values(definitions) as { query?: unknown }[]) {
    const { query } = definition;
    if (typeof query !== 'function') continue;
    definition.query = (...args: unknown[]) => {
      preload();
      return (query as (...queryArgs: unknown[]) => unknown)(...args);
    };
  }
  return definitions;
}
