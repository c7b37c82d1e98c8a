import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted: the same content always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two forms the same form (docs/requirements.md R-20.17): the reactor, the template, the instant measured
 * (to the millisecond) and the checked answers, whatever their order. The phone makes a new entry id on each send, so
 * the id cannot tell a form sent again.
 */
export function formContentHash(form: { reactorId: string; templateId: string; measuredAt: Date; answers: Record<string, unknown> }): string {
  const text = canonical([form.reactorId, form.templateId, form.measuredAt.toISOString(), form.answers]);
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
