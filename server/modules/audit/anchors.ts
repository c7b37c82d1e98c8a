import { createHash, sign, verify } from 'node:crypto';
import { z } from 'zod';
import type { ChainVerification } from '@/lib/schemas/audit';
import type { Executor } from '@/server/db/client';
import type { FileStore } from '@/server/storage';
import type { AnchorKey } from './anchor-key';
import { stableJson } from './chain';
import { chainEntryAt, chainHead } from './repository';

/** The version of an anchor's signed text. */
export const ANCHOR_FORMAT = 'gw-audit-anchor-v1';
const FOLDER = 'audit-anchors';

const anchorSchema = z.object({
  format: z.literal(ANCHOR_FORMAT),
  target_type: z.string(),
  target_id: z.string(),
  seq: z.number().int().positive(),
  hash: z.string(),
  anchored_at: z.string(),
  key_id: z.string(),
  signature: z.string(),
});
/** A chain's head signed with the anchoring key: the entry `seq` of the chain had this `hash` at `anchored_at`. */
export type Anchor = z.infer<typeof anchorSchema>;

/** A path segment the file store accepts: the id itself when it is plain, its SHA-256 otherwise. */
const segment = (value: string) => (/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value) ? value : createHash('sha256').update(value).digest('hex'));
const chainFolder = (targetType: string, targetId: string) => `${FOLDER}/${segment(targetType)}/${segment(targetId)}`;

const signedText = (anchor: Omit<Anchor, 'signature'>) => stableJson(anchor);

async function readJson(storage: FileStore, container: string, path: string): Promise<unknown> {
  const reader = await storage.get(container, path);
  if (!reader) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of reader.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

export interface AnchorDeps {
  db: Executor;
  storage: FileStore;
  /** The container the anchors are kept in (the opportunities storage area), under `audit-anchors/`. */
  container: string;
  key: AnchorKey;
}

/**
 * The anchors of the audit chains (requirements ): the head of a chain signed with a key the database does
 * not hold (Ed25519, anchor-key.ts), kept in the file store — each anchor at `audit-anchors/<type>/<id>/<seq>.json`
 * and the latest at `…/latest.json`. A writer of the database alone can neither change an anchor nor sign a new
 * one, so a chain rewritten with its hashes recomputed, or cut short, no longer matches its latest anchor.
 */
export function createAuditAnchors({ db, storage, container, key }: AnchorDeps) {
  const isGenuine = (anchor: Anchor) => {
    const { signature, ...signed } = anchor;
    return anchor.key_id === key.id && verify(null, Buffer.from(signedText(signed)), key.publicKey, Buffer.from(signature, 'base64'));
  };

  /** The latest anchor of a chain, or null when none (or none that this key signed). */
  async function latest(targetType: string, targetId: string): Promise<Anchor | null> {
    const parsed = anchorSchema.safeParse(await readJson(storage, container, `${chainFolder(targetType, targetId)}/latest.json`));
    return parsed.success && parsed.data.target_type === targetType && parsed.data.target_id === targetId && isGenuine(parsed.data) ? parsed.data : null;
  }

  return {
    latest,

    /**
     * Signs the chain's head as it is now and keeps it (nothing for an empty chain, or a head already anchored). The
     * caller verifies the chain first: an anchor vouches for what it names.
     */
    async anchor(targetType: string, targetId: string): Promise<Anchor | null> {
      const head = await chainHead(db, targetType, targetId);
      if (!head?.hash) return null;
      const previous = await latest(targetType, targetId);
      if (previous && previous.seq === head.seq && previous.hash === head.hash) return previous;
      const signed = {
        format: ANCHOR_FORMAT,
        target_type: targetType,
        target_id: targetId,
        seq: head.seq,
        hash: head.hash,
        anchored_at: new Date().toISOString(),
        key_id: key.id,
      } as const;
      const anchor: Anchor = { ...signed, signature: sign(null, Buffer.from(signedText(signed)), key.privateKey).toString('base64') };
      const body = Buffer.from(JSON.stringify(anchor, null, 2));
      const folder = chainFolder(targetType, targetId);
      await storage.put(container, `${folder}/${String(head.seq).padStart(12, '0')}.json`, body, { contentType: 'application/json' });
      if (!previous || previous.seq <= head.seq) await storage.put(container, `${folder}/latest.json`, body, { contentType: 'application/json' });
      return anchor;
    },

    /**
     * A verification compared with the chain's latest anchor: the chain must reach the anchored entry (else
     * `truncated`) and that entry must carry the anchored hash (else `rewritten`: changed, with every later hash
     * recomputed, or deleted and forged again).
     */
    async check(targetType: string, targetId: string, verification: ChainVerification): Promise<ChainVerification> {
      const anchor = await latest(targetType, targetId);
      if (!anchor) return { ...verification, anchored_seq: null };
      const result = { ...verification, anchored_seq: anchor.seq };
      if (!verification.valid) return result;
      const entry = await chainEntryAt(db, targetType, targetId, anchor.seq);
      if (!entry || verification.length < anchor.seq) {
        return { ...result, valid: false, broken_at_seq: Math.min(verification.length + 1, anchor.seq), reason: 'truncated' };
      }
      if (entry.hash !== anchor.hash) return { ...result, valid: false, broken_at_seq: anchor.seq, reason: 'rewritten' };
      return result;
    },
  };
}
export type AuditAnchors = ReturnType<typeof createAuditAnchors>;
