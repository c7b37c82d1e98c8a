import type { QuestionDocument } from '@/lib/schemas/information-requests';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { dataroomDocumentForQuestion } from '@/server/modules/dataroom/public';
import { findProjectFile } from '@/server/modules/projects/public';
import type { SubjectInput } from './repository';

const NO_DOCUMENT = 'The opportunity shows you no document with this id';

/**
 * What a question is about (requirements ): the opportunity, one of its teaser documents, or a document of its
 * data room that the investor may open now. Anything else is 404 with `reason: document_not_found`, so that no one
 * learns of a document they cannot see.
 */
export async function resolveSubject(
  db: Database,
  investorId: string,
  publication: { id: string; projectId: string; teaserFileIds: string[] },
  document: QuestionDocument | undefined,
): Promise<SubjectInput> {
  if (!document) return { kind: 'opportunity', fileId: null, fileName: null };
  const refuse = () => new ApiError(404, NO_DOCUMENT, { reason: 'document_not_found', field: 'document' });
  if (document.kind === 'teaser') {
    if (!publication.teaserFileIds.includes(document.file_id)) throw refuse();
    const file = await findProjectFile(db, publication.projectId, document.file_id);
    if (!file) throw refuse();
    return { kind: 'teaser', fileId: file.id, fileName: file.name };
  }
  const file = await dataroomDocumentForQuestion(db, document.file_id, investorId);
  if (!file || file.opportunityId !== publication.id || file.state !== 'active') throw refuse();
  return { kind: 'dataroom', fileId: file.id, fileName: file.name };
}
