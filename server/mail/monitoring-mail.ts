import type { Language } from '@/lib/schemas/common';
import type { MailMessage } from './message';

/** The mail of monitoring: an alarm raised on a project's plant, to the project's owner. */
const TEXTS = {
  en: {
    subject: 'Alarm on “{project}”: {parameter}',
    text: 'Hello {name},\n\nAn alarm was raised on “{project}”, reactor {reactor}:\n\n{message}\n\nSee it, acknowledge it or clear it here:\n\n{link}\n\nThe Groundwork team',
  },
  fr: {
    subject: 'Alarme sur « {project} » : {parameter}',
    text: 'Bonjour {name},\n\nUne alarme s’est déclenchée sur « {project} », réacteur {reactor} :\n\n{message}\n\nConsultez-la, prenez-la en compte ou levez-la ici :\n\n{link}\n\nL’équipe Groundwork',
  },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

export interface AlarmMailInput {
  language: Language;
  to: string;
  name: string;
  project: string;
  reactor: string;
  parameter: string;
  message: string;
  link: string;
}

export function alarmMail(input: AlarmMailInput): MailMessage {
  const texts = TEXTS[input.language] ?? TEXTS.en;
  const values = { ...input };
  return { to: input.to, subject: fill(texts.subject, values).slice(0, 200), text: fill(texts.text, values) };
}
