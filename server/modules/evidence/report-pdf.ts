import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { EVIDENCE_KINDS } from '@/lib/schemas/monitoring-evidence';
import { encodable } from '@/server/pdf/encodable';

/*
 * The period report of a verifier package (requirements R-22.26), as PDF: the scope, each reactor's KPIs and its
 * temperature drawn as a line with its min–max band, the evidence checklist (records per kind, what is missing), the
 * checks' flags, the reviews, and the stored files' state. Drawn with pdf-lib's standard fonts (WinAnsi: any other
 * character is written `?`).
 */

export interface ReportSeries {
  name: string;
  unit: string;
  /** Seconds since 1970, and the mean, min and max of each bucket. */
  time: number[];
  mean: number[];
  min: number[];
  max: number[];
}

export interface ReportInput {
  projectName: string;
  scope: string;
  from: string;
  to: string;
  createdAt: string;
  reactors: { name: string; kpis: [string, string][]; series: ReportSeries | null }[];
  /** Records per evidence kind. */
  checklist: Record<string, number>;
  flags: { file: string; kind: string }[];
  reviews: { record: string; verdict: string; comment: string; at: string }[];
  files: { intact: number; altered: number; missing: number };
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = PAGE[0] - 2 * MARGIN;

/** A cursor down the pages: a new page when the next line would not fit. */
function createWriter(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const room = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
  };
  return {
    line(text: string, options: { size?: number; bold?: boolean; indent?: number; color?: [number, number, number] } = {}) {
      const size = options.size ?? 10;
      const font = options.bold ? bold : regular;
      room(size + 6);
      let drawn = encodable(font, text);
      while (drawn.length > 1 && font.widthOfTextAtSize(drawn, size) > WIDTH - (options.indent ?? 0)) drawn = `${drawn.slice(0, -2)}…`.replace('……', '…');
      page.drawText(encodable(font, drawn), { x: MARGIN + (options.indent ?? 0), y: y - size, size, font, color: rgb(...(options.color ?? [0.1, 0.1, 0.1])) });
      y -= size + 6;
    },
    gap(height = 8) {
      y -= height;
    },
    /** A chart of one series: the min–max band in grey, the mean as a line, the axes' bounds written. */
    chart(series: ReportSeries) {
      const height = 140;
      room(height + 30);
      const top = y - 4;
      const bottom = top - height;
      const lows = series.min.filter(Number.isFinite);
      const highs = series.max.filter(Number.isFinite);
      if (series.time.length === 0 || lows.length === 0) return;
      const [t0, t1] = [series.time[0], series.time[series.time.length - 1]];
      const [v0, v1] = [Math.min(...lows), Math.max(...highs)];
      const x = (time: number) => MARGIN + 40 + ((time - t0) / Math.max(1, t1 - t0)) * (WIDTH - 40);
      const v = (value: number) => bottom + ((value - v0) / Math.max(1e-9, v1 - v0)) * height;
      page.drawRectangle({ x: MARGIN + 40, y: bottom, width: WIDTH - 40, height, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
      for (let index = 0; index < series.time.length; index += 1) {
        page.drawLine({
          start: { x: x(series.time[index]), y: v(series.min[index]) },
          end: { x: x(series.time[index]), y: v(series.max[index]) },
          color: rgb(0.8, 0.8, 0.8),
          thickness: 1,
        });
      }
      for (let index = 1; index < series.time.length; index += 1) {
        page.drawLine({
          start: { x: x(series.time[index - 1]), y: v(series.mean[index - 1]) },
          end: { x: x(series.time[index]), y: v(series.mean[index]) },
          color: rgb(0.05, 0.4, 0.3),
          thickness: 1,
        });
      }
      const label = (text: string, atY: number) => page.drawText(encodable(regular, text), { x: MARGIN, y: atY, size: 7, font: regular, color: rgb(0.3, 0.3, 0.3) });
      label(`${v1.toFixed(0)} ${series.unit}`, top - 7);
      label(`${v0.toFixed(0)} ${series.unit}`, bottom);
      y = bottom - 16;
      this.line(
        `${series.name} (${series.unit}): mean per bucket, min-max band in grey, ${new Date(t0 * 1000).toISOString().slice(0, 16)} to ${new Date(t1 * 1000).toISOString().slice(0, 16)} UTC`,
        { size: 8 },
      );
    },
  };
}

export async function periodReportPdf(input: ReportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(encodable(regular, `${input.projectName}: ${input.scope}`));
  doc.setCreationDate(new Date(input.createdAt));
  doc.setModificationDate(new Date(input.createdAt));
  doc.setProducer('Groundwork');
  const out = createWriter(doc, regular, bold);

  out.line(input.projectName, { size: 16, bold: true });
  out.line(`Verifier package: ${input.scope}`, { size: 12 });
  out.line(`Period ${input.from} to ${input.to} (UTC); made ${input.createdAt}`, { size: 9 });
  out.gap();

  for (const reactor of input.reactors) {
    out.line(`Reactor ${reactor.name}`, { size: 12, bold: true });
    for (const [name, value] of reactor.kpis) out.line(`${name}: ${value}`, { indent: 12 });
    if (reactor.series) out.chart(reactor.series);
    out.gap();
  }

  out.line('Evidence checklist', { size: 12, bold: true });
  for (const kind of EVIDENCE_KINDS) {
    const count = input.checklist[kind] ?? 0;
    out.line(`${count > 0 ? '[x]' : '[ ] missing:'} ${kind.replace(/_/g, ' ')}: ${count} record${count === 1 ? '' : 's'}`, {
      indent: 12,
      color: count > 0 ? [0.1, 0.1, 0.1] : [0.7, 0.1, 0.1],
    });
  }
  out.gap();

  out.line(`Flags (${input.flags.length})`, { size: 12, bold: true });
  if (input.flags.length === 0) out.line('No check flagged a file.', { indent: 12 });
  for (const flag of input.flags) out.line(`${flag.file}: ${flag.kind.replace(/_/g, ' ')}`, { indent: 12 });
  out.gap();

  out.line(`Reviews (${input.reviews.length})`, { size: 12, bold: true });
  if (input.reviews.length === 0) out.line('No record has been reviewed yet.', { indent: 12 });
  for (const review of input.reviews) out.line(`${review.at} ${review.record}: ${review.verdict}${review.comment ? ` - ${review.comment}` : ''}`, { indent: 12 });
  out.gap();

  out.line('Stored files', { size: 12, bold: true });
  out.line(`${input.files.intact} intact, ${input.files.altered} altered, ${input.files.missing} missing (each hashed again while packaged)`, { indent: 12 });
  out.line('Every file of the package is listed with its SHA-256 in manifest.json, manifest.csv and SHA256SUMS.', { indent: 12, size: 9 });
  return doc.save();
}
