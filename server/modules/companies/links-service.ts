import type { CompanyProject } from '@/lib/schemas/companies';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { projectTrackFacts, resolveProjectAccess, type Caller } from '@/server/modules/projects/public';
import { findPeople } from '@/server/modules/users/public';
import { auditCompany, COMPANY_ACTIONS } from './audit';
import * as links from './links-repository';
import { requireMember } from './membership';

/** `/company_projects` and `/company_project`: the developer company's projects, linked by its members. */
export function createLinksService(db: Database) {
  return {
    async list(user: CurrentUser): Promise<CompanyProject[]> {
      const { company } = await requireMember(db, user.id, 'developer');
      const rows = await links.linkedProjects(db, company.id);
      const [facts, people] = await Promise.all([
        projectTrackFacts(
          db,
          rows.map((row) => row.projectId),
        ),
        findPeople(
          db,
          rows.map((row) => row.linkedBy),
        ),
      ]);
      const names = new Map(facts.map((fact) => [fact.id, fact.name]));
      return rows.map((row) => ({
        project_id: row.projectId,
        name: names.get(row.projectId) ?? '',
        linked_at: row.linkedAt.toISOString(),
        linked_by: row.linkedBy ? (people.get(row.linkedBy)?.name ?? null) : null,
      }));
    },

    /** A member who owns or edits the project links it (the route's `project-write` class checked the project). */
    async link(caller: Caller, projectId: string, requestId: string): Promise<{ project_id: string; company_id: string }> {
      const { company } = await requireMember(db, caller.user.id, 'developer');
      await resolveProjectAccess(db, projectId, caller);
      const stored = await links.linkProject(db, { projectId, companyId: company.id, linkedBy: caller.user.id });
      if (stored.companyId !== company.id) throw new ApiError(409, 'This project already belongs to another company', { reason: 'linked_elsewhere' });
      await auditCompany(db, company.id, caller.user.id, requestId, COMPANY_ACTIONS.projectLinked, { project_id: projectId });
      return { project_id: projectId, company_id: company.id };
    },

    async unlink(caller: Caller, projectId: string, requestId: string): Promise<{ project_id: string; company_id: null }> {
      const { company } = await requireMember(db, caller.user.id, 'developer');
      await resolveProjectAccess(db, projectId, caller);
      if (!(await links.unlinkProject(db, company.id, projectId))) throw new ApiError(404, 'This project is not linked to your company');
      await auditCompany(db, company.id, caller.user.id, requestId, COMPANY_ACTIONS.projectUnlinked, { project_id: projectId });
      return { project_id: projectId, company_id: null };
    },
  };
}
