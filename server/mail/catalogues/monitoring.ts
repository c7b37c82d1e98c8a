import type { Language } from '@/lib/schemas/common';
import type { ALARM_SEVERITIES } from '@/lib/schemas/monitoring-alarm-constants';
import type { MailCatalogue } from '../catalogue';

/**
 * The mail of monitoring (an alarm raised on a project's plant, to the project's owner; an alarm left unacknowledged,
 * to its editors), and the alarms' own texts, written in each reader's language from the facts an alarm keeps
 * (docs/requirements.md R-20.18). French: an alarm is « déclenchée » when raised, « revenue à la normale » when the
 * readings come back, « acquittée » when a person acknowledges it: never « levée », which reads both ways.
 */
export type MonitoringMailKind = 'alarmRaised' | 'alarmEscalated';

export const MONITORING_MAIL: MailCatalogue<MonitoringMailKind> = {
  en: {
    alarmRaised: {
      subject: 'Alarm ({severity}) on “{project}”: {parameter}',
      text:
        'Hello {name},\n\nAn alarm was raised on “{project}”, reactor {reactor}.\n\nSeverity: {severity}\n{message}\n\n' +
        'See it, acknowledge it or clear it here:\n\n{link}\n\nThe Groundwork team',
    },
    alarmEscalated: {
      subject: 'Not acknowledged for {delay}: alarm ({severity}) on “{project}”: {parameter}',
      text:
        'Hello {name},\n\nAn alarm on “{project}”, reactor {reactor}, has waited {delay} without anyone acknowledging it. ' +
        'This mail reaches you because you may edit the project.\n\nSeverity: {severity}\n{message}\n\nSee it and acknowledge it here:\n\n{link}\n\nThe Groundwork team',
    },
  },
  fr: {
    alarmRaised: {
      subject: 'Alarme ({severity}) sur « {project} » : {parameter}',
      text:
        'Bonjour {name},\n\nUne alarme s’est déclenchée sur « {project} », réacteur {reactor}.\n\nGravité : {severity}\n{message}\n\n' +
        'Consultez-la, acquittez-la ou clôturez-la ici :\n\n{link}\n\nL’équipe Groundwork',
    },
    alarmEscalated: {
      subject: 'Non acquittée depuis {delay} : alarme ({severity}) sur « {project} » : {parameter}',
      text:
        'Bonjour {name},\n\nUne alarme sur « {project} », réacteur {reactor}, attend depuis {delay} sans que personne ne l’ait acquittée. ' +
        'Ce message vous parvient parce que vous pouvez modifier ce projet.\n\nGravité : {severity}\n{message}\n\nConsultez-la et acquittez-la ici :\n\n{link}\n\nL’équipe Groundwork',
    },
  },
};

type Severity = (typeof ALARM_SEVERITIES)[number];

/** An alarm's text, by what happened: `{placeholders}` filled from its facts, numbers and times already formatted. */
export interface AlarmTexts {
  above: string;
  below: string;
  rate: string;
  silent: string;
  never: string;
  severities: Record<Severity, string>;
}

export const ALARM_TEXTS: Readonly<Record<Language, AlarmTexts>> = {
  en: {
    above: '{parameter} at {value} {unit}, above {bound} {unit} since {since}',
    below: '{parameter} at {value} {unit}, below {bound} {unit} since {since}',
    rate: '{parameter} changed by {rate} {unit}/min (at most {maxRate}) at {time}',
    silent: 'no reading of {parameter} for more than {allowed} s (last: {last})',
    never: 'never',
    severities: { critical: 'critical', major: 'major', minor: 'minor', warning: 'warning' },
  },
  fr: {
    above: '{parameter} à {value} {unit}, au-dessus de {bound} {unit} depuis le {since}',
    below: '{parameter} à {value} {unit}, en dessous de {bound} {unit} depuis le {since}',
    rate: '{parameter} a varié de {rate} {unit}/min (au plus {maxRate}) le {time}',
    silent: 'aucune mesure de {parameter} depuis plus de {allowed} s (dernière : {last})',
    never: 'aucune',
    severities: { critical: 'critique', major: 'majeure', minor: 'mineure', warning: 'avertissement' },
  },
};
