import { STAFF_CONSOLE_ROUTES } from '@/lib/api/routes';
import type { ArchiveSnapshotInput, MaintenanceState, Snapshot, SnapshotComparison, SnapshotPage, SnapshotStatus } from '@/lib/schemas/config';
import type { StaffConsole } from '@/lib/schemas/console';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The console's schemas (and zod), loaded with its first request. */
const consoleSchemas = schemaModule(() => import('@/lib/schemas/console'));
const configSchemas = schemaModule(() => import('@/lib/schemas/config'));

const consoleTag = {
  counts: { type: 'Users', id: 'STAFF_CONSOLE' },
  snapshots: { type: 'Users', id: 'CONFIG_SNAPSHOTS' },
  maintenance: { type: 'Users', id: 'MAINTENANCE' },
} as const;

export interface SnapshotListArgs {
  name?: string;
  status?: SnapshotStatus[];
  after?: string;
}

/** Staff's console (issue 24, item 11): what waits, App Configuration's snapshots, the maintenance switch. */
export const consoleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffConsole: build.query<StaffConsole, void>({
      query: () => ({ url: STAFF_CONSOLE_ROUTES.console, schemas: consoleSchemas }),
      responseSchema: consoleSchemas.response((schemas) => schemas.staffConsoleSchema),
      providesTags: [consoleTag.counts],
      keepUnusedDataFor: 0,
    }),
    listSnapshots: build.query<SnapshotPage, SnapshotListArgs>({
      query: ({ name, status, after }) => ({
        url: STAFF_CONSOLE_ROUTES.snapshots,
        body: { ...(name && { name }), ...(status?.length && { status: status.join(',') }), ...(after && { after }) },
        schemas: configSchemas,
      }),
      responseSchema: configSchemas.response((schemas) => schemas.snapshotPageSchema),
      providesTags: [consoleTag.snapshots],
      keepUnusedDataFor: 0,
    }),
    archiveSnapshot: build.mutation<Snapshot, ArchiveSnapshotInput>({
      query: (body) => ({ url: STAFF_CONSOLE_ROUTES.archiveSnapshot, method: 'POST', body, schemas: configSchemas }),
      responseSchema: configSchemas.response((schemas) => schemas.snapshotSchema),
      // A 412 too: the snapshot changed, so the list is read again.
      invalidatesTags: [consoleTag.snapshots],
    }),
    compareSnapshots: build.query<SnapshotComparison, { from: string; to: string }>({
      query: (body) => ({ url: STAFF_CONSOLE_ROUTES.compareSnapshots, body, schemas: configSchemas }),
      responseSchema: configSchemas.response((schemas) => schemas.snapshotComparisonSchema),
      providesTags: [consoleTag.snapshots],
      keepUnusedDataFor: 0,
    }),
    getMaintenance: build.query<MaintenanceState, void>({
      query: () => ({ url: STAFF_CONSOLE_ROUTES.maintenance, schemas: configSchemas }),
      responseSchema: configSchemas.response((schemas) => schemas.maintenanceStateSchema),
      providesTags: [consoleTag.maintenance],
    }),
    setMaintenance: build.mutation<MaintenanceState, { on: boolean }>({
      query: (body) => ({ url: STAFF_CONSOLE_ROUTES.maintenance, method: 'PUT', body, schemas: configSchemas }),
      responseSchema: configSchemas.response((schemas) => schemas.maintenanceStateSchema),
      invalidatesTags: (_result, error) => (error ? [] : [consoleTag.maintenance]),
    }),
  }),
});

export const { useGetStaffConsoleQuery, useListSnapshotsQuery, useArchiveSnapshotMutation, useCompareSnapshotsQuery, useGetMaintenanceQuery, useSetMaintenanceMutation } =
  consoleApi;
