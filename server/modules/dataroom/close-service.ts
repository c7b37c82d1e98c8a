import { signHref } from '@/lib/page-routes/commitments';
import type { Database } from '@/server/db/client';
import type { ModuleEventMap } from '@/server/events/module-events';
import type { InvestmentMailer } from '@/server/mail/investment-mail';
import { recipientOf } from '@/server/mail/sender';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { findPeople } from '@/server/modules/projects/public';
import { grantState } from './access';
import * as repository from './repository';

/**
 * requirements: when its opportunity closes, the data room's open grants end, and each investor who had one
 * hears it in their language, with the folders gone and a link to what they signed (which stays theirs, R-21.3).
 * The developer may keep the grants open instead (the close dialog's option): then nothing changes here.
 */
export function createCloseListener({ db, mail }: { db: Database; mail: InvestmentMailer }) {
  return async function endGrantsOnClose(event: ModuleEventMap['publicationClosed']): Promise<void> {
    if (event.keepDataroomAccess) return;
    const requests = await repository.listRequests(db, event.opportunityId);
    if (requests.length === 0) return;
    const [grants, folders] = await Promise.all([
      repository.grantsOf(
        db,
        requests.map((request) => request.id),
      ),
      repository.listFolders(db, event.opportunityId),
    ]);
    const names = new Map(folders.map((folder) => [folder.id, folder.name]));
    const now = new Date();
    for (const request of requests) {
      const open = grants.filter((grant) => grant.requestId === request.id && grantState(grant, now) === 'active');
      if (open.length === 0) continue;
      const revoked = await repository.revokeGrants(db, request.id, undefined, event.actor.id);
      for (const grant of revoked) {
        await recordAuditEvent(db, {
          actorId: event.actor.id,
          action: 'dataroom.revoked',
          targetType: 'opportunity',
          targetId: event.opportunityId,
          requestId: event.requestId,
          details: { investor_id: request.investorId, folder_id: grant.folderId, on_close: true },
        });
      }
      await mail('dataroomClosed', async () => [(await findPeople(db, [request.investorId])).get(request.investorId)].map((person) => (person ? recipientOf(person) : null)), {
        path: signHref(event.opportunityId),
        title: event.title,
        from: event.actor.name,
        folders: open
          .map((grant) => names.get(grant.folderId) ?? '')
          .filter(Boolean)
          .sort((a, b) => a.localeCompare(b)),
      });
    }
  };
}
