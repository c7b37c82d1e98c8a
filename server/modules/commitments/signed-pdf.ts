import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { Language } from '@/lib/schemas/common';
import { encodable } from '@/server/pdf/encodable';
import { sealPdf, sealReason } from './pdf-seal';
import type { SealMaterial } from './seal-certificate';

/** What the signature page states: the record kept at signing. */
export interface SignatureRecord {
  signatureId: string;
  opportunityTitle: string;
  signerAccountId: string;
  signerAccountName: string;
  signerEmail: string | null;
  typedFullName: string;
  commitmentAmount: number;
  currency: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  documentVersion: string;
  documentSha256: string;
  /** The developer, a party: the project owner's name, and the project. */
  developerName: string;
  projectName: string;
  /** The page where a copy of this PDF is checked (a page of the app, never an API path). */
  verifyUrl: string;
  /**
   * The audit trail's anchor at signing (trail-anchor-line.ts, requirements ), written as the last row of the
   * signature page, above the closing text; absent, the row is left out.
   */
  anchor?: string | null;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10;
const LEADING = 14;

/** Splits a paragraph into lines that fit the width, breaking between words (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    let candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    candidate = word;
    while (font.widthOfTextAtSize(candidate, size) > width) {
      let cut = candidate.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(candidate.slice(0, cut), size) > width) cut -= 1;
      lines.push(candidate.slice(0, cut));
      candidate = candidate.slice(cut);
    }
    line = candidate;
  }
  lines.push(line);
  return lines;
}

/** Writes lines top to bottom, opening a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    return this.page;
  }

  paragraph(text: string, options: { font?: PDFFont; size?: number } = {}) {
    const font = options.font ?? this.font;
    const size = options.size ?? SIZE;
    if (text === '') {
      this.y -= LEADING / 2;
      return;
    }
    for (const line of wrap(font, encodable(font, text), size, PAGE[0] - 2 * MARGIN)) {
      if (this.y < MARGIN) this.newPage();
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 4;
    }
  }

  breakPage() {
    this.newPage();
  }
}

/** "Page 1 of 3" at the foot of every page, once they are all written. */
function numberPages(doc: PDFDocument, font: PDFFont, label: (page: number, of: number) => string) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = label(index + 1, pages.length);
    page.drawText(text, { x: PAGE[0] - MARGIN - font.widthOfTextAtSize(text, 8), y: MARGIN / 2, size: 8, font, color: rgb(0.35, 0.35, 0.35) });
  });
}

/**
 * The words of the signature page and the metadata, in the language of the terms signed. WinAnsi only: French group
 * digits with a no-break space (U+00A0), never the narrow one (U+202F) `toLocaleString('fr-FR')` gives.
 */
const PAGE_TEXTS = {
  en: {
    title: (opportunity: string) => `Commitment terms signed: ${opportunity}`,
    subject: (id: string, version: string, sha256: string) => `Signature ${id}; terms ${version}, SHA-256 ${sha256}`,
    part: /^PART [A-Z]\./,
    heading: 'SIGNATURE PAGE',
    pageOf: (page: number, of: number) => `Page ${page} of ${of}`,
    money: (amount: number, currency: string) => `${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`,
    labels: {
      developer: 'Developer (party)',
      investor: 'Investor (party)',
      anchor: 'Audit trail anchor before this signature',
      signatureId: 'Signature id',
      opportunity: 'Opportunity',
      typedName: 'Signed by (typed full name)',
      account: 'Signer account',
      amount: 'Non-binding commitment',
      signedAt: 'Signed at (UTC)',
      address: 'Network address',
      userAgent: 'Software (user agent)',
      version: 'Terms version',
      sha256: 'SHA-256 of the terms text',
    },
    account: (name: string, email: string | null, id: string) => `${name} (${email ?? 'no e-mail'}), id ${id}`,
    developer: (name: string, project: string) => `${name}, developer of the project ${project}`,
    noUserAgent: 'not given',
    closing: (url: string) =>
      'The signer typed the name above and confirmed the signature after reading the terms on the preceding pages. The SHA-256 of ' +
      "this PDF was recorded at signing, with the record above, in the opportunity's audit trail, and Groundwork sealed the file " +
      `with its certificate: any PDF reader shows whether it changed since. A copy can also be checked at ${url}.`,
  },
  fr: {
    title: (opportunity: string) => `Conditions d’engagement signées : ${opportunity}`,
    subject: (id: string, version: string, sha256: string) => `Signature ${id} ; conditions ${version}, SHA-256 ${sha256}`,
    part: /^PARTIE [A-Z]\./,
    heading: 'PAGE DE SIGNATURE',
    pageOf: (page: number, of: number) => `Page ${page} sur ${of}`,
    money: (amount: number, currency: string) =>
      `${amount.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/[\u202f\u00a0 ]/g, '\u00a0')} ${currency}`,
    labels: {
      developer: 'Développeur (partie)',
      investor: 'Investisseur (partie)',
      anchor: 'Ancrage du journal d’audit avant cette signature',
      signatureId: 'Identifiant de la signature',
      opportunity: 'Opportunité',
      typedName: 'Signé par (nom complet saisi)',
      account: 'Compte du signataire',
      amount: 'Engagement non contraignant',
      signedAt: 'Signé le (UTC)',
      address: 'Adresse réseau',
      userAgent: 'Logiciel (agent utilisateur)',
      version: 'Version des conditions',
      sha256: 'SHA-256 du texte des conditions',
    },
    account: (name: string, email: string | null, id: string) => `${name} (${email ?? 'sans adresse e-mail'}), identifiant ${id}`,
    developer: (name: string, project: string) => `${name}, porteur du projet ${project}`,
    noUserAgent: 'non communiqué',
    closing: (url: string) =>
      'Le signataire a saisi le nom ci-dessus et confirmé sa signature après avoir lu les conditions figurant aux pages précédentes. ' +
      'L’empreinte SHA-256 du présent PDF a été enregistrée lors de la signature, avec l’enregistrement ci-dessus, dans le journal ' +
      'd’audit de l’opportunité, et Groundwork a scellé le fichier avec son certificat : tout lecteur PDF indique s’il a changé depuis. ' +
      `Une copie peut aussi être vérifiée sur ${url}.`,
  },
} satisfies Record<Language, unknown>;

/**
 * The signed document, in the language of the terms: the terms, exactly as shown, then a signature page holding the
 * record, every page numbered, the whole sealed with the platform's certificate (requirements ).
 */
export async function signedPdf(termsText: string, language: Language, record: SignatureRecord, seal: SealMaterial): Promise<Uint8Array> {
  const texts = PAGE_TEXTS[language];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const courier = await doc.embedFont(StandardFonts.Courier);
  doc.setTitle(texts.title(encodable(regular, record.opportunityTitle)));
  doc.setSubject(texts.subject(record.signatureId, record.documentVersion, record.documentSha256));
  doc.setLanguage(language === 'fr' ? 'fr-FR' : 'en-GB');
  doc.setProducer('Groundwork');
  doc.setCreator('Groundwork sign and commit');
  doc.setCreationDate(record.signedAt);
  doc.setModificationDate(record.signedAt);

  const writer = new Writer(doc, regular);
  const [heading, ...body] = termsText.split('\n');
  writer.paragraph(heading, { font: bold, size: 14 });
  for (const line of body) writer.paragraph(line, texts.part.test(line) ? { font: bold } : {});

  writer.breakPage();
  writer.paragraph(texts.heading, { font: bold, size: 14 });
  writer.paragraph('');
  const { labels } = texts;
  const rows: [string, string, PDFFont][] = [
    [labels.developer, texts.developer(record.developerName, record.projectName), regular],
    [labels.investor, record.typedFullName, regular],
    [labels.signatureId, record.signatureId, courier],
    [labels.opportunity, record.opportunityTitle, regular],
    [labels.typedName, record.typedFullName, regular],
    [labels.account, texts.account(record.signerAccountName, record.signerEmail, record.signerAccountId), regular],
    [labels.amount, texts.money(record.commitmentAmount, record.currency), regular],
    [labels.signedAt, record.signedAt.toISOString(), regular],
    [labels.address, record.ipAddress, regular],
    [labels.userAgent, record.userAgent || texts.noUserAgent, regular],
    [labels.version, record.documentVersion, regular],
    [labels.sha256, record.documentSha256, courier],
    ...(record.anchor ? [[labels.anchor, record.anchor, courier] as [string, string, PDFFont]] : []),
  ];
  for (const [label, value, font] of rows) {
    writer.paragraph(label, { font: bold });
    writer.paragraph(value, { font });
    writer.paragraph('');
  }
  writer.paragraph(texts.closing(record.verifyUrl));
  numberPages(doc, regular, texts.pageOf);
  return sealPdf(doc, seal, {
    reason: sealReason(record.signatureId),
    name: 'Groundwork',
    location: record.verifyUrl,
    contactInfo: record.verifyUrl,
    signedAt: record.signedAt,
  });
}
