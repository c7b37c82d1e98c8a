import type { ProjectAccess } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import type { MonitoringRow, ProjectRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { requireWriter, resolveProjectAccess, type Caller } from '@/server/modules/projects/public';
import { findMonitoring } from './setup-repository';

export interface MonitoringAccess {
  monitoring: MonitoringRow;
  project: ProjectRow;
  access: ProjectAccess;
}

export type Need = 'read' | 'write';

/**
 * The caller's right on a monitoring's records, through its project: the owner and editors manage, readers read.
 * Anyone without access to the project gets the same 404 as for a record that does not exist (`notFound`); a reader
 * who writes gets 403.
 */
export async function accessThroughProject(db: Database, projectId: string, caller: Caller, need: Need, notFound: string) {
  let context;
  try {
    context = await resolveProjectAccess(db, projectId, caller);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ApiError(404, notFound);
    throw error;
  }
  if (need === 'write') requireWriter(context);
  return context;
}

/** The monitoring of a record the caller names, with the caller's right on it (see accessThroughProject). */
export async function accessToMonitoring(db: Database, monitoringId: string | undefined, caller: Caller, need: Need, notFound: string): Promise<MonitoringAccess> {
  const monitoring = monitoringId ? await findMonitoring(db, monitoringId) : undefined;
  if (!monitoring) throw new ApiError(404, notFound);
  const { project, access } = await accessThroughProject(db, monitoring.projectId, caller, need, notFound);
  return { monitoring, project, access };
}
