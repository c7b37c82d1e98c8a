import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { MONITORING_MAIL, type MonitoringMailKind } from './catalogues/monitoring';

export type { MonitoringMailKind } from './catalogues/monitoring';

/** What an alarm mail tells: the alarm's text and severity already in the recipient's language, times in the site's zone. */
export interface AlarmMailInput {
  language: Language;
  name: string;
  project: string;
  reactor: string;
  parameter: string;
  severity: string;
  message: string;
  link: string;
  /** alarmEscalated: how long it waited unacknowledged ("15 min"). */
  delay?: string;
}

export function alarmMail(input: AlarmMailInput, kind: MonitoringMailKind = 'alarmRaised'): MailContent {
  const { language, ...facts } = input;
  return writeMail(MONITORING_MAIL, kind, language, facts);
}
