import { MONITORING_ROUTES } from '@/lib/api/routes';
import type { Monitoring, Reactor, Site } from '@/lib/schemas/monitoring';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The monitoring set-up schemas (and zod), loaded with the first monitoring request. */
export const monitoringSchemas = schemaModule(() => import('@/lib/schemas/monitoring'));

/** Cache tags: a project's monitoring, a monitoring's sites, a site's reactors, one reactor. */
export const monitoringTag = {
  project: (projectId: string) => ({ type: 'Monitoring' as const, id: `project:${projectId}` }),
  sites: (monitoringId: string) => ({ type: 'Monitoring' as const, id: `sites:${monitoringId}` }),
  reactors: (siteId: string) => ({ type: 'Monitoring' as const, id: `reactors:${siteId}` }),
  reactor: (reactorId: string) => ({ type: 'Monitoring' as const, id: `reactor:${reactorId}` }),
  removedParameters: (reactorId: string) => ({ type: 'Monitoring' as const, id: `removed-parameters:${reactorId}` }),
};

/**
 * Reading a project's monitoring, its sites and reactors (`/monitoring/create`, `/monitoring/sites`, `/monitoring/reactor`);
 * the changes to them are monitoring-setup.ts's endpoints.
 */
export const monitoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectMonitoring: build.query<Monitoring | null, string>({
      query: (projectId) => ({ url: MONITORING_ROUTES.create, body: { project_id: projectId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.projectMonitoringSchema),
      providesTags: (_result, _error, projectId) => [monitoringTag.project(projectId)],
    }),
    getSites: build.query<Site[], string>({
      query: (monitoringId) => ({ url: MONITORING_ROUTES.sites, body: { monitoring_id: monitoringId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.siteListSchema),
      providesTags: (_result, _error, monitoringId) => [monitoringTag.sites(monitoringId)],
    }),
    getReactors: build.query<Reactor[], string>({
      query: (siteId) => ({ url: MONITORING_ROUTES.reactor, body: { site_id: siteId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.reactorListSchema),
      providesTags: (_result, _error, siteId) => [monitoringTag.reactors(siteId)],
    }),
    getReactor: build.query<Reactor, string>({
      query: (reactorId) => ({ url: MONITORING_ROUTES.reactor, body: { reactor_id: reactorId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.reactorSchema),
      providesTags: (_result, _error, reactorId) => [monitoringTag.reactor(reactorId)],
    }),
  }),
});

export const { useGetProjectMonitoringQuery, useGetSitesQuery, useGetReactorsQuery, useGetReactorQuery } = monitoringApi;
