import type { CompanyKind } from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { membershipOfKind, type Membership } from './repository';

const KIND_WORDS: Record<CompanyKind, string> = { developer: 'developer company', oem: 'equipment maker (OEM) company' };

/** The caller's company of this kind; 404 when they belong to none: nobody reaches a company they are not in. */
export async function requireMember(db: Database, userId: string, kind: CompanyKind): Promise<Membership> {
  const membership = await membershipOfKind(db, userId, kind);
  if (!membership) throw new ApiError(404, `You belong to no ${KIND_WORDS[kind]} yet`, { reason: 'no_company' });
  return membership;
}

/** The same, for what only an admin of the company does: 403 to a member. */
export async function requireAdmin(db: Database, userId: string, kind: CompanyKind): Promise<Membership> {
  const membership = await requireMember(db, userId, kind);
  if (membership.role !== 'admin') throw new ApiError(403, 'Only an admin of the company may do this', { reason: 'not_admin' });
  return membership;
}
