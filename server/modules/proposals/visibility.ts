import type { Database } from '@/server/db/client';
import { findProject } from '@/server/modules/projects/public';

/**
 * Whether an OEM may send a proposal to a project: the one check of who an OEM can reach. Contract: given
 * a project id and a verified OEM company's id, true when the OEM can see the project, false otherwise (the send
 * then answers 404, as for a project that does not exist). Today it holds for every existing project; the matching
 * of OEMs and projects (issue 23, item 4) decides which projects an OEM sees (those whose owners let them be found),
 * and its rule is passed here instead (`createProposalsService(…, { projectVisibleToOem })`).
 */
export type ProjectVisibleToOem = (db: Database, projectId: string, companyId: string) => Promise<boolean>;

export const anyExistingProject: ProjectVisibleToOem = async (db, projectId) => (await findProject(db, projectId)) !== undefined;
