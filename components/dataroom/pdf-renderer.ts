/**
 * pdf.js, loaded only when the viewer shows its first page (never first-load JavaScript). Its worker is a module
 * worker bundled from `pdfjs-dist` (the `new URL(…, import.meta.url)` form webpack and Turbopack both understand),
 * allowed by the pages' `worker-src 'self'`.
 */
type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    if (!pdfjs.GlobalWorkerOptions.workerPort) {
      pdfjs.GlobalWorkerOptions.workerPort = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
    }
    return pdfjs;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Draws the first (only) page of a one-page PDF into the canvas, `width` CSS pixels wide, sharp on dense screens, and
 * answers the page's text (the watermark included), which a picture alone would keep from screen readers.
 */
export async function renderPage(bytes: ArrayBuffer, canvas: HTMLCanvasElement, width: number): Promise<string> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (width / base.width) * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    await page.render({ canvas, viewport }).promise;
    const content = await page.getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  } finally {
    await doc.destroy();
  }
}
