import { MONITORING_APP_PATHS } from '@/lib/page-routes/monitoring';
import { projectHref } from '@/lib/page-routes/projects';
import type { ShareRight } from '@/lib/schemas/projects';
import { DASHBOARD_PATH } from '@/lib/page-routes/shell';
import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { invitationMail, transferMail } from '@/server/mail/project-mail';
import type { MailSender } from '@/server/mail/sender';
import { findUserByEmail } from './repository';

/** Sends the mail of invitations and transfers; a mail that cannot go is logged, the grant stands. */
export interface ProjectMail {
  invitation(input: { inviter: CurrentUser; to: string; project: { id: string; name: string }; right: ShareRight }): Promise<void>;
  transfer(input: { inviter: CurrentUser; to: string; project: { id: string; name: string } }): Promise<void>;
}

/**
 * The mail goes to an address, in the language of the account that confirmed it; an address no account confirmed yet
 * is written to in the inviter's language, the one language known to be read on both sides.
 */
export function createProjectMail(db: Database, sender: MailSender): ProjectMail {
  async function recipient(inviter: CurrentUser, to: string) {
    const account = await findUserByEmail(db, to);
    return { email: to, name: account?.name ?? '', language: account?.language ?? inviter.language };
  }
  return {
    async invitation({ inviter, to, project, right }) {
      // Field staff see nothing of the project but the phone page of the monitoring application.
      const link = right === 'field' ? sender.link(MONITORING_APP_PATHS.uploads, 'monitoring') : sender.link(projectHref(project.id));
      await sender.send('invitation', await recipient(inviter, to), ({ language }) => invitationMail({ language, to, inviter: inviter.name, project: project.name, right, link }));
    },
    async transfer({ inviter, to, project }) {
      const link = sender.link(DASHBOARD_PATH);
      await sender.send('transfer', await recipient(inviter, to), ({ language }) => transferMail({ language, to, inviter: inviter.name, project: project.name, link }));
    },
  };
}
