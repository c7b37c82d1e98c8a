import { randomUUID } from 'node:crypto';
import {
  SUPPORT_FIRST_REPLY_BUSINESS_DAYS,
  SUPPORT_LIST_LIMIT,
  type SendSupport,
  type StaffSupportReply,
  type StaffSupportRequest,
  type StaffSupportThread,
  type SupportInbox,
  type SupportReply,
  type SupportRequest,
  type SupportState,
  type SupportThread,
  type UpdateSupport,
} from '@/lib/schemas/support';
import type { Database } from '@/server/db/client';
import type { SupportMessageRow, SupportRequestRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import type { UploadedFile } from '@/server/http/multipart';
import { acceptUploadedFile } from '@/server/http/upload-refusal';
import type { JobQueue } from '@/server/jobs';
import type { Logger } from '@/server/logger';
import type { FileStore, ObjectReader } from '@/server/storage';
import type { UploadKind } from '@/lib/schemas/files';
import type { UploadRule } from '@/server/storage/upload-acceptance';
import { projectNames, resolveProjectAccess, type Caller } from '@/server/modules/projects/public';
import { findPeople, listStaff, type Contact } from '@/server/modules/users/public';
import { addBusinessDays } from './business-day';
import { scheduleEscalation } from './escalation';
import type { SupportMailer } from './mailer';
import { toStaffSupportRequest, toSupportMessage, toSupportRequest } from './present';
import * as repository from './repository';

export const SUPPORT_NOT_FOUND = 'No support request of yours has this id';
const STAFF_NOT_FOUND = 'No support request has this id';

export interface SupportServiceOptions {
  db: Database;
  storage: FileStore;
  jobs: JobQueue;
  logger: Logger;
  /** The container attachments go to (the projects' storage area, under `support/`). */
  container: string;
  uploadRules: Record<UploadKind, UploadRule>;
  mailer: SupportMailer;
  /** The clock (tests move it). */
  now?: () => Date;
}

type Attachment = Partial<Pick<SupportMessageRow, 'fileId' | 'fileName' | 'filePath' | 'fileContentType' | 'fileSize' | 'fileSha256'>>;

/** The desk's rules: who reads what, the states a message moves a request to, and who hears of it. */
export function createSupportService({ db, storage, jobs, logger, container, uploadRules, mailer, now = () => new Date() }: SupportServiceOptions) {
  /** Stores a message's file (the project files' rules) at `support/<requestId>/<fileId>`. */
  async function store(requestId: string, file: UploadedFile | undefined): Promise<Attachment> {
    if (!file) return {};
    const accepted = acceptUploadedFile(file, 'document', uploadRules);
    const fileId = randomUUID();
    const path = `support/${requestId}/${fileId}`;
    await storage.put(container, path, file.bytes, { contentType: accepted.contentType });
    return { fileId, fileName: accepted.safeName, filePath: path, fileContentType: accepted.contentType, fileSize: accepted.size, fileSha256: accepted.sha256 };
  }

  async function unstore(attachment: Attachment): Promise<void> {
    if (attachment.filePath) await storage.delete(container, attachment.filePath).catch((error: unknown) => logger.warn({ err: error }, 'could not remove a support file'));
  }

  async function withFile<T>(attachment: Attachment, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await unstore(attachment);
      throw error;
    }
  }

  async function namesOf(rows: SupportRequestRow[]): Promise<Map<string, { name: string }>> {
    return projectNames(db, [...new Set(rows.map((row) => row.projectId).filter((id): id is string => Boolean(id)))]);
  }

  async function forUser(rows: SupportRequestRow[]): Promise<SupportRequest[]> {
    const names = await namesOf(rows);
    return rows.map((row) => toSupportRequest(row, row.projectId ? (names.get(row.projectId)?.name ?? null) : null));
  }

  async function forStaff(rows: SupportRequestRow[]): Promise<StaffSupportRequest[]> {
    const names = await namesOf(rows);
    const people = await findPeople(
      db,
      rows.flatMap((row) => [row.userId, row.assigneeId]),
    );
    return rows.map((row) => toStaffSupportRequest(row, row.projectId ? (names.get(row.projectId)?.name ?? null) : null, people));
  }

  async function staffMembers(): Promise<{ id: string; name: string; email: string | null }[]> {
    return (await listStaff(db)).map((row) => ({ id: row.id, name: row.name, email: row.email }));
  }

  async function ownRequest(id: string, userId: string): Promise<SupportRequestRow> {
    const row = await repository.findRequest(db, id);
    if (!row || row.userId !== userId) throw new ApiError(404, SUPPORT_NOT_FOUND);
    return row;
  }

  async function anyRequest(id: string): Promise<SupportRequestRow> {
    const row = await repository.findRequest(db, id);
    if (!row) throw new ApiError(404, STAFF_NOT_FOUND);
    return row;
  }

  async function openFile(row: SupportMessageRow | undefined): Promise<{ name: string; contentType: string; sha256: string | null; reader: ObjectReader }> {
    const reader = row?.filePath ? await storage.get(container, row.filePath) : null;
    if (!row || !reader) throw new ApiError(404, 'This request has no file with this id');
    return { name: row.fileName ?? 'file', contentType: row.fileContentType ?? 'application/octet-stream', sha256: row.fileSha256, reader };
  }

  return {
    /** A new request, from any page, about a project the caller can read when one is named; staff hear of it. */
    async send(input: SendSupport, file: UploadedFile | undefined, caller: Caller): Promise<SupportRequest> {
      if (input.project_id) await resolveProjectAccess(db, input.project_id, caller);
      const id = randomUUID();
      const attachment = await store(id, file);
      const sentAt = now();
      const row = await withFile(attachment, () =>
        repository.insertRequest(
          db,
          {
            id,
            userId: caller.user.id,
            projectId: input.project_id ?? null,
            page: input.page ?? null,
            subject: input.subject,
            message: input.message,
            firstReplyDueAt: addBusinessDays(sentAt, SUPPORT_FIRST_REPLY_BUSINESS_DAYS),
          },
          { authorId: caller.user.id, body: input.message, ...attachment },
        ),
      );
      await scheduleEscalation(db, jobs, row);
      await mailer.newRequest(row);
      return (await forUser([row]))[0];
    },

    async mine(projectId: string | undefined, caller: Caller): Promise<SupportRequest[]> {
      if (projectId) await resolveProjectAccess(db, projectId, caller);
      return forUser(await repository.listRequestsOf(db, caller.user.id, projectId, SUPPORT_LIST_LIMIT));
    },

    /** The sender's thread: never staff's internal notes. */
    async thread(id: string, userId: string): Promise<SupportThread> {
      const row = await ownRequest(id, userId);
      const messages = await repository.listMessages(db, id, false);
      const people = await findPeople(db, [row.userId]);
      return { request: (await forUser([row]))[0], messages: messages.map((message) => toSupportMessage(message, people, 'Groundwork')) };
    },

    /** The sender answers: a request waiting for them, or resolved, opens again; the staff member who has it hears of it. */
    async reply(input: SupportReply, file: UploadedFile | undefined, userId: string): Promise<SupportThread> {
      const request = await ownRequest(input.request_id, userId);
      const attachment = await store(request.id, file);
      const status: SupportState = request.status === 'new' ? 'new' : 'open';
      const row = await withFile(attachment, () => repository.addMessage(db, request.id, { authorId: userId, body: input.message, ...attachment }, { status }));
      await mailer.userReplied(row, input.message);
      return this.thread(row.id, userId);
    },

    async file(requestId: string, fileId: string, userId: string) {
      await ownRequest(requestId, userId);
      return openFile(await repository.findMessageFile(db, requestId, fileId, false));
    },

    /** Staff's inbox in one state (or all), and who may be assigned. */
    async inbox(state: SupportState | undefined): Promise<SupportInbox> {
      return { requests: await forStaff(await repository.listInbox(db, state, SUPPORT_LIST_LIMIT)), staff: await staffMembers() };
    },

    async staffThread(id: string): Promise<StaffSupportThread> {
      const row = await anyRequest(id);
      const messages = await repository.listMessages(db, id, true);
      const people: Map<string, Contact> = await findPeople(
        db,
        messages.map((message) => message.authorId),
      );
      return { request: (await forStaff([row]))[0], messages: messages.map((message) => toSupportMessage(message, people, null)), staff: await staffMembers() };
    },

    /**
     * Staff write: an internal note changes nothing the user sees; a reply is the user's next answer (the request
     * waits for them), the first one stops the escalation, and the user hears of it in their language.
     */
    async staffReply(input: StaffSupportReply, file: UploadedFile | undefined, staffId: string): Promise<StaffSupportThread> {
      const request = await anyRequest(input.request_id);
      const attachment = await store(request.id, file);
      const internal = input.internal ?? false;
      const changes: Partial<SupportRequestRow> = internal
        ? { status: request.status === 'new' ? 'open' : request.status }
        : { status: 'waiting', answer: input.message, answeredAt: request.answeredAt ?? now(), assigneeId: request.assigneeId ?? staffId };
      const row = await withFile(attachment, () =>
        repository.addMessage(db, request.id, { authorId: staffId, fromStaff: true, internal, body: input.message, ...attachment }, changes),
      );
      if (!internal) await mailer.replied(row, input.message);
      return this.staffThread(row.id);
    },

    /** Assigns a staff member (or nobody) and moves the state; a new request someone takes becomes open. */
    async update(input: UpdateSupport): Promise<StaffSupportRequest> {
      const request = await anyRequest(input.id);
      const changes: Partial<Pick<SupportRequestRow, 'assigneeId' | 'status'>> = {};
      if (input.assignee_id !== undefined) {
        if (input.assignee_id && !(await staffMembers()).some((member) => member.id === input.assignee_id)) {
          throw new ApiError(422, 'assignee_id is not a staff member');
        }
        changes.assigneeId = input.assignee_id;
        if (input.assignee_id && request.status === 'new' && !input.state) changes.status = 'open';
      }
      if (input.state) changes.status = input.state;
      const row = await repository.updateRequest(db, request.id, changes);
      if (!row) throw new ApiError(404, STAFF_NOT_FOUND);
      return (await forStaff([row]))[0];
    },

    async staffFile(requestId: string, fileId: string) {
      await anyRequest(requestId);
      return openFile(await repository.findMessageFile(db, requestId, fileId, true));
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
