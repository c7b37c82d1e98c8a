/** pdf.js's worker module (no types of its own): the search hands it to pdf.js as `globalThis.pdfjsWorker`. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
