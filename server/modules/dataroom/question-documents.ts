import type { Database } from '@/server/db/client';
import { grantState } from './access';
import { fileAccess } from './repository';

/** A data-room document as a question names it, and whether the investor may open it now (requirements ). */
export interface QuestionDocumentAccess {
  id: string;
  name: string;
  opportunityId: string;
  /** `active`: the investor's grant on its folder is in force; `none`: never granted. */
  state: 'active' | 'expired' | 'revoked' | 'none';
}

/** The document and the investor's grant on its folder, for a question about it; undefined when no document has this id. */
export async function dataroomDocumentForQuestion(db: Database, fileId: string, investorId: string): Promise<QuestionDocumentAccess | undefined> {
  const row = await fileAccess(db, fileId, investorId);
  if (!row) return undefined;
  return { id: row.file.id, name: row.file.name, opportunityId: row.file.opportunityId, state: row.grant ? grantState(row.grant, row.now) : 'none' };
}
