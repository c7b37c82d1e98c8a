import type { MailCatalogue } from '../catalogue';

/** The mail of monitoring: an alarm raised on a project's plant, to the project's owner. */
export type MonitoringMailKind = 'alarmRaised';

export const MONITORING_MAIL: MailCatalogue<MonitoringMailKind> = {
  en: {
    alarmRaised: {
      subject: 'Alarm on “{project}”: {parameter}',
      text: 'Hello {name},\n\nAn alarm was raised on “{project}”, reactor {reactor}:\n\n{message}\n\nSee it, acknowledge it or clear it here:\n\n{link}\n\nThe Groundwork team',
    },
  },
  fr: {
    alarmRaised: {
      subject: 'Alarme sur « {project} » : {parameter}',
      text: 'Bonjour {name},\n\nUne alarme s’est déclenchée sur « {project} », réacteur {reactor} :\n\n{message}\n\nConsultez-la, prenez-la en compte ou levez-la ici :\n\n{link}\n\nL’équipe Groundwork',
    },
  },
};
