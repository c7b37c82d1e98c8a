/**
 * Business time for the support desk's first reply (issue 24, item 7), in UTC: Saturday and Sunday do not count.
 * A request sent on a weekend starts its clock at Monday 00:00; one business day later is the same time on the next
 * weekday (Friday 10:00 → Monday 10:00; Saturday 15:00 → Tuesday 00:00).
 */
const DAY_MS = 86_400_000;

export function isWeekend(at: Date): boolean {
  const day = at.getUTCDay();
  return day === 0 || day === 6;
}

/** Midnight (UTC) of the first weekday at or after `at`, or `at` itself on a weekday. */
function businessStart(at: Date): Date {
  if (!isWeekend(at)) return at;
  let next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  while (isWeekend(next)) next = new Date(next.getTime() + DAY_MS);
  return next;
}

/** The moment `days` business days after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  let at = businessStart(from);
  for (let left = days; left > 0; left -= 1) {
    at = new Date(at.getTime() + DAY_MS);
    while (isWeekend(at)) at = new Date(at.getTime() + DAY_MS);
  }
  return at;
}
