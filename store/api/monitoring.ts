import { MONITORING_ROUTES, MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import type {
  DeviceAction,
  DeviceMqtt,
  DeviceInput,
  DeviceWithKey,
  Monitoring,
  Parameter,
  ParameterInput,
  ParameterRemoval,
  ParameterUpdate,
  Reactor,
  ReactorInput,
  RemovedParameter,
  Site,
  SiteInput,
} from '@/lib/schemas/monitoring';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The monitoring set-up schemas (and zod), loaded with the first monitoring request. */
const monitoringSchemas = schemaModule(() => import('@/lib/schemas/monitoring'));

/** Cache tags: a project's monitoring, a monitoring's sites, a site's reactors, one reactor. */
export const monitoringTag = {
  project: (projectId: string) => ({ type: 'Monitoring' as const, id: `project:${projectId}` }),
  sites: (monitoringId: string) => ({ type: 'Monitoring' as const, id: `sites:${monitoringId}` }),
  reactors: (siteId: string) => ({ type: 'Monitoring' as const, id: `reactors:${siteId}` }),
  reactor: (reactorId: string) => ({ type: 'Monitoring' as const, id: `reactor:${reactorId}` }),
  removedParameters: (reactorId: string) => ({ type: 'Monitoring' as const, id: `removed-parameters:${reactorId}` }),
};

/** What a change to a reactor's parameters or devices makes stale: the reactor and its site's list. */
const reactorChanged = (reactorId: string, siteId?: string) => [monitoringTag.reactor(reactorId), ...(siteId ? [monitoringTag.reactors(siteId)] : [])];

/** `/monitoring/create`, `/monitoring/sites`, `/monitoring/reactor` and its parameters and devices. */
export const monitoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectMonitoring: build.query<Monitoring | null, string>({
      query: (projectId) => ({ url: MONITORING_ROUTES.create, body: { project_id: projectId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.projectMonitoringSchema),
      providesTags: (_result, _error, projectId) => [monitoringTag.project(projectId)],
    }),
    createMonitoring: build.mutation<Monitoring, string>({
      query: (projectId) => ({ url: MONITORING_ROUTES.create, method: 'POST', body: { project_id: projectId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.monitoringSchema),
      invalidatesTags: (_result, error, projectId) => (error ? [] : [monitoringTag.project(projectId)]),
    }),
    getSites: build.query<Site[], string>({
      query: (monitoringId) => ({ url: MONITORING_ROUTES.sites, body: { monitoring_id: monitoringId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.siteListSchema),
      providesTags: (_result, _error, monitoringId) => [monitoringTag.sites(monitoringId)],
    }),
    addSite: build.mutation<Site, SiteInput>({
      query: (body) => ({ url: MONITORING_ROUTES.sites, method: 'POST', body, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.siteSchema),
      invalidatesTags: (_result, error, { monitoring_id: id }) => (error ? [] : [monitoringTag.sites(id)]),
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
    addReactor: build.mutation<Reactor, ReactorInput & { monitoring_id: string }>({
      query: ({ monitoring_id: _monitoring, ...body }) => ({ url: MONITORING_ROUTES.reactor, method: 'POST', body, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.reactorSchema),
      invalidatesTags: (_result, error, { site_id: siteId, monitoring_id: id }) => (error ? [] : [monitoringTag.reactors(siteId), monitoringTag.sites(id)]),
    }),
    addParameter: build.mutation<Parameter, ParameterInput & { site_id?: string }>({
      query: ({ site_id: _site, ...body }) => ({ url: MONITORING_SETUP_ROUTES.parameters, method: 'POST', body, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.parameterSchema),
      invalidatesTags: (_result, error, { reactor_id: id, site_id: siteId }) => (error ? [] : reactorChanged(id, siteId)),
    }),
    updateParameter: build.mutation<Parameter, ParameterUpdate & { reactor_id: string }>({
      query: ({ reactor_id: _reactor, ...body }) => ({ url: MONITORING_SETUP_ROUTES.parameters, method: 'PUT', body, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.parameterSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : reactorChanged(id)),
    }),
    /** Soft removal: the parameter goes to the reactor's removed list, restorable for 30 days. */
    removeParameter: build.mutation<RemovedParameter, ParameterRemoval & { reactor_id: string }>({
      query: ({ reactor_id: _reactor, ...body }) => ({ url: MONITORING_SETUP_ROUTES.parameters, method: 'DELETE', body, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.removedParameterSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [...reactorChanged(id), monitoringTag.removedParameters(id)]),
    }),
    getRemovedParameters: build.query<RemovedParameter[], string>({
      query: (reactorId) => ({ url: MONITORING_SETUP_ROUTES.removedParameters, body: { reactor_id: reactorId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.removedParameterListSchema),
      providesTags: (_result, _error, reactorId) => [monitoringTag.removedParameters(reactorId)],
    }),
    restoreParameter: build.mutation<Parameter, { parameter_id: string; reactor_id: string }>({
      query: ({ parameter_id: id }) => ({ url: MONITORING_SETUP_ROUTES.removedParameters, method: 'POST', body: { parameter_id: id }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.parameterSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [...reactorChanged(id), monitoringTag.removedParameters(id)]),
    }),
    addDevice: build.mutation<DeviceWithKey, DeviceInput>({
      query: (body) => ({ url: MONITORING_SETUP_ROUTES.devices, method: 'POST', body, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.deviceWithKeySchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : reactorChanged(id)),
    }),
    changeDevice: build.mutation<{ device: Reactor['devices'][number]; key?: string; mqtt?: DeviceMqtt }, DeviceAction & { reactor_id: string }>({
      query: ({ reactor_id: _reactor, ...body }) => ({ url: MONITORING_SETUP_ROUTES.devices, method: 'PUT', body, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.deviceAnswerSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : reactorChanged(id)),
    }),
  }),
});

export const {
  useGetProjectMonitoringQuery,
  useCreateMonitoringMutation,
  useGetSitesQuery,
  useAddSiteMutation,
  useGetReactorsQuery,
  useGetReactorQuery,
  useAddReactorMutation,
  useAddParameterMutation,
  useUpdateParameterMutation,
  useRemoveParameterMutation,
  useGetRemovedParametersQuery,
  useRestoreParameterMutation,
  useAddDeviceMutation,
  useChangeDeviceMutation,
} = monitoringApi;
