import { and, eq, exists, inArray, or } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { projects, projectShares } from '@/server/db/schema';

/**
 * The projects a user may upload to from the field — owned, or shared with them for editing or as field
 * staff (the invitation tied to them, or sent to their confirmed address) — with their names, as a subquery another
 * module's query reads (the phone page's targets).
 */
export function projectsUploadableBy(db: Executor, viewer: { userId: string; grantEmail: string | null }) {
  const invitedBy = viewer.grantEmail === null ? eq(projectShares.userId, viewer.userId) : or(eq(projectShares.userId, viewer.userId), eq(projectShares.email, viewer.grantEmail));
  const invited = db
    .select({ id: projectShares.id })
    .from(projectShares)
    .where(and(eq(projectShares.projectId, projects.id), invitedBy, inArray(projectShares.right, ['edit', 'field'])));
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(or(eq(projects.ownerId, viewer.userId), exists(invited)));
}
