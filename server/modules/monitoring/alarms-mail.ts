import { alarmHref } from '@/lib/page-routes/monitoring';
import type { Database } from '@/server/db/client';
import type { AlarmRow, ParameterRow } from '@/server/db/schema';
import { alarmMail, type MonitoringMailKind } from '@/server/mail/monitoring-mail';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { findPeople, findProject, listShares } from '@/server/modules/projects/public';
import { findUserByEmail } from '@/server/modules/users/public';
import { chosenSeverities } from './alarms-people-repository';
import { alarmMessage, formatDelay, severityName } from './alarms-message';
import { findMonitoring, findParameter, findReactor, findSite } from './setup-repository';

/**
 * The users with the right to edit a project: an invitation tied to its user, or one to an address whose holder
 * confirmed it since (an invitation is tied to its user only once they open the project, R-20.7).
 */
async function editorsOf(db: Database, projectId: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const share of await listShares(db, projectId)) {
    if (share.right !== 'edit') continue;
    const userId = share.userId ?? (await findUserByEmail(db, share.email))?.id;
    if (userId) ids.add(userId);
  }
  return [...ids];
}

/**
 * Alarm mails (docs/requirements.md ): at raise to the project's owner, once the escalation delay
 * passed unacknowledged to its editors; each person only for the severities they chose (every one by default), in
 * their language, times in the site's zone, with a link to the alarm on the monitoring host.
 */
export function createAlarmMailer(db: Database, mail: MailSender) {
  async function tell(kind: MonitoringMailKind, alarm: AlarmRow, whom: (projectOwner: string, projectId: string) => Promise<string[]>, delayS?: number) {
    const monitoring = await findMonitoring(db, alarm.monitoringId);
    const project = monitoring && (await findProject(db, monitoring.projectId));
    const parameter: ParameterRow | undefined = await findParameter(db, alarm.parameterId);
    if (!project || !parameter) return;
    const candidates = await whom(project.ownerId, project.id);
    const chosen = await chosenSeverities(db, alarm.monitoringId, candidates);
    const wanted = candidates.filter((id) => (chosen.get(id) ?? [alarm.severity]).includes(alarm.severity));
    if (wanted.length === 0) return;
    const reactor = await findReactor(db, parameter.reactorId);
    const site = reactor && (await findSite(db, reactor.siteId));
    const zone = site?.timeZone ?? 'UTC';
    const link = mail.link(alarmHref(project.id, parameter.reactorId, alarm.id), 'monitoring');
    const people = await findPeople(db, wanted);
    await mail.send(
      kind,
      async () => wanted.map((id) => people.get(id)).map((person) => person && recipientOf(person)),
      ({ language, name }) =>
        alarmMail(
          {
            language,
            name,
            project: project.name,
            reactor: reactor?.name ?? '',
            parameter: parameter.name,
            severity: severityName(alarm.severity, language),
            message: alarmMessage(alarm, parameter, language, zone),
            link,
            ...(delayS === undefined ? {} : { delay: formatDelay(delayS, language) }),
          },
          kind,
        ),
    );
  }

  return {
    /** The project's owner hears of a new alarm. */
    raised: (alarm: AlarmRow) => tell('alarmRaised', alarm, async (owner) => [owner]),
    /** The project's editors (shared with the right to edit, to them or to their confirmed address), the owner aside, hear of an alarm left waiting. */
    escalated: (alarm: AlarmRow, delayS: number) =>
      tell('alarmEscalated', alarm, async (owner, projectId) => (await editorsOf(db, projectId)).filter((id) => id !== owner), delayS),
  };
}
export type AlarmMailer = ReturnType<typeof createAlarmMailer>;
