import { staffSupportHref, supportRequestHref } from '@/lib/page-routes/support';
import type { Database } from '@/server/db/client';
import type { SupportRequestRow } from '@/server/db/schema';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { supportMail, type SupportMailKind } from '@/server/mail/support-mail';
import { findPeople, listStaff } from '@/server/modules/users/public';

/**
 * Who hears of what at the desk (issue 24, item 7), each in their own language: staff of a new request and of a late
 * first reply (every staff member), the user of staff's reply, the assigned staff member of the user's reply (every
 * staff member while nobody has the request).
 */
export function createSupportMailer(db: Database, mail: MailSender) {
  const requesterOf = async (row: SupportRequestRow) => (await findPeople(db, [row.userId])).get(row.userId);

  async function toStaff(kind: SupportMailKind, row: SupportRequestRow, message: string, only?: string | null): Promise<void> {
    const requester = (await requesterOf(row))?.name ?? '—';
    const link = mail.link(staffSupportHref(row.id));
    const everyone = async () => (await listStaff(db)).filter((member) => !only || member.id === only).map(recipientOf);
    await mail.send(kind, everyone, (recipient) => supportMail(kind, { language: recipient.language, name: recipient.name, requester, subject: row.subject, message, link }));
  }

  return {
    newRequest: (row: SupportRequestRow) => toStaff('supportNew', row, row.message),
    escalated: (row: SupportRequestRow) => toStaff('supportEscalated', row, ''),
    userReplied: (row: SupportRequestRow, message: string) => toStaff('supportUserReplied', row, message, row.assigneeId),
    async replied(row: SupportRequestRow, message: string): Promise<void> {
      const requester = await requesterOf(row);
      if (!requester) return;
      await mail.send('supportReplied', recipientOf(requester), (recipient) =>
        supportMail('supportReplied', {
          language: recipient.language,
          name: recipient.name,
          requester: requester.name,
          subject: row.subject,
          message,
          link: mail.link(supportRequestHref(row.id)),
        }),
      );
    },
  };
}

export type SupportMailer = ReturnType<typeof createSupportMailer>;
