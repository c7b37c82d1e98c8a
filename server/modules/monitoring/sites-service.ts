import type { Monitoring, Removed, Site, SiteInput, SiteUpdate } from '@/lib/schemas/monitoring';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import { accessThroughProject, accessToMonitoring } from './access';
import { toMonitoring, toSite } from './convert';
import { countSites, findMonitoringByProject, findSite, insertMonitoring, insertSite, listSites, removeSite, updateSite } from './setup-repository';

export const MONITORING_NOT_FOUND = 'Monitoring not found';
export const SITE_NOT_FOUND = 'Site not found';
const PROJECT_NOT_FOUND = 'Project not found';

/** A project's monitoring, and its sites. */
export function createSitesService(db: Database) {
  async function site(siteId: string, caller: Caller, need: 'read' | 'write') {
    const row = await findSite(db, siteId);
    if (!row) throw new ApiError(404, SITE_NOT_FOUND);
    return { row, ...(await accessToMonitoring(db, row.monitoringId, caller, need, SITE_NOT_FOUND)) };
  }

  return {
    /** The project's monitoring, or null before it is created (anyone with access to the project). */
    async get(projectId: string, caller: Caller): Promise<Monitoring | null> {
      const { project, access } = await accessThroughProject(db, projectId, caller, 'read', PROJECT_NOT_FOUND);
      const row = await findMonitoringByProject(db, projectId);
      if (!row) return null;
      return toMonitoring(row, { projectName: project.name, access, siteCount: await countSites(db, row.id) });
    },

    /** Creates the project's monitoring (owner or editor); a second call answers the same one. */
    async create(projectId: string, caller: Caller): Promise<Monitoring> {
      const { project, access } = await accessThroughProject(db, projectId, caller, 'write', PROJECT_NOT_FOUND);
      const row = await insertMonitoring(db, projectId, caller.user.id);
      return toMonitoring(row, { projectName: project.name, access, siteCount: await countSites(db, row.id) });
    },

    async list(monitoringId: string, caller: Caller): Promise<Site[]> {
      await accessToMonitoring(db, monitoringId, caller, 'read', MONITORING_NOT_FOUND);
      return (await listSites(db, monitoringId)).map((row) => toSite(row, row.reactorCount));
    },

    async add(input: SiteInput, caller: Caller): Promise<Site> {
      await accessToMonitoring(db, input.monitoring_id, caller, 'write', MONITORING_NOT_FOUND);
      return toSite(await insertSite(db, input), 0);
    },

    async update(input: SiteUpdate, caller: Caller): Promise<Site> {
      const { row } = await site(input.site_id, caller, 'write');
      const updated = await updateSite(db, row, input);
      const listed = (await listSites(db, row.monitoringId)).find((item) => item.id === row.id);
      return toSite(updated, listed?.reactorCount ?? 0);
    },

    /** Removes the site with its reactors, their parameters, devices and readings. */
    async remove(siteId: string, caller: Caller): Promise<Removed> {
      const { row } = await site(siteId, caller, 'write');
      return { id: row.id, removed_readings: await removeSite(db, row) };
    },
  };
}
export type SitesService = ReturnType<typeof createSitesService>;
