import type { Database } from '@/server/db/client';
import { auditEvents } from '@/server/db/schema';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  requestId: string | null;
  details?: Record<string, unknown>;
}

/** Appends one event to the audit trail. */
export async function recordAuditEvent(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({ ...entry, details: entry.details ?? {} });
}
