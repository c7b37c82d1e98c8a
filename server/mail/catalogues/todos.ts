import type { MailCatalogue } from '../catalogue';

/**
 * The to-dos' reminders (R-24.12): three days before a to-do's due date and on it, to its assignee, or to the
 * project's owner when nobody is assigned.
 */
export type TodoMailKind = 'todoDueSoon' | 'todoDueToday';

export const TODO_MAIL: MailCatalogue<TodoMailKind> = {
  en: {
    todoDueSoon: {
      subject: 'Due in three days: “{title}” ({project})',
      text: 'Hello {name},\n\nThe to-do “{title}” on “{project}” is due on {due}.\n\nSee it and mark it done here:\n\n{link}\n\nThe Groundwork team',
    },
    todoDueToday: {
      subject: 'Due today: “{title}” ({project})',
      text: 'Hello {name},\n\nThe to-do “{title}” on “{project}” is due today, {due}.\n\nSee it and mark it done here:\n\n{link}\n\nThe Groundwork team',
    },
  },
  fr: {
    todoDueSoon: {
      subject: 'Échéance dans trois jours : « {title} » ({project})',
      text: 'Bonjour {name},\n\nLa tâche « {title} » du projet « {project} » arrive à échéance le {due}.\n\nConsultez-la et marquez-la comme faite ici :\n\n{link}\n\nL’équipe Groundwork',
    },
    todoDueToday: {
      subject: 'Échéance aujourd’hui : « {title} » ({project})',
      text: 'Bonjour {name},\n\nLa tâche « {title} » du projet « {project} » arrive à échéance aujourd’hui, le {due}.\n\nConsultez-la et marquez-la comme faite ici :\n\n{link}\n\nL’équipe Groundwork',
    },
  },
};
