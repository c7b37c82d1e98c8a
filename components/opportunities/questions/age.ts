/** How long a question has waited, in the largest whole unit (minutes, hours, days), written the reader's way ("3 days", "3 jours"). */
export function waitingFor(since: string, now: number, locale: string): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  const [value, unit] = minutes >= 1440 ? [Math.floor(minutes / 1440), 'day'] : minutes >= 60 ? [Math.floor(minutes / 60), 'hour'] : [Math.max(1, minutes), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
