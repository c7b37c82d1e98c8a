import type { Policy } from '@/lib/auth/policies';
import type { Executor } from '@/server/db/client';
import { signIns } from '@/server/db/schema';

/** A sign-in at an external provider, as its tokens show it. */
export interface SignInEvent {
  userId: string;
  email: string | null;
  policy: Policy;
  address: string | null;
  userAgent: string | null;
  /** When the user signed in at the provider (the token's `auth_time`, else `iat`). */
  authTime: Date;
}

/**
 * Writes the sign-in once: the unique index on (user, auth time) makes a second writer's insert do nothing, whether it
 * is another request of this instance or another instance. Answers whether this call wrote it.
 */
export async function insertSignInEvent(db: Executor, event: SignInEvent): Promise<boolean> {
  const written = await db
    .insert(signIns)
    .values({
      userId: event.userId,
      email: event.email?.slice(0, 320) ?? null,
      policy: event.policy,
      address: event.address?.slice(0, 100) ?? null,
      userAgent: event.userAgent?.slice(0, 500) ?? null,
      result: 'success',
      authTime: event.authTime,
    })
    .onConflictDoNothing()
    .returning({ id: signIns.id });
  return written.length > 0;
}
