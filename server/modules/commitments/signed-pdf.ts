import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

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
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10;
const LEADING = 14;

/** The standard fonts encode WinAnsi only: any other character is written as `?` rather than failing the signature. */
function encodable(font: PDFFont, text: string): string {
  return Array.from(text.replace(/[\t\r\n]/g, ' '))
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

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

const money = (amount: number, currency: string) => `${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** The signed document: the terms, exactly as shown, then a signature page holding the record. */
export async function signedPdf(termsText: string, record: SignatureRecord): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const courier = await doc.embedFont(StandardFonts.Courier);
  doc.setTitle(`Commitment terms signed: ${encodable(regular, record.opportunityTitle)}`);
  doc.setSubject(`Signature ${record.signatureId}; terms ${record.documentVersion}, SHA-256 ${record.documentSha256}`);
  doc.setProducer('Groundwork');
  doc.setCreator('Groundwork sign and commit');
  doc.setCreationDate(record.signedAt);
  doc.setModificationDate(record.signedAt);

  const writer = new Writer(doc, regular);
  const [heading, ...body] = termsText.split('\n');
  writer.paragraph(heading, { font: bold, size: 14 });
  for (const line of body) writer.paragraph(line, /^PART [A-Z]\./.test(line) ? { font: bold } : {});

  writer.breakPage();
  writer.paragraph('SIGNATURE PAGE', { font: bold, size: 14 });
  writer.paragraph('');
  const rows: [string, string][] = [
    ['Signature id', record.signatureId],
    ['Opportunity', record.opportunityTitle],
    ['Signed by (typed full name)', record.typedFullName],
    ['Signer account', `${record.signerAccountName} (${record.signerEmail ?? 'no e-mail'}), id ${record.signerAccountId}`],
    ['Non-binding commitment', money(record.commitmentAmount, record.currency)],
    ['Signed at (UTC)', record.signedAt.toISOString()],
    ['Network address', record.ipAddress],
    ['Software (user agent)', record.userAgent || 'not given'],
    ['Terms version', record.documentVersion],
    ['SHA-256 of the terms text', record.documentSha256],
  ];
  for (const [label, value] of rows) {
    writer.paragraph(label, { font: bold });
    writer.paragraph(value, { font: label.startsWith('SHA') || label === 'Signature id' ? courier : regular });
    writer.paragraph('');
  }
  writer.paragraph(
    'The signer typed the name above and confirmed the signature after reading the terms on the preceding pages. The SHA-256 of ' +
      'this PDF was recorded at signing, with the record above, in the opportunity\'s audit trail; POST /api/sign-and-commit-opp/validate ' +
      'checks a copy of this file against it.',
  );
  return doc.save();
}
