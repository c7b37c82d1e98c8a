import type { MiddlewareHandler } from 'hono';
import type { Language } from '@/lib/schemas/common';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';

/**
 * What staff acting as another user (the `userId` header) may do on a route (requirements ). Every route
 * declares it through `routesOf`, so that none is left out:
 * - `allowed` (the default): the request runs as the user, and the audit trail names both the user and the staff
 *   member (`acted_by` in each entry written during the request, server/modules/audit/acting.ts);
 * - `refused`: an act only the user does in person (a signature, a commitment, a data-room request, a page view, the
 *   time on a page, a download) — 403 with `reason: acting_as_user`;
 * - `{ refusedWith: [...] }`: refused when the request's query names one of these parameters (the data room's GET
 *   serves a page with `page` and a download with `download`; listing its folders stays allowed).
 */
export type ActingRule = 'allowed' | 'refused' | { refusedWith: readonly string[] };

export const ACTING_REFUSED_REASON = 'acting_as_user';
/** The refusal in the request's language (the same texts as `trail.refusals.acting_as_user` of the interface). */
export const ACTING_REFUSED_MESSAGES = {
  en: 'Staff acting as another user may only read here: signatures, commitments, data-room requests, page views, time on page and downloads are made by the user in person',
  fr: 'L’équipe agissant à la place d’un utilisateur ne peut ici que consulter : signatures, engagements, demandes de data room, pages vues, temps passé et téléchargements sont le fait de l’utilisateur lui-même',
} as const satisfies Record<Language, string>;

/** The document's `x-acting` of an operation. */
export function actingExtension(rule: ActingRule): string {
  if (rule === 'allowed' || rule === 'refused') return rule;
  return `refused with ${rule.refusedWith.join(', ')}`;
}

/** The middleware that enforces a refusing rule, after the caller's guards (which set `actor` when acting). */
export function actingGuard(rule: ActingRule): MiddlewareHandler<AppEnv> | null {
  if (rule === 'allowed') return null;
  const refuses = (query: Record<string, string>) => rule === 'refused' || rule.refusedWith.some((name) => query[name] !== undefined);
  return async (c, next) => {
    if (c.get('actor') && refuses(c.req.query())) {
      throw new ApiError(403, ACTING_REFUSED_MESSAGES[c.get('language') ?? 'en'], { reason: ACTING_REFUSED_REASON, acting_as: c.get('user')?.id ?? null });
    }
    await next();
  };
}
