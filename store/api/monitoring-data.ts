import { MONITORING_SETUP_ROUTES } from '@/lib/api/routes';
import type { Correction, CorrectionInput, DeviceBatch } from '@/lib/schemas/monitoring-data';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The schemas of readings and their corrections, loaded with the first such request. */
const dataSchemas = schemaModule(() => import('@/lib/schemas/monitoring-data'));

export const dataTag = {
  corrections: (reactorId: string) => ({ type: 'Monitoring' as const, id: `corrections:${reactorId}` }),
  batches: (deviceId: string) => ({ type: 'Monitoring' as const, id: `batches:${deviceId}` }),
};

/** A device's last batches and the corrections of a reactor's readings. */
export const monitoringDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeviceBatches: build.query<DeviceBatch[], string>({
      query: (deviceId) => ({ url: MONITORING_SETUP_ROUTES.deviceBatches, body: { device_id: deviceId }, schemas: dataSchemas }),
      responseSchema: dataSchemas.response((schemas) => schemas.deviceBatchListSchema),
      providesTags: (_result, _error, deviceId) => [dataTag.batches(deviceId)],
    }),
    getCorrections: build.query<Correction[], string>({
      query: (reactorId) => ({ url: MONITORING_SETUP_ROUTES.corrections, body: { reactor_id: reactorId }, schemas: dataSchemas }),
      responseSchema: dataSchemas.response((schemas) => schemas.correctionListSchema),
      providesTags: (_result, _error, reactorId) => [dataTag.corrections(reactorId)],
    }),
    correctReading: build.mutation<Correction, CorrectionInput>({
      query: (body) => ({ url: MONITORING_SETUP_ROUTES.corrections, method: 'POST', body, schemas: dataSchemas }),
      responseSchema: dataSchemas.response((schemas) => schemas.correctionSchema),
      invalidatesTags: (_result, error, { reactor_id: id }) => (error ? [] : [dataTag.corrections(id), { type: 'Monitoring' as const, id: `reactor:${id}` }]),
    }),
  }),
});

export const { useGetDeviceBatchesQuery, useGetCorrectionsQuery, useCorrectReadingMutation } = monitoringDataApi;
