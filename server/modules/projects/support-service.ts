import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { CreateSupport, SupportRequest } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import { supportRequests, type SupportRequestRow } from '@/server/db/schema';
import { resolveProjectAccess, type Caller } from './access';

export const SUPPORT_LIST_LIMIT = 200;

function toSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    project_id: row.projectId,
    subject: row.subject,
    message: row.message,
    status: row.status,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
  };
}

export function createSupportService(db: Database) {
  return {
    /** Stores a request, about a project the caller can see when one is named. */
    async create(input: CreateSupport, caller: Caller): Promise<SupportRequest> {
      if (input.project_id) await resolveProjectAccess(db, input.project_id, caller);
      const [row] = await db
        .insert(supportRequests)
        .values({ userId: caller.user.id, projectId: input.project_id ?? null, subject: input.subject, message: input.message })
        .returning();
      return toSupportRequest(row);
    },

    /** The caller's own requests, newest first (about one project when named). */
    async list(projectId: string | undefined, caller: Caller): Promise<SupportRequest[]> {
      const conditions: SQL[] = [eq(supportRequests.userId, caller.user.id)];
      if (projectId) {
        await resolveProjectAccess(db, projectId, caller);
        conditions.push(eq(supportRequests.projectId, projectId));
      }
      const rows = await db
        .select()
        .from(supportRequests)
        .where(and(...conditions))
        .orderBy(desc(supportRequests.createdAt))
        .limit(SUPPORT_LIST_LIMIT);
      return rows.map(toSupportRequest);
    },
  };
}
