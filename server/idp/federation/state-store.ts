import { z } from 'zod';
import type { Database } from '@/server/db/client';
import { databaseAdapter } from '../adapter';
import { FEDERATED_PROVIDERS } from '../settings';

/** How long a user may spend at the upstream provider before the sign-in must start again. */
export const FEDERATION_STATE_SECONDS = 10 * 60;

const pendingSchema = z.object({
  uid: z.string().min(1),
  provider: z.enum(FEDERATED_PROVIDERS),
  nonce: z.string().min(1),
  verifier: z.string().min(1),
});
export type PendingFederation = z.infer<typeof pendingSchema>;

/** What a federated sign-in must remember between the redirect out and the callback, keyed by `state`. */
export function federationStateStore(db: Database) {
  const Adapter = databaseAdapter(db);
  const store = new Adapter('FederationState');
  return {
    async save(state: string, pending: PendingFederation): Promise<void> {
      await store.upsert(state, { ...pending }, FEDERATION_STATE_SECONDS);
    },
    /** Reads without spending: the callback only learns which interaction to go back to. */
    async peek(state: string): Promise<PendingFederation | undefined> {
      const parsed = pendingSchema.safeParse(await store.find(state));
      return parsed.success ? parsed.data : undefined;
    },
    /** Reads and deletes: a state works once. */
    async take(state: string): Promise<PendingFederation | undefined> {
      const found = await this.peek(state);
      if (found) await store.destroy(state);
      return found;
    },
  };
}
