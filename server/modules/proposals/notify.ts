import { proposalHref } from '@/lib/page-routes/proposals';
import type { Database } from '@/server/db/client';
import type { CompanyRow, ProjectRow, ProposalRow } from '@/server/db/schema';
import { writeMail } from '@/server/mail/catalogue';
import { PROPOSALS_MAIL, type ProposalMailKind } from '@/server/mail/catalogues/proposals';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { memberIdsOf } from '@/server/modules/companies/public';
import { findPeople, listShares } from '@/server/modules/projects/public';

/** The facts a proposal's mail tells besides the names. */
export interface ProposalMailFacts {
  model?: string;
  version?: number;
  message?: string;
}

/** The project's deciders: its owner and editors. */
async function developerSide(db: Database, project: ProjectRow): Promise<string[]> {
  const editors = (await listShares(db, project.id)).filter((share) => share.right === 'edit' && share.userId).map((share) => share.userId as string);
  return [project.ownerId, ...editors];
}

/**
 * Writes one step of a proposal to the other side: the OEM's steps to the project's owner and editors, the
 * developer's to the OEM's members; each in their language, with the link to the proposal's page.
 */
export async function tellOtherSide(
  db: Database,
  mail: MailSender,
  kind: ProposalMailKind,
  to: 'developer' | 'oem',
  about: { proposal: ProposalRow; project: ProjectRow; company: CompanyRow },
  facts: ProposalMailFacts,
): Promise<void> {
  const link = mail.link(proposalHref(about.proposal.id));
  await mail.send(
    kind,
    async () => {
      const ids = to === 'developer' ? await developerSide(db, about.project) : await memberIdsOf(db, about.company.id);
      const people = await findPeople(db, ids);
      return [...people.values()].map(recipientOf);
    },
    (recipient) =>
      writeMail(PROPOSALS_MAIL, kind, recipient.language, {
        name: recipient.name,
        project: about.project.name,
        company: about.company.legalName,
        model: facts.model,
        version: facts.version,
        message: facts.message,
        link,
      }),
  );
}
