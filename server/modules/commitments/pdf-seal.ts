import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { cmsSign } from './cms';
import type { SealMaterial } from './seal-certificate';

/** Room kept in the PDF for the CMS signature (bytes; written as hex, so twice that in the file). */
const SIGNATURE_ROOM = 12_000;

/** What a reader shows beside the seal: why it was applied and by whom. */
export interface SealLabel {
  /** The signature dictionary's /Reason; it names the commitment, which the verification reads back. */
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signedAt: Date;
}

/** A commitment's id as the seal's reason names it. */
export const sealReason = (signatureId: string) => `Groundwork commitment ${signatureId}`;
export const SEAL_REASON_PATTERN = /Groundwork commitment ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;

class SealSigner extends Signer {
  constructor(private readonly seal: SealMaterial) {
    super();
  }

  async sign(content: Buffer): Promise<Buffer> {
    return Buffer.from(await cmsSign(new Uint8Array(content), this.seal));
  }
}

/**
 * Seals a PDF (requirements ): an invisible signature field whose PAdES signature (ETSI.CAdES.detached) covers
 * every byte of the file but the signature itself, so that any reader shows the document unmodified since sealing.
 */
export async function sealPdf(doc: PDFDocument, seal: SealMaterial, label: SealLabel): Promise<Uint8Array> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: label.reason,
    name: label.name,
    location: label.location,
    contactInfo: label.contactInfo,
    signingTime: label.signedAt,
    signatureLength: SIGNATURE_ROOM,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Groundwork',
  });
  const unsigned = await doc.save({ useObjectStreams: false });
  const signed = await new SignPdf().sign(Buffer.from(unsigned), new SealSigner(seal), label.signedAt);
  return new Uint8Array(signed);
}
