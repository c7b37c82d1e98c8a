import { TODO_REMINDER_DAYS, TODO_REMINDER_HOUR_UTC } from '@/lib/schemas/todo-constants';

/** When a to-do's reminders go: pure, without the database. */
const DAY_MS = 86_400_000;

export function reminderTimes(dueDate: string): { daysBefore: number; at: Date }[] {
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  return TODO_REMINDER_DAYS.map((daysBefore) => ({ daysBefore, at: new Date(due - daysBefore * DAY_MS + TODO_REMINDER_HOUR_UTC * 3_600_000) }));
}

/**
 * When a reminder goes: at its hour on its day; at once when its day (UTC) has already begun as the date is set (a
 * to-do made today, due today, is reminded today, whatever the hour); never when its day is over (null).
 */
export function reminderRunAt(at: Date, now: Date): Date | null {
  const dayStart = at.getTime() - TODO_REMINDER_HOUR_UTC * 3_600_000;
  if (dayStart + DAY_MS <= now.getTime()) return null;
  return dayStart <= now.getTime() ? new Date(Math.min(at.getTime(), now.getTime())) : at;
}
