import { MONITORING_PACKAGE_ROUTES } from '@/lib/api/routes';
import type { MonitoringTrail, PackageEstimate, VerifyFiles } from '@/lib/schemas/monitoring-package';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The trail's and the package's schemas, loaded with their first request. */
const packageSchemas = schemaModule(() => import('@/lib/schemas/monitoring-package'));

const trailTag = (monitoringId: string) => ({ type: 'Monitoring' as const, id: `trail:${monitoringId}` });

/** `/monitoring/trail`, `/monitoring/trail/verify` and `/monitoring/package/estimate`. */
export const monitoringPackageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMonitoringTrail: build.query<MonitoringTrail, { monitoring_id: string; page: number; page_size: number }>({
      query: (body) => ({ url: MONITORING_PACKAGE_ROUTES.trail, body, schemas: packageSchemas }),
      responseSchema: packageSchemas.response((schemas) => schemas.monitoringTrailSchema),
      providesTags: (_result, _error, { monitoring_id: id }) => [trailTag(id)],
    }),
    verifyMonitoringFiles: build.query<VerifyFiles, string>({
      query: (monitoringId) => ({ url: MONITORING_PACKAGE_ROUTES.verifyFiles, body: { monitoring_id: monitoringId }, schemas: packageSchemas }),
      responseSchema: packageSchemas.response((schemas) => schemas.verifyFilesSchema),
      keepUnusedDataFor: 0,
    }),
    getPackageEstimate: build.query<PackageEstimate, { monitoring_id: string; batch_id?: string; from?: string; to?: string }>({
      query: (body) => ({ url: MONITORING_PACKAGE_ROUTES.packageEstimate, body, schemas: packageSchemas }),
      responseSchema: packageSchemas.response((schemas) => schemas.packageEstimateSchema),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMonitoringTrailQuery, useLazyVerifyMonitoringFilesQuery, useLazyGetPackageEstimateQuery } = monitoringPackageApi;
