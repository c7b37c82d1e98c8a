import type { Database } from '@/server/db/client';
import type { CurrentUser } from '@/server/http/context';
import { completeProvisioning, findUserByIdentity, insertProvisioningUser, setProvidedDetails } from './repository';
import { toCurrentUser } from './service';

/** An identity of the built-in provider whose user record is made ahead of its first API call (the demo account). */
export interface KnownIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string;
  emailVerified: boolean;
  company: string | null;
}

/**
 * The active user record of an identity, as its first API call would create it (role developer), with the
 * provider's confirmation of the address and the company copied in. An active record is returned as it is.
 */
export async function ensureActiveUser(db: Database, identity: KnownIdentity): Promise<CurrentUser> {
  const { issuer, subject } = identity;
  const existing = await findUserByIdentity(db, issuer, subject);
  if (existing?.status === 'active') return toCurrentUser(existing);
  const row =
    existing ??
    (await insertProvisioningUser(db, { issuer, subject, email: identity.email, name: identity.name, roles: ['developer'] })) ??
    (await findUserByIdentity(db, issuer, subject));
  if (!row) throw new Error(`The user record of ${identity.email} could not be created`);
  const active = await completeProvisioning(db, row.id);
  const verified = await setProvidedDetails(db, active.id, { emailVerified: identity.emailVerified, company: identity.company });
  return toCurrentUser(verified ?? active);
}
