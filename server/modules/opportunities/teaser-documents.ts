import type { TeaserDocument, TeaserDocumentsQuery } from '@/lib/schemas/opportunities';
import { AUDIT_ACTIONS, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import type { ProjectFileRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { findProjectFile } from '@/server/modules/projects/public';
import type { FileStore, ObjectReader } from '@/server/storage';
import type { ListingService } from './listing-service';
import * as repository from './repository';

const NOT_FOUND = 'No published opportunity has this document';

/**
 * The documents a developer shows with a published opportunity (files of its project), for whoever sees the
 * opportunity in full: activated investors and staff. Each download is recorded in the opportunity's audit trail.
 */
export function createTeaserDocuments({ db, storage, listing }: { db: Database; storage: FileStore; listing: Pick<ListingService, 'seesInFull'> }) {
  async function filesOf(opportunityId: string, user: CurrentUser): Promise<ProjectFileRow[]> {
    if (!(await listing.seesInFull(user))) throw new ApiError(403, 'Teaser documents open once the Groundwork team has activated your investor account');
    const [opportunity, publication] = await Promise.all([repository.findOpportunity(db, opportunityId), repository.findPublication(db, opportunityId)]);
    // Staff review what was submitted (requirements ), listed or not; everyone else reads the approved version.
    const shown = user.roles.includes('admin') ? publication : opportunity;
    if (!shown || !publication) throw new ApiError(404, NOT_FOUND);
    const files = await Promise.all(shown.teaserFileIds.map((id) => findProjectFile(db, publication.projectId, id)));
    return files.filter((file): file is ProjectFileRow => Boolean(file));
  }

  return {
    async list(query: TeaserDocumentsQuery, user: CurrentUser): Promise<TeaserDocument[]> {
      return (await filesOf(query.opportunity_id, user)).map((file) => ({ id: file.id, name: file.name, content_type: file.contentType, size: file.size }));
    },

    async open(query: TeaserDocumentsQuery & { file_id: string }, user: CurrentUser, requestId: string | null): Promise<{ file: ProjectFileRow; reader: ObjectReader }> {
      const file = (await filesOf(query.opportunity_id, user)).find((candidate) => candidate.id === query.file_id);
      const reader = file && (await storage.get(file.container, file.path));
      if (!file || !reader) throw new ApiError(404, NOT_FOUND);
      await recordAuditEvent(db, {
        actorId: user.id,
        action: AUDIT_ACTIONS.teaserDownloaded,
        targetType: OPPORTUNITY_TARGET,
        targetId: query.opportunity_id,
        requestId,
        details: { file_id: file.id, file_name: file.name },
      });
      return { file, reader };
    },
  };
}
