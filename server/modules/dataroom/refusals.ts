import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import type { Caller } from '@/server/modules/projects/public';
import type { AuditBatch } from './audit-batch';
import { NOT_ACTIVATED } from './access';
import * as repository from './repository';

/** What an investor asked for when the data room said no. */
export type RefusedAttempt = 'document' | 'page' | 'download' | 'archive' | 'search';

export interface RefusalContext {
  db: Database;
  auditBatch: AuditBatch;
}

/** The reason a 403 of the data room gives: `detail.reason`, or `not_activated` for an investor staff have not activated. */
function reasonOf(error: ApiError): string {
  const reason = error.extra.reason;
  if (typeof reason === 'string') return reason;
  return error.message === NOT_ACTIVATED ? 'not_activated' : 'forbidden';
}

/**
 * Records an investor's refused attempt in the opportunity's trail (`dataroom.refused`), naming the document, page or
 * folder, so that the report shows it (requirements ). Only 403s of investors are recorded: a 404 names nothing
 * the caller may know of, and the developer's side is never refused this way.
 */
export async function recordRefusal(
  { db, auditBatch }: RefusalContext,
  error: unknown,
  caller: Caller,
  requestId: string,
  target: { attempt: RefusedAttempt; fileId?: string; folderId?: string; page?: number },
): Promise<void> {
  if (!(error instanceof ApiError) || error.status !== 403 || !caller.user.roles.includes('investor')) return;
  const file = target.fileId ? await repository.findFile(db, target.fileId) : undefined;
  const folder = await repository.findFolder(db, file?.folderId ?? target.folderId ?? '00000000-0000-0000-0000-000000000000');
  if (!folder) return;
  await auditBatch.record({
    actorId: caller.user.id,
    action: 'dataroom.refused',
    targetType: 'opportunity',
    targetId: folder.opportunityId,
    requestId,
    details: {
      investor_id: caller.user.id,
      attempt: target.attempt,
      reason: reasonOf(error),
      folder_id: folder.id,
      folder_name: folder.name,
      ...(file ? { file_id: file.id, file_name: file.name } : {}),
      ...(target.page ? { page: target.page } : {}),
    },
  });
}

/** Runs a check of the data room; a refusal is recorded before it is thrown on. */
export async function recordingRefusals<T>(
  context: RefusalContext,
  caller: Caller,
  requestId: string,
  target: Parameters<typeof recordRefusal>[4],
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await recordRefusal(context, error, caller, requestId, target).catch(() => undefined);
    throw error;
  }
}
