import type { ChainVerification } from '@/lib/schemas/audit';
import type { Database } from '@/server/db/client';
import { containerNames, type FileStore } from '@/server/storage';
import { loadAnchorKey } from './anchor-key';
import { type Anchor, type AuditAnchors, createAuditAnchors } from './anchors';
import { verifyAuditChain } from './repository';

/** A chain's verification and its anchors, as `/audit`, `/report`, `/validate` and the signature use them. */
export interface AuditTrailService {
  anchors: AuditAnchors;
  /** Verified (incrementally unless `full`), then compared with the latest signed anchor. */
  verify(targetType: string, targetId: string, options?: { full?: boolean }): Promise<ChainVerification>;

  /**
   * Verifies the chain (the whole of it with `full`) and, when it holds, signs its head; answers the verification
   * and the anchor (null for an empty or broken chain).
   */
  anchorHead(targetType: string, targetId: string, options?: { full?: boolean }): Promise<{ verification: ChainVerification; anchor: Anchor | null }>;
}

const services = new WeakMap<FileStore, WeakMap<Database, AuditTrailService>>();

/** One service per database and file store (the modules that use it share it); the key is loaded once. */
export function auditTrailOf(db: Database, storage: FileStore, env: Record<string, string | undefined> = process.env): AuditTrailService {
  let byDb = services.get(storage);
  if (!byDb) services.set(storage, (byDb = new WeakMap()));
  const known = byDb.get(db);
  if (known) return known;
  const anchors = createAuditAnchors({ db, storage, container: containerNames(env).opportunities, key: loadAnchorKey(env) });
  const verify: AuditTrailService['verify'] = async (targetType, targetId, options) =>
    anchors.check(targetType, targetId, await verifyAuditChain(db, targetType, targetId, { incremental: !options?.full }));
  const service: AuditTrailService = {
    anchors,
    verify,
    async anchorHead(targetType, targetId, options) {
      const verification = await verify(targetType, targetId, options);
      return { verification, anchor: verification.valid ? await anchors.anchor(targetType, targetId) : null };
    },
  };
  byDb.set(db, service);
  return service;
}
