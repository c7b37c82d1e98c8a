import { randomUUID } from 'node:crypto';
import { MAX_PROPOSAL_FILES, type ProposalFile } from '@/lib/schemas/proposals';
import type { Database } from '@/server/db/client';
import type { ProposalFileRow, ProposalRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { UploadedFile } from '@/server/http/multipart';
import { acceptUploadedFile } from '@/server/http/upload-refusal';
import type { Logger } from '@/server/logger';
import type { FileStore, ObjectReader } from '@/server/storage';
import type { UploadRule } from '@/server/storage/upload-acceptance';
import type { UploadKind } from '@/lib/schemas/files';
import { recordAuditEvent } from '@/server/modules/audit/public';
import type { Caller } from '@/server/modules/projects/public';
import * as files from './files-repository';
import { oemPartyOf, partyOf } from './parties';
import { toProposalFile } from './present';

/** On the project's trail: {proposal_id, company_id, file_id, name, sha256 (added only)}. */
export const PROPOSAL_FILE_ACTIONS = { added: 'proposal.file_added', removed: 'proposal.file_removed' } as const;

export const NO_SUCH_FILE = 'This proposal has no file with this id';

export interface ProposalFilesOptions {
  db: Database;
  storage: FileStore;
  logger: Logger;
  /** The companies storage area's container: the attachments sit under the OEM's folder. */
  container: string;
  uploadRules: Record<UploadKind, UploadRule>;
}

const decided = (proposal: ProposalRow) => proposal.status === 'accepted' || proposal.status === 'declined';

/**
 * A proposal's attachments (R-23.70): the OEM's members attach and remove files while the proposal is undecided, with
 * the project files' rules (types, size, bytes matching the type); both sides read them; anyone else gets 404.
 */
export function createProposalFilesService({ db, storage, logger, container, uploadRules }: ProposalFilesOptions) {
  return {
    async list(proposalId: string, caller: Caller): Promise<ProposalFile[]> {
      await partyOf(db, proposalId, caller);
      return (await files.listProposalFiles(db, proposalId)).map(toProposalFile);
    },

    async open(proposalId: string, fileId: string, caller: Caller): Promise<{ file: ProposalFileRow; reader: ObjectReader }> {
      await partyOf(db, proposalId, caller);
      const file = await files.findProposalFile(db, proposalId, fileId);
      const reader = file ? await storage.get(container, file.path) : null;
      if (!file || !reader) throw new ApiError(404, NO_SUCH_FILE);
      return { file, reader };
    },

    async upload(proposalId: string, upload: UploadedFile, caller: Caller, requestId: string): Promise<ProposalFile> {
      const proposal = await oemPartyOf(db, proposalId, caller);
      if (decided(proposal)) throw new ApiError(409, `The proposal is already ${proposal.status} and cannot change`, { reason: 'wrong_state', status: proposal.status });
      if ((await files.countProposalFiles(db, proposalId)) >= MAX_PROPOSAL_FILES) {
        throw new ApiError(409, `A proposal holds at most ${MAX_PROPOSAL_FILES} files; remove one first`, { reason: 'too_many_files' });
      }
      const accepted = acceptUploadedFile(upload, 'document', uploadRules);
      const id = randomUUID();
      const path = `${proposal.companyId}/proposals/${proposal.id}/${id}`;
      await storage.put(container, path, upload.bytes, { contentType: accepted.contentType });
      try {
        const row = await db.transaction(async (tx) => {
          const stored = await files.insertProposalFile(tx, {
            id,
            proposalId: proposal.id,
            path,
            name: accepted.safeName,
            contentType: accepted.contentType,
            size: accepted.size,
            sha256: accepted.sha256,
            uploadedBy: caller.user.id,
          });
          await recordAuditEvent(tx, {
            actorId: caller.user.id,
            action: PROPOSAL_FILE_ACTIONS.added,
            targetType: 'project',
            targetId: proposal.projectId,
            requestId,
            details: { proposal_id: proposal.id, company_id: proposal.companyId, file_id: id, name: accepted.safeName, sha256: accepted.sha256 },
          });
          return stored;
        });
        return toProposalFile(row);
      } catch (error) {
        await storage.delete(container, path).catch(() => undefined);
        throw error;
      }
    },

    async remove(proposalId: string, fileId: string, caller: Caller, requestId: string): Promise<{ done: true }> {
      const proposal = await oemPartyOf(db, proposalId, caller);
      if (decided(proposal)) throw new ApiError(409, `The proposal is already ${proposal.status} and cannot change`, { reason: 'wrong_state', status: proposal.status });
      const row = await db.transaction(async (tx) => {
        const gone = await files.deleteProposalFile(tx, proposalId, fileId);
        if (!gone) throw new ApiError(404, NO_SUCH_FILE);
        await recordAuditEvent(tx, {
          actorId: caller.user.id,
          action: PROPOSAL_FILE_ACTIONS.removed,
          targetType: 'project',
          targetId: proposal.projectId,
          requestId,
          details: { proposal_id: proposal.id, company_id: proposal.companyId, file_id: gone.id, name: gone.name },
        });
        return gone;
      });
      await storage.delete(container, row.path).catch((error: unknown) => logger.warn({ err: error, path: row.path }, 'could not remove a proposal file from storage'));
      return { done: true };
    },
  };
}
