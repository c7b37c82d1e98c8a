import { and, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Database } from '@/server/db/client';
import { idpPayloads } from '@/server/db/schema/idp';

const notExpired = () => or(isNull(idpPayloads.expiresAt), gt(idpPayloads.expiresAt, new Date()));

/**
 * oidc-provider's storage on the database: one row per model instance (session, grant, interaction, code,
 * refresh token…), so that a restart or another instance sees the same state.
 */
export function databaseAdapter(db: Database): AdapterConstructor {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(idpPayloads)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [idpPayloads.model, idpPayloads.id], set: row });
    }

    private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: idpPayloads.payload, consumedAt: idpPayloads.consumedAt })
        .from(idpPayloads)
        .where(and(eq(idpPayloads.model, this.model), condition, notExpired()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(idpPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(idpPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(idpPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(idpPayloads.model, this.model), eq(idpPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(idpPayloads).where(and(eq(idpPayloads.model, this.model), eq(idpPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpPayloads).where(eq(idpPayloads.grantId, grantId));
    }
  };
}

/** Removes expired rows; returns how many went. */
export async function purgeExpiredPayloads(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(idpPayloads)
    .where(and(isNotNull(idpPayloads.expiresAt), lt(idpPayloads.expiresAt, now)))
    .returning({ id: idpPayloads.id });
  return removed.length;
}
