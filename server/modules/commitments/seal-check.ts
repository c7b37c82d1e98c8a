import { extractSignature } from '@signpdf/utils';
import type { SealFinding, SealVerdict } from '@/lib/schemas/commitments';
import { cmsVerify } from './cms';
import { SEAL_REASON_PATTERN } from './pdf-seal';
import { sha256Hex } from './terms';

export interface SealCheck {
  verdict: SealVerdict;
  finding: SealFinding;
  /** The commitment the seal's reason names (read from the file, changed or not), or null. */
  signatureId: string | null;
  /** SHA-256 of the bytes checked. */
  sha256: string;
}

const PDF_HEADER = Buffer.from('%PDF-');

/**
 * Checks a copy of a sealed PDF (requirements) the way a PDF reader does: the signature's byte ranges must
 * cover the whole file but the signature itself, their SHA-256 must be the signed digest, the signature must verify
 * with the certificate it carries, and that certificate must be one of ours (`fingerprints`).
 */
export async function checkSeal(bytes: Uint8Array, fingerprints: readonly string[]): Promise<SealCheck> {
  const file = Buffer.from(bytes);
  const sha256 = sha256Hex(file);
  const named = SEAL_REASON_PATTERN.exec(file.toString('latin1'))?.[1] ?? null;
  const result = (verdict: SealVerdict, finding: SealFinding): SealCheck => ({ verdict, finding, signatureId: named, sha256 });
  if (file.length < PDF_HEADER.length || !file.subarray(0, 1024).includes(PDF_HEADER)) return { ...result('not_ours', 'not_a_pdf'), signatureId: null };
  let extracted: ReturnType<typeof extractSignature>;
  try {
    extracted = extractSignature(file);
  } catch {
    return result('not_ours', 'no_seal');
  }
  let cms;
  try {
    cms = await cmsVerify(new Uint8Array(Buffer.from(extracted.signature, 'binary')), new Uint8Array(extracted.signedData));
  } catch {
    return result('not_ours', 'no_seal');
  }
  if (!cms.signerFingerprint || !fingerprints.includes(cms.signerFingerprint)) return result('not_ours', 'other_certificate');
  if (!cms.digestMatches) return result('modified', 'digest_mismatch');
  if (!cms.signatureVerified) return result('modified', 'bad_signature');
  const [start, firstLength, second, secondLength] = extracted.ByteRange;
  if (start !== 0 || second + secondLength !== file.length || firstLength >= second) return result('modified', 'bytes_outside_seal');
  return result('valid', 'sealed');
}
