import { pdfjs } from 'react-pdf';

/**
 * pdf.js, as the viewer uses it. Its worker is a file of the build, served by the portal like its
 * scripts; `isEvalSupported: false` because the portal's Content-Security-Policy forbids eval (pdf.js
 * would otherwise compile fonts' drawing with `new Function`). This module is part of the viewer's
 * chunk: nothing of pdf.js loads before a viewer opens.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * One worker for every document the viewers open, started as this chunk loads: its script is fetched
 * and compiled while the viewer fetches the file, not after it (and not behind a server busy checking
 * the new version's signatures). pdf.js leaves a worker it was given running when a document closes.
 * It halves the time to a 2,000-page PDF's first page (docs/pdf-viewer.md, Speed).
 */
export const DOCUMENT_OPTIONS = { isEvalSupported: false, enableXfa: false, worker: new pdfjs.PDFWorker() } as const;
