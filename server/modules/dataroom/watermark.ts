import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { SLOT_BYTES, type PageTemplate, type SlotLayout } from './pdf-pages';

/** Who is looking and when: the words stamped on every page served. */
export interface Viewer {
  name: string;
  email: string | null;
  at: Date;
}

const MAX_TEXT = 150;
let fontPromise: Promise<PDFFont> | undefined;

/** Helvetica's metrics and encoding (WinAnsi), read once: the same font the templates carry. */
function helvetica(): Promise<PDFFont> {
  fontPromise ??= PDFDocument.create().then((doc) => doc.embedFont(StandardFonts.Helvetica));
  return fontPromise;
}

/** The watermark's words: name, address and time (UTC, to the minute). */
export function watermarkText(viewer: Viewer): string {
  const time = `${viewer.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const who = [viewer.name.trim(), viewer.email?.trim()].filter(Boolean).join(' · ');
  return `${who.slice(0, MAX_TEXT - time.length - 3)} · ${time}`;
}

/** The text as the font's hex string; a character Helvetica cannot draw becomes `?`. */
function encode(font: PDFFont, text: string): { hex: string; drawn: string } {
  try {
    return { hex: font.encodeText(text).toString(), drawn: text };
  } catch {
    const drawn = Array.from(text, (character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        return '?';
      }
    }).join('');
    return { hex: font.encodeText(drawn).toString(), drawn };
  }
}

const n = (value: number) => (Math.round(value * 100) / 100).toString();

/** The drawing operators of one page's watermark: a diagonal line across the page (faint) and a line at its foot. */
function operators(font: PDFFont, slot: SlotLayout, text: string): string {
  const { hex, drawn } = encode(font, text);
  const { x, y, width, height } = slot.box;
  const angle = Math.atan2(height, width);
  const diagonal = Math.hypot(width, height);
  const unit = font.widthOfTextAtSize(drawn, 1) || 1;
  const size = Math.max(8, Math.min(36, (diagonal * 0.8) / unit));
  const textWidth = unit * size;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // The line's middle at the page's centre: step back half its width along the diagonal, and a third of its height across.
  const startX = x + width / 2 - (textWidth / 2) * cos + (size / 3) * sin;
  const startY = y + height / 2 - (textWidth / 2) * sin - (size / 3) * cos;
  const footSize = Math.max(4, Math.min(8, (width - 24) / unit));
  return [
    `q /${slot.stateKey} gs 0.55 0.1 0.1 rg BT /${slot.fontKey} ${n(size)} Tf ${n(cos)} ${n(sin)} ${n(-sin)} ${n(cos)} ${n(startX)} ${n(startY)} Tm ${hex} Tj ET Q`,
    `q 0.35 0.35 0.35 rg BT /${slot.fontKey} ${n(footSize)} Tf 1 0 0 1 ${n(x + 12)} ${n(y + 8)} Tm ${hex} Tj ET Q`,
    '',
  ].join('\n');
}

/**
 * A copy of the template with each page's slot holding the viewer's watermark: no parsing, no offset moved. Text too
 * long for the slot is shortened until it fits.
 */
export async function stamp(template: PageTemplate, viewer: Viewer): Promise<Uint8Array> {
  const font = await helvetica();
  const out = Buffer.from(template.bytes);
  let text = watermarkText(viewer);
  for (const slot of template.slots) {
    let ops = operators(font, slot, text);
    while (Buffer.byteLength(ops, 'latin1') > SLOT_BYTES - 1 && text.length > 10) {
      text = text.slice(0, Math.floor(text.length * 0.8));
      ops = operators(font, slot, text);
    }
    out.fill(0x20, slot.offset, slot.offset + SLOT_BYTES - 1);
    out.write(ops, slot.offset, 'latin1');
  }
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
