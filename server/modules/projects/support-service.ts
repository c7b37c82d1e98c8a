import type { CreateSupport, SupportRequest } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import type { SupportRequestRow } from '@/server/db/schema';
import { resolveProjectAccess, type Caller } from './access';
import { insertSupportRequest, listSupportRequests } from './support-repository';

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
      const row = await insertSupportRequest(db, { userId: caller.user.id, projectId: input.project_id ?? null, subject: input.subject, message: input.message });
      return toSupportRequest(row);
    },

    /** The caller's own requests, newest first (about one project when named). */
    async list(projectId: string | undefined, caller: Caller): Promise<SupportRequest[]> {
      if (projectId) await resolveProjectAccess(db, projectId, caller);
      return (await listSupportRequests(db, caller.user.id, projectId, SUPPORT_LIST_LIMIT)).map(toSupportRequest);
    },
  };
}
