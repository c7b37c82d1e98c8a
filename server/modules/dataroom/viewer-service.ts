import { type DataroomDocument, isDownloadOnlyType, type PageTime, type SearchResult } from '@/lib/schemas/dataroom';
import type { Database } from '@/server/db/client';
import type { DataroomFileRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import { createRateLimiter } from '@/server/http/rate-limit';
import type { Caller } from '@/server/modules/projects/public';
import type { AuditBatch } from './audit-batch';
import { developerAccessOrNull, DOCUMENT_NOT_FOUND, grantState, isActivatedInvestor, NOT_ACTIVATED, refusal } from './access';
import type { PageCache } from './page-cache';
import { createPageTexts, searchPages } from './page-text';
import { documentTemplate, imageTemplate } from './pdf-pages';
import * as repository from './repository';
import { PAGE_TIME_REPORTS_PER_WINDOW, PAGE_TIME_WINDOW_S, recordServe, takePageTime } from './page-serves-repository';
import { stamp } from './watermark';

export const DOWNLOAD_NOT_ALLOWED = 'The developer has not allowed downloads of this folder: view it page by page';
const DOWNLOAD_ONLY_PAGES = 'This Word, Excel or PowerPoint file is only downloaded: it has no pages to show';

/** Who is looking at a document: an investor through a grant, or the developer's side previewing its own data room. */
interface Seen {
  file: DataroomFileRow;
  side: 'investor' | 'developer';
  canDownload: boolean;
  /** When the investor's grant ended (revoked or expired), null while it runs (and for the developer). */
  grantEnd: Date | null;
  state: ReturnType<typeof grantState> | null;
}

export interface ViewerDeps {
  db: Database;
  pages: PageCache;
  /** The viewer's audit entries, committed in groups under load (each request still waits for its own). */
  auditBatch: AuditBatch;
}

/**
 * The viewer's routes: a document's page count, each page on its own, the download, the time on a page. The grant is
 * read on every request (one statement, never cached): revoked or expired, the next page is refused with the reason.
 */
const PAGE_TIME_REFUSALS = {
  page_not_served: 'This page was not served to you: time is recorded only for a page you opened',
  nothing_left: 'More time than this page has been open was reported: nothing more is recorded',
} as const;

export function createViewerService({ db, pages, auditBatch }: ViewerDeps) {
  const pageTexts = createPageTexts((file) => pages.read(file));
  const reports = createRateLimiter(PAGE_TIME_REPORTS_PER_WINDOW, PAGE_TIME_WINDOW_S);
  async function seen(fileId: string, caller: Caller, options: { pastGrant?: boolean } = {}): Promise<Seen> {
    const found = await repository.fileAccess(db, fileId, caller.user.id);
    if (!found) throw new ApiError(404, DOCUMENT_NOT_FOUND);
    const { file, grant, now } = found;
    // A grant opens the room only while its investor is activated: staff withdrawing the activation close it at once.
    if (grant && (isActivatedInvestor(caller.user) || options.pastGrant)) {
      const state = grantState(grant, now);
      const grantEnd = state === 'active' ? null : (grant.revokedAt ?? grant.expiresAt);
      if (state === 'active' || options.pastGrant) return { file, side: 'investor', canDownload: state === 'active' && grant.canDownload, grantEnd, state };
      throw refusal(state, { file_id: file.id });
    }
    if (await developerAccessOrNull(db, file.opportunityId, caller)) return { file, side: 'developer', canDownload: true, grantEnd: null, state: null };
    if (grant) throw new ApiError(403, NOT_ACTIVATED, { file_id: file.id });
    if (caller.user.roles.includes('investor')) throw refusal('no_grant', { file_id: file.id });
    throw new ApiError(404, DOCUMENT_NOT_FOUND);
  }

  /** A folder that does not allow downloads makes every grant on it view-only (requirements ). */
  async function downloadable(found: Seen): Promise<Seen> {
    if (!found.canDownload || found.side === 'developer') return found;
    const folder = await repository.findFolder(db, found.file.folderId);
    return { ...found, canDownload: Boolean(folder?.allowsDownloads) };
  }

  const viewer = (user: CurrentUser) => ({ name: user.name, email: user.email, at: new Date() });

  async function audit(user: CurrentUser, action: string, file: DataroomFileRow, requestId: string, details: Record<string, unknown>) {
    await auditBatch.record({
      actorId: user.id,
      action,
      targetType: 'opportunity',
      targetId: file.opportunityId,
      requestId,
      details: { ...(action === 'dataroom.page_previewed' ? { viewer_id: user.id } : { investor_id: user.id }), file_id: file.id, file_name: file.name, ...details },
    });
  }

  return {
    async document(fileId: string, caller: Caller): Promise<DataroomDocument> {
      const { file, canDownload } = await downloadable(await seen(fileId, caller));
      return {
        id: file.id,
        opportunity_id: file.opportunityId,
        folder_id: file.folderId,
        name: file.name,
        content_type: file.contentType as DataroomDocument['content_type'],
        page_count: file.pageCount,
        download_only: isDownloadOnlyType(file.contentType),
        can_download: canDownload,
      };
    },

    /**
     * The pages whose text holds the words (requirements ): the same check as a page's, so that text is only
     * served for a document whose pages the caller may see; a download-only file has no pages to search.
     */
    async search(fileId: string, query: string, caller: Caller): Promise<SearchResult> {
      const { file } = await seen(fileId, caller);
      if (isDownloadOnlyType(file.contentType)) throw new ApiError(415, DOWNLOAD_ONLY_PAGES, { reason: 'download_only' });
      return { file_id: file.id, query, matches: searchPages(await pageTexts(file), query) };
    },

    /** One page (1-based) as a one-page PDF stamped with the caller's name, address and the time; recorded. */
    async page(fileId: string, page: number, caller: Caller, requestId: string): Promise<{ file: DataroomFileRow; bytes: Uint8Array }> {
      const { file, side } = await seen(fileId, caller);
      if (isDownloadOnlyType(file.contentType)) throw new ApiError(415, DOWNLOAD_ONLY_PAGES, { reason: 'download_only' });
      if (page > file.pageCount) throw new ApiError(404, `This document has ${file.pageCount} page${file.pageCount === 1 ? '' : 's'}`, { page_count: file.pageCount });
      const bytes = await stamp(await pages.page(file, page), viewer(caller.user));
      if (side === 'investor') {
        // Time on this page counts from now (requirements ).
        await recordServe(db, caller.user.id, file.id, page);
        await audit(caller.user, 'dataroom.page_viewed', file, requestId, { page });
      } else await audit(caller.user, 'dataroom.page_previewed', file, requestId, { page });
      return { file, bytes };
    },

    /** The whole document, every page stamped; only where the grant allows downloads (the developer's side always). */
    async download(fileId: string, caller: Caller, requestId: string): Promise<{ file: DataroomFileRow; bytes: Uint8Array }> {
      const { file, side, canDownload } = await downloadable(await seen(fileId, caller));
      if (!canDownload) throw new ApiError(403, DOWNLOAD_NOT_ALLOWED, { reason: 'download_not_allowed' });
      const source = await pages.read(file);
      // A Word, Excel or PowerPoint file goes as it is: it cannot be stamped page by page (requirements ).
      if (isDownloadOnlyType(file.contentType)) {
        if (side === 'investor') await audit(caller.user, 'dataroom.downloaded', file, requestId, { watermarked: false });
        return { file, bytes: source };
      }
      const template = file.contentType === 'application/pdf' ? await documentTemplate(source) : await imageTemplate(source, file.contentType);
      const bytes = await stamp(template, viewer(caller.user));
      if (side === 'investor') await audit(caller.user, 'dataroom.downloaded', file, requestId, {});
      return { file, bytes };
    },

    /**
     * The time an investor had a page on screen (requirements ): only for a page served to this viewer, at most
     * the time since it was served (all reports added up), never past the end of the grant, and at most
     * PAGE_TIME_REPORTS_PER_WINDOW reports a minute. A grant revoked or expired meanwhile still takes the time of the
     * page seen before, up to its end; the developer's own previews are not recorded.
     */
    async pageTime(input: PageTime, caller: Caller, requestId: string): Promise<{ recorded: boolean }> {
      const wait = reports.take(caller.user.id);
      if (wait > 0) throw new ApiError(429, 'Too many reports of time on page: wait a moment', { reason: 'rate_limited', retry_after_s: wait }, { 'Retry-After': String(wait) });
      const { file, side, grantEnd, state } = await seen(input.file_id, caller, { pastGrant: true });
      if (input.page > file.pageCount) throw new ApiError(400, `page: this document has ${file.pageCount} page${file.pageCount === 1 ? '' : 's'}`);
      if (side === 'developer') return { recorded: false };
      const taken = await takePageTime(db, caller.user.id, file.id, input.page, input.seconds, grantEnd);
      if ('refused' in taken) {
        if (taken.refused === 'nothing_left' && state && state !== 'active') throw refusal(state, { file_id: file.id });
        throw new ApiError(409, PAGE_TIME_REFUSALS[taken.refused], { reason: taken.refused, file_id: file.id, page: input.page });
      }
      await audit(caller.user, 'dataroom.page_time', file, requestId, { page: input.page, seconds: taken.taken });
      return { recorded: true };
    },
  };
}
export type ViewerService = ReturnType<typeof createViewerService>;
