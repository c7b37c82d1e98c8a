import type { InformationRequest } from '@/lib/schemas/information-requests';
import type { Database } from '@/server/db/client';
import type { InformationRequestRow, RequestMessageRow } from '@/server/db/schema';
import { findPublications } from '@/server/modules/opportunities/public';
import { findPeople } from '@/server/modules/projects/public';
import * as repository from './repository';

type Side = 'investor' | 'developer';

/**
 * Whether the investor's latest messages await an answer, and since when: the first investor message after the
 * developer's last one (requirements, "open for 3 days").
 */
export function openSince(messages: Pick<RequestMessageRow, 'authorSide' | 'createdAt'>[]): Date | null {
  let since: Date | null = null;
  for (const message of messages) {
    if (message.authorSide === 'developer') since = null;
    else if (!since) since = message.createdAt;
  }
  return since;
}

/** Open threads first, the longest waiting first; then the most recent activity. */
export function inboxOrder(a: InformationRequest, b: InformationRequest): number {
  if (a.open_since && b.open_since) return a.open_since.localeCompare(b.open_since);
  if (a.open_since || b.open_since) return a.open_since ? -1 : 1;
  return b.updated_at.localeCompare(a.updated_at);
}

/** The threads as the caller sees them: subject, messages with their authors' names, open since, unread. */
export async function viewThreads(db: Database, rows: InformationRequestRow[], userId: string): Promise<InformationRequest[]> {
  const ids = rows.map((row) => row.id);
  const [messages, publications, reads] = await Promise.all([
    repository.messagesOf(db, ids),
    findPublications(db, [...new Set(rows.map((row) => row.publicationId))]),
    repository.readsOf(db, ids, [userId]),
  ]);
  const people = await findPeople(db, [...rows.map((row) => row.investorId), ...messages.map((message) => message.authorId)]);
  const publicationOf = new Map(publications.map((publication) => [publication.id, publication]));
  const readAt = new Map(reads.map((read) => [read.requestId, read.readAt.getTime()]));
  return rows.flatMap((row): InformationRequest[] => {
    const publication = publicationOf.get(row.publicationId);
    if (!publication) return [];
    const side: Side = row.investorId === userId ? 'investor' : 'developer';
    const own = messages.filter((message) => message.requestId === row.id);
    const since = openSince(own);
    const lastRead = readAt.get(row.id) ?? 0;
    return [
      {
        id: row.id,
        opportunity_id: publication.id,
        opportunity_title: publication.title,
        project_id: publication.projectId,
        investor_id: row.investorId,
        investor_name: people.get(row.investorId)?.name ?? '',
        subject: { kind: row.subjectKind, file_id: row.fileId, file_name: row.fileName },
        side,
        open: since !== null,
        open_since: since?.toISOString() ?? null,
        unread: own.filter((message) => message.authorSide !== side && message.createdAt.getTime() > lastRead).length,
        messages: own.map((message) => ({
          id: message.id,
          author_side: message.authorSide,
          author_name: people.get(message.authorId ?? '')?.name ?? '',
          body: message.body,
          created_at: message.createdAt.toISOString(),
        })),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
    ];
  });
}
