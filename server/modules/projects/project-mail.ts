import type { CurrentUser } from '@/server/http/context';
import type { Logger } from '@/server/logger';
import type { Mailer } from '@/server/mail/mailer';
import type { MailMessage } from '@/server/mail/message';
import { invitationMail, transferMail } from '@/server/mail/project-mail';

/** Sends the mail of invitations and transfers; a mail that cannot go is logged, the grant stands. */
export interface ProjectMail {
  invitation(input: { inviter: CurrentUser; to: string; project: { id: string; name: string }; right: 'read' | 'edit' }): Promise<void>;
  transfer(input: { inviter: CurrentUser; to: string; project: { id: string; name: string } }): Promise<void>;
}

export function createProjectMail(deps: { mailer?: Mailer; appOrigin: string; logger: Logger }): ProjectMail {
  const send = async (message: MailMessage) => {
    if (!deps.mailer) return;
    await deps.mailer.sendMail(message).catch((error: unknown) => {
      deps.logger.warn({ err: error, to: message.to }, 'a project mail could not be sent');
    });
  };
  return {
    invitation: ({ inviter, to, project, right }) =>
      send(invitationMail({ language: inviter.language, to, inviter: inviter.name, project: project.name, right, link: `${deps.appOrigin}/projects/${project.id}` })),
    transfer: ({ inviter, to, project }) =>
      send(transferMail({ language: inviter.language, to, inviter: inviter.name, project: project.name, link: `${deps.appOrigin}/homepage` })),
  };
}
