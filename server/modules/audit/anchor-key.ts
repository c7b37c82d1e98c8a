import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** The key that signs the heads of the audit chains (requirements ): Ed25519, never in the database. */
export interface AnchorKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The first 16 hex digits of the SHA-256 of the public key (DER): which key signed an anchor. */
  id: string;
}

export const ANCHOR_KEY_FILE = 'audit-anchor-ed25519.pem';

function toAnchorKey(privateKey: KeyObject): AnchorKey {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('AUDIT_ANCHOR_KEY must be an Ed25519 private key (PKCS#8 PEM)');
  const publicKey = createPublicKey(privateKey);
  const id = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
  return { privateKey, publicKey, id };
}

/**
 * The anchoring key: `AUDIT_ANCHOR_KEY` (a PKCS#8 PEM, `\n` may be written as `\\n`) when set; otherwise the file
 * `keys/audit-anchor-ed25519.pem` of DATA_DIR (`.data` without it), made on first use with mode 0600 — kept, like
 * the TLS certificate, beside the data and out of the database, so that a writer of the database cannot sign.
 */
export function loadAnchorKey(env: Record<string, string | undefined> = process.env): AnchorKey {
  const given = env.AUDIT_ANCHOR_KEY?.trim();
  if (given) return toAnchorKey(createPrivateKey(given.replace(/\\n/g, '\n')));
  const folder = path.join(env.DATA_DIR?.trim() || '.data', 'keys');
  const file = path.join(folder, ANCHOR_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    try {
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process wrote it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  return toAnchorKey(createPrivateKey(readFileSync(file, 'utf8')));
}
