import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { MONITORING_MAIL } from './catalogues/monitoring';

export type { MonitoringMailKind } from './catalogues/monitoring';

/** What an alarm mail tells the project's owner. */
export interface AlarmMailInput {
  language: Language;
  name: string;
  project: string;
  reactor: string;
  parameter: string;
  message: string;
  link: string;
}

export function alarmMail(input: AlarmMailInput): MailContent {
  const { language, ...facts } = input;
  return writeMail(MONITORING_MAIL, 'alarmRaised', language, facts);
}
