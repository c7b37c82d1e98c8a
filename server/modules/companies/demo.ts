import type { Database } from '@/server/db/client';
import { linkProject } from './links-repository';

/** Links the demo project to the demo company unless a company holds it already (the demo's seeding). */
export async function linkDemoProject(db: Database, companyId: string, projectId: string, userId: string): Promise<void> {
  await linkProject(db, { companyId, projectId, linkedBy: userId });
}
