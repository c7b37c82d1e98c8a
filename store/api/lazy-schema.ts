import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * The response schemas of one `lib/schemas` module, loaded with the first request that needs them rather than with
 * the page (zod and the schema modules are ~35 kB gzipped). This is the one way an endpoint of `store/api` checks
 * its answers:
 *
 *   const projectSchemas = schemaModule(() => import('@/lib/schemas/projects'));
 *   getProject: build.query<ProjectDetail, string>({
 *     query: (id) => ({ url: PROJECT_ROUTES.project, body: { id }, schemas: projectSchemas }),
 *     responseSchema: projectSchemas.response((schemas) => schemas.projectDetailSchema),
 *   }),
 *
 * The request names the module (`schemas`), so the base query starts loading it beside the request; the answer is
 * then checked against the schema the endpoint picked (RTK Query awaits the asynchronous check). A call made
 * without RTK Query checks its answer with a schema of {@link SchemaModule.load}. A module that fails to load fails
 * that check (the call reports an error) and is loaded again by the next one.
 */
export interface SchemaModule<Module> {
  /** Starts loading the module now (the base query does it when a request names the module). */
  preload(): void;
  /** A schema of the module as RTK Query's `responseSchema`: the module is loaded when a value is first checked. */
  response<Output>(pick: (module: Module) => StandardSchemaV1<unknown, Output>): StandardSchemaV1<Output>;
  /** The module itself, for a call made outside RTK Query. */
  load(): Promise<Module>;
}

/** What the base query needs of a schema module named by a request. */
export type Preloadable = Pick<SchemaModule<unknown>, 'preload'>;

export function schemaModule<Module>(load: () => Promise<Module>): SchemaModule<Module> {
  let loading: Promise<Module> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    preload() {
      loaded().catch(() => undefined);
    },
    response(pick) {
      return { '~standard': { version: 1, vendor: 'groundwork-lazy', validate: async (value) => pick(await loaded())['~standard'].validate(value) } };
    },
    load: loaded,
  };
}
