import type { Language } from '@/lib/schemas/common';
import type { Anchor } from '@/server/modules/audit/public';

/**
 * The value of the signed PDF's row (labelled there "Audit trail anchor before this signature") that carries the audit trail's anchor taken just before the signature (requirements
 * the entry, its hash, the key and its Ed25519 signature, so that a copy of the PDF held by a party proves
 * what the trail was, whatever the database says later. Kept apart from signed-pdf.ts, which only prints it.
 */
export function trailAnchorLine(anchor: Anchor | null, language: Language): string {
  if (language === 'fr') {
    return anchor
      ? `entrée ${anchor.seq}, SHA-256 ${anchor.hash}, le ${anchor.anchored_at}, clé ${anchor.key_id} (Ed25519), signature ${anchor.signature}`
      : 'aucun (le journal de l’opportunité était vide ou ne se vérifiait pas)';
  }
  return anchor
    ? `entry ${anchor.seq}, SHA-256 ${anchor.hash}, at ${anchor.anchored_at}, key ${anchor.key_id} (Ed25519), signature ${anchor.signature}`
    : 'none (the opportunity’s trail was empty or did not verify)';
}
