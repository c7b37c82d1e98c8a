import { PDFArray, PDFDocument, PDFName, type PDFPage, type PDFRef, StandardFonts } from 'pdf-lib';
import { ApiError } from '@/server/http/errors';

/**
 * The data room serves documents as PDF pages stamped with the viewer's name and the time. The costly part (reading
 * the document, taking one page out of it) is done once per page: the result is a **template**, a small PDF whose page
 * ends with an uncompressed content stream of fixed length (the slot), filled only with spaces. Stamping a request is
 * then a copy of the template with the watermark's drawing operators written over the slot's spaces — the same length,
 * so no offset of the file changes (watermark.ts). The slot's resources (a standard font and a transparency state) are
 * added to the page when the template is made.
 */

/** Bytes reserved for the watermark's operators on each page. */
export const SLOT_BYTES = 2048;
const SLOT_MARK = '%GW-WATERMARK';
const MARK_BYTES = new TextEncoder().encode(SLOT_MARK);

export interface SlotLayout {
  /** Where the slot's content starts in the template, in bytes. */
  offset: number;
  fontKey: string;
  stateKey: string;
  /** The page's visible box, in PDF units. */
  box: { x: number; y: number; width: number; height: number };
}

export interface PageTemplate {
  bytes: Uint8Array;
  /** One slot per page, in page order. */
  slots: SlotLayout[];
}

/** Adds the slot, its font and its transparency state to a page; answers the names the operators use. */
function addSlot(page: PDFPage, fontRef: PDFRef) {
  const { node } = page;
  const context = page.doc.context;
  if (!node.Contents()) node.set(PDFName.of('Contents'), context.obj([]));
  node.normalize();
  if (!(node.Contents() instanceof PDFArray)) node.set(PDFName.of('Contents'), context.obj([node.get(PDFName.of('Contents'))]));
  const fontKey = node.newFontDictionary('GWWm', fontRef).asString().slice(1);
  const stateKey = node
    .newExtGState('GWWmGS', context.obj({ Type: 'ExtGState', ca: 0.28, CA: 0.28 }))
    .asString()
    .slice(1);
  const slot = context.register(context.stream(`${SLOT_MARK}${' '.repeat(SLOT_BYTES - SLOT_MARK.length - 1)}\n`));
  node.addContentStream(slot);
  const crop = page.getCropBox();
  return { fontKey, stateKey, box: { x: crop.x, y: crop.y, width: crop.width, height: crop.height } };
}

/** Finds each slot's mark in the saved bytes, in page order (the slots were registered in that order). */
function slotOffsets(bytes: Uint8Array, count: number): number[] {
  const offsets: number[] = [];
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let from = 0;
  while (offsets.length < count) {
    const at = buffer.indexOf(MARK_BYTES, from);
    if (at < 0) throw new Error('A watermark slot is missing from the saved page');
    offsets.push(at);
    from = at + SLOT_BYTES;
  }
  return offsets;
}

/** Saves a document whose pages all received a slot, and locates the slots. */
async function finish(doc: PDFDocument, layouts: Omit<SlotLayout, 'offset'>[]): Promise<PageTemplate> {
  const bytes = await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  const offsets = slotOffsets(bytes, layouts.length);
  return { bytes, slots: layouts.map((layout, index) => ({ ...layout, offset: offsets[index] })) };
}

/** Reads a PDF once (the source the pages are taken from); a file pdf-lib cannot read, or an encrypted one, is refused. */
export async function loadSource(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    doc.getPageCount(); // reads the page tree: a file without one fails here, not on the first page asked for
    return doc;
  } catch (error) {
    const encrypted = error instanceof Error && /encrypt/i.test(error.message);
    throw new ApiError(415, encrypted ? 'Encrypted PDF documents cannot be watermarked: upload the document without a password' : 'The PDF document could not be read');
  }
}

/** One page of a source document as a template. */
export async function pageTemplate(source: PDFDocument, pageIndex: number): Promise<PageTemplate> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const [page] = await doc.copyPages(source, [pageIndex]);
  doc.addPage(page);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  return finish(doc, [addSlot(page, font.ref)]);
}

/** Every page of a source document with its slot: the download. The source is not changed. */
export async function documentTemplate(bytes: Uint8Array): Promise<PageTemplate> {
  const doc = await loadSource(bytes);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  return finish(
    doc,
    doc.getPages().map((page) => addSlot(page, font.ref)),
  );
}

/** Largest side of an image's page, in PDF units (an A4 page's height). */
const IMAGE_PAGE_MAX = 842;

/** An image (PNG or JPEG) on a page of its own, scaled to fit an A4 height or width. */
export async function imageTemplate(bytes: Uint8Array, contentType: string): Promise<PageTemplate> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  let image;
  try {
    image = contentType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  } catch {
    throw new ApiError(415, 'The image could not be read');
  }
  const scale = Math.min(1, IMAGE_PAGE_MAX / Math.max(image.width, image.height));
  const width = Math.max(1, image.width * scale);
  const height = Math.max(1, image.height * scale);
  const page = doc.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  return finish(doc, [addSlot(page, font.ref)]);
}

/** The number of pages of a document the data room accepts, read when it is added. */
export async function pageCountOf(bytes: Uint8Array, contentType: string): Promise<number> {
  if (contentType !== 'application/pdf') {
    await imageTemplate(bytes, contentType);
    return 1;
  }
  const count = (await loadSource(bytes)).getPageCount();
  if (count < 1) throw new ApiError(415, 'The PDF document has no page');
  return count;
}
