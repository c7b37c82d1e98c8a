import type { StaffSupportRequest, SupportMessage, SupportRequest } from '@/lib/schemas/support';
import type { SupportMessageRow, SupportRequestRow } from '@/server/db/schema';
import type { Contact } from '@/server/modules/users/public';

/** How the desk's rows read in its answers (issue 24, items 6 and 7). */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSupportRequest(row: SupportRequestRow, projectName: string | null): SupportRequest {
  return {
    id: row.id,
    project_id: row.projectId,
    project_name: projectName,
    page: row.page,
    subject: row.subject,
    message: row.message,
    state: row.status,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const personOf = (id: string, people: Map<string, Contact>) => {
  const person = people.get(id);
  return { id, name: person?.name ?? '—', email: person?.email ?? null };
};

export function toStaffSupportRequest(row: SupportRequestRow, projectName: string | null, people: Map<string, Contact>): StaffSupportRequest {
  return {
    ...toSupportRequest(row, projectName),
    requester: personOf(row.userId, people),
    assignee: row.assigneeId ? personOf(row.assigneeId, people) : null,
    first_reply_due_at: iso(row.firstReplyDueAt),
    first_replied_at: iso(row.answeredAt),
    escalated_at: iso(row.escalatedAt),
  };
}

/** A message; staff's are signed by the team for the user, by the staff member for staff. */
export function toSupportMessage(row: SupportMessageRow, people: Map<string, Contact>, teamName: string | null): SupportMessage {
  const author = row.authorId ? people.get(row.authorId)?.name : undefined;
  return {
    id: row.id,
    from: row.fromStaff ? 'staff' : 'user',
    author_name: row.fromStaff && teamName ? teamName : (author ?? '—'),
    body: row.body,
    internal: row.internal,
    attachment:
      row.fileId && row.fileName ? { id: row.fileId, name: row.fileName, content_type: row.fileContentType ?? 'application/octet-stream', size: row.fileSize ?? 0 } : null,
    created_at: row.createdAt.toISOString(),
  };
}
