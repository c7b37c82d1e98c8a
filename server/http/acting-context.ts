import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is really behind a request made by staff acting as another user (the `userId` header): set by the guards for
 * the rest of the request, read by the audit trail so that every entry written meanwhile names both the user (its
 * actor) and the staff member (`acted_by`) — requirements.
 */
const acting = new AsyncLocalStorage<{ staffId: string }>();

/** Runs the rest of the request as one acted by this staff member. */
export function runActing<T>(staffId: string, run: () => Promise<T>): Promise<T> {
  return acting.run({ staffId }, run);
}

/** The staff member acting for the request under way, or null when the user acts in person. */
export function actingStaffId(): string | null {
  return acting.getStore()?.staffId ?? null;
}
