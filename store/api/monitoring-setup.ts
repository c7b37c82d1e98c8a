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
import { monitoringSchemas, monitoringTag } from './monitoring';

/** What a change to a reactor's parameters or devices makes stale: the reactor and its site's list. */
const reactorChanged = (reactorId: string, siteId?: string) => [monitoringTag.reactor(reactorId), ...(siteId ? [monitoringTag.reactors(siteId)] : [])];

/**
 * The changes to a project's monitoring: creating it, adding sites and reactors, a reactor's parameters (and the removed
 * ones) and devices. Apart from the reads (monitoring.ts), so that a page that only shows a monitoring does not carry them.
 */
export const monitoringSetupApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMonitoring: build.mutation<Monitoring, string>({
      query: (projectId) => ({ url: MONITORING_ROUTES.create, method: 'POST', body: { project_id: projectId }, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.monitoringSchema),
      invalidatesTags: (_result, error, projectId) => (error ? [] : [monitoringTag.project(projectId)]),
    }),
    addSite: build.mutation<Site, SiteInput>({
      query: (body) => ({ url: MONITORING_ROUTES.sites, method: 'POST', body, schemas: monitoringSchemas }),
      responseSchema: monitoringSchemas.response((schemas) => schemas.siteSchema),
      invalidatesTags: (_result, error, { monitoring_id: id }) => (error ? [] : [monitoringTag.sites(id)]),
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
  useCreateMonitoringMutation,
  useAddSiteMutation,
  useAddReactorMutation,
  useAddParameterMutation,
  useUpdateParameterMutation,
  useRemoveParameterMutation,
  useGetRemovedParametersQuery,
  useRestoreParameterMutation,
  useAddDeviceMutation,
  useChangeDeviceMutation,
} = monitoringSetupApi;
