import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { TODO_MAIL, type TodoMailKind } from './catalogues/todos';

export type { TodoMailKind } from './catalogues/todos';

/** A reminder's facts; the date is written the reader's way. */
export interface TodoReminderInput {
  language: Language;
  name: string;
  title: string;
  project: string;
  dueDate: string;
  link: string;
}

export function todoReminderMail(kind: TodoMailKind, input: TodoReminderInput): MailContent {
  const { language, dueDate, ...facts } = input;
  const due = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${dueDate}T00:00:00Z`));
  return writeMail(TODO_MAIL, kind, language, { ...facts, due });
}
