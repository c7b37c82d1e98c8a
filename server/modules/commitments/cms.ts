import { createHash, createPrivateKey, webcrypto, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SealMaterial } from './seal-certificate';

/*
 * The CMS (PKCS #7) signature a PDF seal holds, as PAdES baseline B-B asks (ETSI EN 319 142-1): SignedData over the
 * PDF's byte ranges, detached, SHA-256, with the signed attributes content-type, message-digest and
 * signing-certificate-v2 (which binds the certificate to the signature), and no signing-time (the PDF's /M says it).
 */

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
} as const;

const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });
pkijs.setEngine('node', engine);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const arrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function certificateOf(pem: string): pkijs.Certificate {
  return pkijs.Certificate.fromBER(arrayBuffer(new X509Certificate(pem).raw));
}

/** ESS signing-certificate-v2: the SHA-256 of the signer's certificate, with its issuer and serial number. */
function signingCertificateV2(certificate: pkijs.Certificate, der: Uint8Array): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [new asn1js.Sequence({ value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] })] }), certificate.serialNumber],
  });
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: arrayBuffer(sha256(der)) }), issuerSerial] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

async function importKey(keyPem: string): Promise<CryptoKey> {
  const key = createPrivateKey(keyPem);
  const der = key.export({ type: 'pkcs8', format: 'der' });
  const algorithm = key.asymmetricKeyType === 'ec' ? { name: 'ECDSA', namedCurve: 'P-256' } : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  return webcrypto.subtle.importKey('pkcs8', der, algorithm, false, ['sign']) as Promise<CryptoKey>;
}

/** The DER of a detached CMS signature of `content` by the seal. */
export async function cmsSign(content: Uint8Array, seal: SealMaterial): Promise<Uint8Array> {
  const [leafPem, ...chainPems] = seal.certificates;
  const leaf = certificateOf(leafPem);
  const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: leaf.issuer, serialNumber: leaf.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
            attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: arrayBuffer(sha256(content)) })),
            attribute(OID.signingCertificateV2, signingCertificateV2(leaf, new X509Certificate(leafPem).raw)),
          ],
        }),
      }),
    ],
    certificates: [leaf, ...chainPems.map(certificateOf)],
  });
  await signedData.sign(await importKey(seal.keyPem), 0, 'SHA-256');
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}

/** What a CMS signature says about content: whether its digest and signature hold, and who signed it. */
export interface CmsVerdict {
  /** The message-digest attribute equals the SHA-256 of the content. */
  digestMatches: boolean;
  /** The signature over the signed attributes verifies with the signer's certificate. */
  signatureVerified: boolean;
  /** SHA-256 of the signer certificate's DER, or null when none is found. */
  signerFingerprint: string | null;
  signerName: string | null;
}

/** Checks a detached CMS signature (DER) of `content`; throws when the bytes are no CMS SignedData. */
export async function cmsVerify(der: Uint8Array, content: Uint8Array): Promise<CmsVerdict> {
  const contentInfo = pkijs.ContentInfo.fromBER(arrayBuffer(der));
  if (contentInfo.contentType !== OID.signedData) throw new Error('Not a CMS SignedData');
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const signer = signedData.signerInfos[0];
  if (!signer) throw new Error('The CMS holds no signer');
  const digestAttribute = signer.signedAttrs?.attributes.find((attribute) => attribute.type === OID.messageDigest);
  const digest = digestAttribute ? new Uint8Array((digestAttribute.values[0] as asn1js.OctetString).valueBlock.valueHexView) : null;
  const digestMatches = Boolean(digest) && Buffer.from(digest as Uint8Array).equals(sha256(content));
  const certificate = (signedData.certificates ?? []).find(
    (candidate): candidate is pkijs.Certificate =>
      candidate instanceof pkijs.Certificate &&
      signer.sid instanceof pkijs.IssuerAndSerialNumber &&
      candidate.serialNumber.isEqual(signer.sid.serialNumber) &&
      candidate.issuer.isEqual(signer.sid.issuer),
  );
  const certificateDer = certificate ? new Uint8Array(certificate.toSchema().toBER(false)) : null;
  let signatureVerified = false;
  try {
    signatureVerified = Boolean(await signedData.verify({ signer: 0, data: arrayBuffer(content), checkChain: false }));
  } catch {
    signatureVerified = false;
  }
  return {
    digestMatches,
    signatureVerified,
    signerFingerprint: certificateDer ? sha256(certificateDer).toString('hex') : null,
    signerName: certificateDer ? new X509Certificate(certificateDer).subject.replace(/\n/g, ', ') : null,
  };
}
