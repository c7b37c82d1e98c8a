import type { OpenAPIHono } from '@hono/zod-openapi';
import { MONITORING_PACKAGE_ROUTES } from '@/lib/api/routes';
import { packageEstimateSchema, packageQuerySchema } from '@/lib/schemas/monitoring-package';
import type { AppEnv } from '@/server/http/context';
import { fileResponse } from '@/server/http/file-response';
import { binary, errorResponses, json } from '@/server/http/openapi';
import type { routesOf } from '@/server/http/route';
import type { RecordCheck } from '@/server/http/access/record';
import { ACCESS_KEY_NOTE, callerOf } from '@/server/modules/projects/public';
import type { PackageDownloads } from './package-download';
import { packageKey } from './package-key';
import { publicKeyPem } from './package-signature';

const SCOPE =
  'A batch (`batch_id`: its records and the files tagged with it, from its start to its end) or a period (`from`, `to`: the records dated in it or whose period meets it, and those of the batches that ran in it).';

/** `/monitoring/package`, its estimate and the public key that checks its signature (requirements ). */
export function registerPackageRoutes(app: OpenAPIHono<AppEnv>, route: ReturnType<typeof routesOf>, downloads: PackageDownloads, monitoring: RecordCheck): void {
  app.openapi(
    route({
      operationId: 'estimateVerifierPackage',
      access: 'project-read',
      record: monitoring,
      method: 'get',
      path: MONITORING_PACKAGE_ROUTES.packageEstimate,
      summary: 'What a verifier package will hold, before it is made',
      description: `${SCOPE} How many files and about how many bytes: the progress bar's measure. The owner, editors, readers and verifiers; anyone else gets 404.${ACCESS_KEY_NOTE}`,
      request: { query: packageQuerySchema },
      responses: { 200: { description: 'The estimate', content: json(packageEstimateSchema) }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await downloads.estimate(c.req.valid('query'), callerOf(c)), 200),
  );

  app.openapi(
    route({
      operationId: 'downloadVerifierPackage',
      access: 'project-read',
      record: monitoring,
      method: 'get',
      path: MONITORING_PACKAGE_ROUTES.package,
      summary: 'The verifier package of a batch or a period, as a ZIP',
      description:
        `${SCOPE} A ZIP streamed as it is made (memory flat whatever its size): the readings as CSV per reactor, the KPIs (JSON and CSV), the ` +
        'photos and documents as stored, the evidence records with their files, flags and reviews (JSON), the period report (PDF), manifest.json ' +
        'and manifest.csv (every file with its size and SHA-256), SHA256SUMS (for `sha256sum -c`), manifest.json.sig (the Ed25519 signature of ' +
        'manifest.json, raw) and public-key.pem. `X-Package-Estimate` gives the expected size. A package over 4 GB is refused (413). The owner, ' +
        `editors, readers and verifiers; anyone else gets 404.${ACCESS_KEY_NOTE}`,
      request: { query: packageQuerySchema },
      responses: {
        200: { description: 'The package', content: binary('application/zip') },
        ...errorResponses(400, 401, 404, 413),
      },
    }),
    async (c) => {
      const built = await downloads.download(c.req.valid('query'), callerOf(c), c.get('requestId') ?? null);
      const response = fileResponse(built.body, { name: built.name, contentType: 'application/zip', disposition: 'attachment' });
      response.headers.set('X-Package-Estimate', String(built.size));
      return response;
    },
  );

  app.openapi(
    route({
      operationId: 'getPackagePublicKey',
      access: 'public',
      method: 'get',
      path: MONITORING_PACKAGE_ROUTES.packageKey,
      summary: 'The public key that checks verifier packages',
      description:
        'The Ed25519 public key (SPKI PEM) whose private half signs every package’s manifest.json: compare it with public-key.pem in a package, then ' +
        '`openssl pkeyutl -verify -pubin -inkey public-key.pem -rawin -in manifest.json -sigfile manifest.json.sig`. Anyone.',
      responses: { 200: { description: 'The key', content: { 'application/x-pem-file': { schema: { type: 'string' as const } } } }, ...errorResponses(401) },
    }),
    () => fileResponse(new TextEncoder().encode(publicKeyPem(packageKey())), { name: 'public-key.pem', contentType: 'application/x-pem-file', disposition: 'inline' }),
  );
}
