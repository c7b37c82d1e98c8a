/** A time as the batches' screens show it: day and time, in the viewer's zone, named. */
export const BATCH_TIME = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;

/** A figure with at most `digits` decimals, or a dash. */
export function figure(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined ? '—' : String(Number(value.toFixed(digits)));
}
