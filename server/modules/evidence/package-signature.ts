import { sign, verify, type KeyObject } from 'node:crypto';
import type { AnchorKey } from '@/server/modules/audit/public';

/*
 * The package's signature (requirements ): manifest.json signed with the platform's Ed25519 anchoring key (the
 * one that signs the heads of the audit chains, kept outside the database; package-key.ts). The signature is the raw
 * 64 bytes (manifest.json.sig); the public key is in the package and at a public route as SPKI PEM, so that
 * `openssl pkeyutl -verify -pubin -inkey public-key.pem -rawin -in manifest.json -sigfile manifest.json.sig` checks
 * it offline.
 */

/** The public key as SPKI PEM, what `openssl pkeyutl -pubin` and node's `createPublicKey` read. */
export function publicKeyPem(key: Pick<AnchorKey, 'publicKey'>): string {
  return key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

/** The detached Ed25519 signature of the bytes. */
export function signManifest(key: Pick<AnchorKey, 'privateKey'>, bytes: Uint8Array): Uint8Array {
  return new Uint8Array(sign(null, bytes, key.privateKey));
}

export function manifestSignatureHolds(publicKey: KeyObject, bytes: Uint8Array, signature: Uint8Array): boolean {
  return verify(null, bytes, publicKey, signature);
}
